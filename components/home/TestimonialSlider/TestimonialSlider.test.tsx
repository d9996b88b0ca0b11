import { act, fireEvent, render, screen } from '@testing-library/react';
import { timings } from '@/styles/tokens';
import { TestimonialSlider } from './TestimonialSlider';
import { getContent } from '@/lib/content';

const { testimonials } = getContent();

const interval = timings.testimonialIntervalMs;
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

/** The one slide a visitor can see (the others are hidden from them). */
const shownSlide = () => {
  const slides = screen.getAllByRole('group', { name: / of 9$/ });
  expect(slides).toHaveLength(1);
  return slides[0]!;
};

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  mockReducedMotion(false);
});
afterEach(() => {
  jest.useRealTimers();
  window.matchMedia = realMatchMedia;
});

const renderSlider = () => render(<TestimonialSlider heading="What our clients say" testimonials={testimonials} />);

describe('TestimonialSlider', () => {
  it('holds all nine testimonials and shows the first', () => {
    renderSlider();
    expect(testimonials).toHaveLength(9);
    for (const t of testimonials) expect(screen.getByText(t.description)).toBeInTheDocument();
    expect(shownSlide()).toHaveAccessibleName('1 of 9');
    expect(shownSlide()).toHaveTextContent(testimonials[0]!.description);
  });

  it('moves to the next testimonial after 5000 ms, not before', () => {
    renderSlider();
    advance(interval - 1);
    expect(shownSlide()).toHaveAccessibleName('1 of 9');
    advance(1);
    expect(shownSlide()).toHaveAccessibleName('2 of 9');
    expect(shownSlide()).toHaveTextContent(testimonials[1]!.company);
  });

  it('wraps to the first after the ninth', () => {
    renderSlider();
    for (let i = 0; i < 8; i++) advance(interval);
    expect(shownSlide()).toHaveAccessibleName('9 of 9');
    advance(interval);
    expect(shownSlide()).toHaveAccessibleName('1 of 9');
  });

  it('jumps to a testimonial from its dot and marks that dot current', () => {
    renderSlider();
    const dot = screen.getByRole('button', { name: 'Show testimonial 3 of 9' });
    fireEvent.click(dot);
    expect(shownSlide()).toHaveAccessibleName('3 of 9');
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show testimonial 1 of 9' })).not.toHaveAttribute('aria-current');
  });

  it('stops rotating when paused and resumes on play', () => {
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    advance(interval * 3);
    expect(shownSlide()).toHaveAccessibleName('1 of 9');
    fireEvent.click(screen.getByRole('button', { name: 'Play testimonials' }));
    advance(interval);
    expect(shownSlide()).toHaveAccessibleName('2 of 9');
  });

  it('pauses while the pointer is over it', () => {
    renderSlider();
    const carousel = screen.getByRole('region', { name: 'What our clients say' });
    fireEvent.mouseEnter(carousel);
    advance(interval * 2);
    expect(shownSlide()).toHaveAccessibleName('1 of 9');
    fireEvent.mouseLeave(carousel);
    advance(interval);
    expect(shownSlide()).toHaveAccessibleName('2 of 9');
  });

  it('waits while the tab is in the background', () => {
    renderSlider();
    const setHidden = (hidden: boolean) => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    };
    setHidden(true);
    advance(interval * 2);
    expect(shownSlide()).toHaveAccessibleName('1 of 9');
    setHidden(false);
    advance(interval);
    expect(shownSlide()).toHaveAccessibleName('2 of 9');
  });

  it('announces changes politely only while it is not rotating on its own', () => {
    renderSlider();
    const live = shownSlide().closest('[aria-live]')!;
    expect(live).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    expect(live).toHaveAttribute('aria-live', 'polite');
  });

  it('does not advance on its own under reduced motion', () => {
    mockReducedMotion(true);
    renderSlider();
    advance(interval * 3);
    expect(shownSlide()).toHaveAccessibleName('1 of 9');
    expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeInTheDocument();
  });
});
