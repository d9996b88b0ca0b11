import { render, screen } from '@testing-library/react';
import { PageBanner } from './PageBanner';

describe('PageBanner', () => {
  it('renders the title as the one h1 with its eyebrow and lead', () => {
    render(<PageBanner eyebrow="Services" title="All under one roof" lead="Thirteen services, one team." />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'All under one roof' })).toBeInTheDocument();
    expect(screen.getByText('Services')).toBeInTheDocument();
    expect(screen.getByText('Thirteen services, one team.')).toBeInTheDocument();
  });

  it('shows the art with its alt text and any actions', () => {
    render(
      <PageBanner title="Web Development" art={{ src: '/art/services/web-development.svg', width: 480, height: 480, alt: 'A browser window' }}>
        <button type="button">Get Quote</button>
      </PageBanner>,
    );
    expect(screen.getByRole('img', { name: 'A browser window' })).toHaveAttribute('width', '480');
    expect(screen.getByRole('button', { name: 'Get Quote' })).toBeInTheDocument();
  });
});
