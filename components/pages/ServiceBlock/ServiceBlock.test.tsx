import { render, screen, within } from '@testing-library/react';
import { fillTemplate, getContent } from '@/lib/content';
import { ServiceBlock } from './ServiceBlock';

const { services, texts } = getContent();

describe('ServiceBlock', () => {
  it.each(services.map((s, i) => [s.title, s, i] as const))('shows the key points, art and link of %s', (_, service, index) => {
    render(<ServiceBlock service={service} index={index} />);
    const title = service.overviewTitle ?? service.title;
    expect(screen.getByRole('article', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getByText(service.overview.description)).toBeInTheDocument();
    const points = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(points.map((li) => li.textContent)).toEqual(service.overview.keyPoints);
    expect(points.length).toBeLessThanOrEqual(6);
    expect(screen.getByRole('img', { name: service.images.square.alt })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: fillTemplate(texts.home.serviceKnowMore, { title: service.title }) })).toHaveAttribute('href', service.path);
  });
});
