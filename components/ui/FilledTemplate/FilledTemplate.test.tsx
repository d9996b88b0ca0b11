import { render } from '@testing-library/react';
import { getContent } from '@/lib/content';
import { fillTemplate } from '@/lib/content/fillTemplate';
import { FilledTemplate } from './FilledTemplate';

const hindi = getContent(undefined, 'hi');
const englishTitle = getContent(undefined, 'en').services[0]!.title;

// docs/product-rules.md#languages
describe('FilledTemplate', () => {
  it('reads as the plain filled line, with a slot’s words in a language of their own', () => {
    const line = hindi.texts.home.serviceKnowMore;
    const { container } = render(
      <p>
        <FilledTemplate line={line} values={{ title: <span lang="en">{englishTitle}</span> }} />
      </p>,
    );
    expect(container.textContent).toBe(fillTemplate(line, { title: englishTitle }));
    expect(container.querySelector('[lang="en"]')).toHaveTextContent(englishTitle);
  });

  it('leaves a slot it has no value for as written, as fillTemplate does', () => {
    const { container } = render(<FilledTemplate line="{title} · {other}" values={{ title: 'A' }} />);
    expect(container.textContent).toBe(fillTemplate('{title} · {other}', { title: 'A' }));
  });
});
