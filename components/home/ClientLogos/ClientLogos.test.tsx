import { fireEvent, render, screen } from '@testing-library/react';
import { ClientLogos } from './ClientLogos';
import { getContent } from '@/lib/content';

const { clients: clientLogos } = getContent();

const realMatchMedia = window.matchMedia;
const mockReducedMotion = (reduce: boolean) => {
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
};
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

const renderLogos = () => render(<ClientLogos heading="Brands that trust us" logos={clientLogos} />);

describe('ClientLogos', () => {
  it('puts both sets of ten logos in the track and hides the copy from screen readers', () => {
    mockReducedMotion(false);
    renderLogos();
    expect(screen.getAllByRole('img', { hidden: true })).toHaveLength(20);
    expect(screen.getAllByRole('img')).toHaveLength(10);
    expect(screen.getAllByRole('listitem', { hidden: true }).filter((li) => li.getAttribute('aria-hidden') === 'true')).toHaveLength(10);
  });

  it('offers a pause button that turns into a play button', () => {
    mockReducedMotion(false);
    renderLogos();
    fireEvent.click(screen.getByRole('button', { name: 'Pause the logo scroller' }));
    expect(screen.getByRole('button', { name: 'Play the logo scroller' })).toBeInTheDocument();
  });

  it('stays still, with nothing to pause, under reduced motion', () => {
    mockReducedMotion(true);
    renderLogos();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Brands that trust us' })).toHaveAttribute('data-moving', 'false');
  });

  it('asks for every logo at once while the track moves, so none slides in blank', () => {
    mockReducedMotion(false);
    renderLogos();
    for (const img of screen.getAllByRole('img', { hidden: true })) expect(img).toHaveAttribute('loading', 'eager');
  });

  it('leaves resting logos to load as they are scrolled to', () => {
    mockReducedMotion(true);
    renderLogos();
    for (const img of screen.getAllByRole('img', { hidden: true })) expect(img).toHaveAttribute('loading', 'lazy');
  });
});
