import { render, screen, within } from '@testing-library/react';
import { ValuesGrid } from './ValuesGrid';
import { getContent } from '@/lib/content';

const { about } = getContent().company;

describe('ValuesGrid', () => {
  it('shows every value with its title and text, in content order', () => {
    render(<ValuesGrid heading={about.valuesHeading} intro={about.valuesIntro} values={about.values} />);
    const list = screen.getByRole('list', { name: about.valuesHeading });
    expect(within(list).getAllByRole('listitem')).toHaveLength(about.values.length);
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(about.values.map((v) => v.title));
    expect(screen.getByText(about.values[0]!.text)).toBeInTheDocument();
  });

  it('keeps the icons decorative', () => {
    const { container } = render(<ValuesGrid heading="Our commitment" intro="" values={about.values} />);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(about.values.length);
  });
});
