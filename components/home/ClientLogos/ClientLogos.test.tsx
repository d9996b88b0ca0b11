import { fireEvent, render, screen } from '@testing-library/react';
import { ClientLogos } from './ClientLogos';
import { getContent } from '@/lib/content';

const { clients: clientLogos, texts } = getContent();
const { clientsHeading, clientLogos: labels, playPause } = texts.home;

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

const renderLogos = () => render(<ClientLogos heading={clientsHeading} logos={clientLogos} labels={labels} words={playPause} />);

describe('ClientLogos', () => {
  it('puts both sets of logos in the track and hides the copy from screen readers', () => {
    mockReducedMotion(false);
    renderLogos();
    expect(screen.getAllByRole('img', { hidden: true })).toHaveLength(clientLogos.length * 2);
    expect(screen.getAllByRole('img')).toHaveLength(clientLogos.length);
    expect(screen.getAllByRole('listitem', { hidden: true }).filter((li) => li.getAttribute('aria-hidden') === 'true')).toHaveLength(clientLogos.length);
  });

  it('offers a pause button that turns into a play button', () => {
    mockReducedMotion(false);
    renderLogos();
    const pause = screen.getByRole('button', { name: labels.pause });
    expect(pause).toHaveTextContent(playPause.pause);
    fireEvent.click(pause);
    expect(screen.getByRole('button', { name: labels.play })).toHaveTextContent(playPause.play);
  });

  it('stays still, with nothing to pause, under reduced motion', () => {
    mockReducedMotion(true);
    renderLogos();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: clientsHeading })).toHaveAttribute('data-moving', 'false');
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
