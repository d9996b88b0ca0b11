import { render, screen } from '@testing-library/react';
import { ServiceCard } from './ServiceCard';
import { getContent } from '@/lib/content';

const { services } = getContent();
const { texts } = getContent();

const service = services[0]!;

describe('ServiceCard', () => {
  it('has one link to the service page, named by its title and described by its summary', () => {
    render(<ServiceCard service={service} />);
    const link = screen.getByRole('link', { name: service.title });
    expect(link).toHaveAttribute('href', `/${service.slug}`);
    expect(link).toHaveAccessibleDescription(service.description);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows the title as a heading, the summary and the "Know More" cue', () => {
    render(<ServiceCard service={service} />);
    const card = screen.getByRole('article');
    expect(screen.getByRole('heading', { level: 3, name: service.title })).toBeInTheDocument();
    expect(card).toContainElement(screen.getByText(service.description));
    expect(card).toContainElement(screen.getByText(texts.home.knowMore));
  });
});
