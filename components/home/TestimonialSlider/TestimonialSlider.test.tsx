import { act, fireEvent, render, screen } from '@testing-library/react';
import { listLengths, timings } from '@/styles/tokens';
import { TestimonialSlider } from './TestimonialSlider';
import { fillTemplate, getContent } from '@/lib/content';
import { prefersReducedMotion } from '@/jest.matchMedia';

const { testimonials, texts } = getContent();
const { testimonialsHeading, testimonialSlider: labels, playPause } = texts.home;
const count = testimonials.length;
/** A slide's and a dot's accessible names, as content/texts.json words them. */
const slideName = (number: number) => fillTemplate(labels.slideName, { number, count });
const dotName = (number: number) => fillTemplate(labels.dotName, { number, count });
const slideNames = testimonials.map((_, i) => slideName(i + 1));

const interval = timings.testimonialIntervalMs;
/** The one slide a visitor can see (the others are hidden from them). */
const shownSlide = () => {
  const slides = screen.getAllByRole('group', { name: (name) => slideNames.includes(name) });
  expect(slides).toHaveLength(1);
  return slides[0]!;
};

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  prefersReducedMotion(false);
});
afterEach(() => {
  jest.useRealTimers();
});

const renderSlider = () => render(<TestimonialSlider heading={testimonialsHeading} testimonials={testimonials} labels={labels} words={playPause} />);

describe('TestimonialSlider', () => {
  it('holds every testimonial and shows the first', () => {
    renderSlider();
    for (const t of testimonials) expect(screen.getByText(t.description)).toBeInTheDocument();
    expect(shownSlide()).toHaveAccessibleName(slideName(1));
    expect(shownSlide()).toHaveTextContent(testimonials[0]!.description);
  });

  it('moves to the next testimonial after 5000 ms, not before', () => {
    renderSlider();
    advance(interval - 1);
    expect(shownSlide()).toHaveAccessibleName(slideName(1));
    advance(1);
    expect(shownSlide()).toHaveAccessibleName(slideName(2));
    expect(shownSlide()).toHaveTextContent(testimonials[1]!.company);
  });

  it('wraps to the first after the last', () => {
    renderSlider();
    for (let i = 1; i < count; i++) advance(interval);
    expect(shownSlide()).toHaveAccessibleName(slideName(count));
    advance(interval);
    expect(shownSlide()).toHaveAccessibleName(slideName(1));
  });

  it('jumps to a testimonial from its dot and marks that dot current', () => {
    renderSlider();
    const dot = screen.getByRole('button', { name: dotName(3) });
    fireEvent.click(dot);
    expect(shownSlide()).toHaveAccessibleName(slideName(3));
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: dotName(1) })).not.toHaveAttribute('aria-current');
  });

  it('stops rotating when paused and resumes on play', () => {
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: labels.pause }));
    advance(interval * 3);
    expect(shownSlide()).toHaveAccessibleName(slideName(1));
    fireEvent.click(screen.getByRole('button', { name: labels.play }));
    advance(interval);
    expect(shownSlide()).toHaveAccessibleName(slideName(2));
  });

  it('pauses while the pointer is over it', () => {
    renderSlider();
    const carousel = screen.getByRole('region', { name: testimonialsHeading });
    fireEvent.mouseEnter(carousel);
    advance(interval * 2);
    expect(shownSlide()).toHaveAccessibleName(slideName(1));
    fireEvent.mouseLeave(carousel);
    advance(interval);
    expect(shownSlide()).toHaveAccessibleName(slideName(2));
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
    expect(shownSlide()).toHaveAccessibleName(slideName(1));
    setHidden(false);
    advance(interval);
    expect(shownSlide()).toHaveAccessibleName(slideName(2));
  });

  it('announces changes politely only while it is not rotating on its own', () => {
    renderSlider();
    const live = shownSlide().closest('[aria-live]')!;
    expect(live).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: labels.pause }));
    expect(live).toHaveAttribute('aria-live', 'polite');
  });

  it('does not advance on its own under reduced motion', () => {
    prefersReducedMotion(true);
    renderSlider();
    advance(interval * 3);
    expect(shownSlide()).toHaveAccessibleName(slideName(1));
    expect(screen.getByRole('button', { name: labels.play })).toBeInTheDocument();
  });

  describe('with more testimonials than dots fit', () => {
    const many = Array.from({ length: listLengths.sliderDots + 3 }, (_, i) => ({
      ...testimonials[i % count]!,
      slug: `client-${i + 1}`,
      description: `Quote number ${i + 1} from a happy client.`,
    }));
    const manyName = (number: number) => fillTemplate(labels.slideName, { number, count: many.length });
    const shown = () => screen.getAllByRole('group', { name: (name) => many.some((_, i) => manyName(i + 1) === name) });

    it('shows where it is between previous and next buttons instead of a dot each, wrapping at either end', () => {
      prefersReducedMotion(true);
      render(<TestimonialSlider heading={testimonialsHeading} testimonials={many} labels={labels} words={playPause} />);
      expect(screen.queryByRole('button', { name: fillTemplate(labels.dotName, { number: 1, count: many.length }) })).toBeNull();
      const position = (n: number) => fillTemplate(labels.position, { number: n, count: many.length });
      expect(screen.getByText(position(1))).toBeVisible();
      fireEvent.click(screen.getByRole('button', { name: labels.previous }));
      expect(shown()).toHaveLength(1);
      expect(shown()[0]).toHaveAccessibleName(manyName(many.length));
      expect(screen.getByText(position(many.length))).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: labels.next }));
      fireEvent.click(screen.getByRole('button', { name: labels.next }));
      expect(shown()[0]).toHaveAccessibleName(manyName(2));
      expect(shown()[0]).toHaveTextContent(many[1]!.description);
    });
  });
});
