import { render, screen, within } from '@testing-library/react';
import { BenefitList } from './BenefitList';

const benefits = [
  { title: 'Built around your customer', text: 'We map who visits.' },
  { title: 'Fast, secure and findable', text: 'Clean code.' },
  { title: 'Easy to run after launch', text: 'A content system.' },
] as const;

describe('BenefitList', () => {
  it('shows the three benefits in order under the section heading', () => {
    render(<BenefitList heading="What you get" benefits={benefits} />);
    const region = screen.getByRole('region', { name: 'What you get' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(benefits.map((b) => b.title));
    expect(screen.getByText('Clean code.')).toBeInTheDocument();
  });
});
