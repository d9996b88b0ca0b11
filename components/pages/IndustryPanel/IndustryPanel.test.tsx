import { render, screen } from '@testing-library/react';
import { IndustryPanel } from './IndustryPanel';

const img = { src: '/art/sectors/education.svg', width: 600, height: 400, alt: 'An open book' };
const sector = {
  slug: 'education',
  title: 'Education',
  imgSrc: img,
  industry: {
    description: 'Admission campaigns tracked to enrolments.',
    image: img,
    blurredImage: { src: '/art/sectors/education-blur.svg', width: 600, height: 400, alt: '' },
  },
  page: { paragraph: '', bullets: ['a', 'b', 'c', 'd', 'e'] as [string, string, string, string, string] },
};

describe('IndustryPanel', () => {
  it('shows the title, the long description and the art, and links to the sector page', () => {
    render(<IndustryPanel sector={sector} />);
    expect(screen.getByRole('article', { name: 'Education' })).toBeInTheDocument();
    expect(screen.getByText('Admission campaigns tracked to enrolments.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'An open book' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Education/ })).toHaveAttribute('href', '/education');
  });

  it('keeps the blurred backdrop out of the accessibility tree', () => {
    render(<IndustryPanel sector={sector} />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(document.querySelector('img[src*="education-blur"]')).toHaveAttribute('alt', '');
  });
});
