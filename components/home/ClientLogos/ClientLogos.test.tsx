import { fireEvent, render, screen } from '@testing-library/react';
import { ClientLogos } from './ClientLogos';
import { getContent } from '@/lib/content';
import { prefersReducedMotion } from '@/jest.matchMedia';

const { clients: clientLogos, texts } = getContent();
const { clientsHeading, clientLogos: labels, playPause } = texts.home;

const renderLogos = () => render(<ClientLogos heading={clientsHeading} logos={clientLogos} labels={labels} words={playPause} />);

describe('ClientLogos', () => {
  it('puts both sets of logos in the track and hides the copy from screen readers', () => {
    prefersReducedMotion(false);
    renderLogos();
    expect(screen.getAllByRole('img', { hidden: true })).toHaveLength(clientLogos.length * 2);
    expect(screen.getAllByRole('img')).toHaveLength(clientLogos.length);
    expect(screen.getAllByRole('listitem', { hidden: true }).filter((li) => li.getAttribute('aria-hidden') === 'true')).toHaveLength(clientLogos.length);
  });

  it('offers a pause button that turns into a play button', () => {
    prefersReducedMotion(false);
    renderLogos();
    const pause = screen.getByRole('button', { name: labels.pause });
    expect(pause).toHaveTextContent(playPause.pause);
    fireEvent.click(pause);
    expect(screen.getByRole('button', { name: labels.play })).toHaveTextContent(playPause.play);
  });

  it('stays still, with nothing to pause, under reduced motion', () => {
    prefersReducedMotion(true);
    renderLogos();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: clientsHeading })).toHaveAttribute('data-moving', 'false');
  });

  it('asks for every logo at once while the track moves, so none slides in blank', () => {
    prefersReducedMotion(false);
    renderLogos();
    for (const img of screen.getAllByRole('img', { hidden: true })) expect(img).toHaveAttribute('loading', 'eager');
  });

  it('leaves resting logos to load as they are scrolled to', () => {
    prefersReducedMotion(true);
    renderLogos();
    for (const img of screen.getAllByRole('img', { hidden: true })) expect(img).toHaveAttribute('loading', 'lazy');
  });
});
