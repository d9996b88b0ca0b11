import { act, render } from '@testing-library/react';
import { lazyThreshold } from '@/styles/tokens';
import { LazyBackground } from './LazyBackground';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

let observers: { callback: Callback; options?: IntersectionObserverInit; disconnect: jest.Mock; observe: jest.Mock }[] = [];
const RealObserver = window.IntersectionObserver;

beforeEach(() => {
  observers = [];
  window.IntersectionObserver = class {
    disconnect = jest.fn();
    observe = jest.fn();
    unobserve = jest.fn();
    takeRecords = () => [];
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      observers.push({ callback, options, disconnect: this.disconnect, observe: this.observe });
    }
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  window.IntersectionObserver = RealObserver;
});

const art = { src: '/art/services/web-development-card.svg', width: 257, height: 360, alt: 'Browser window' };
const shownImage = (container: HTMLElement) => container.querySelector('img');
const report = (ratio: number) =>
  act(() => observers[0]!.callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]));

describe('LazyBackground', () => {
  it('watches the card with the 10 % threshold and requests nothing before', () => {
    const { container } = render(<LazyBackground image={art} />);
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options?.threshold).toBe(lazyThreshold);
    expect(lazyThreshold).toBe(0.1);
    expect(observers[0]!.observe).toHaveBeenCalledTimes(1);
    expect(shownImage(container)).toBeNull();
  });

  it('keeps waiting while less than 10 % of the card is visible', () => {
    const { container } = render(<LazyBackground image={art} />);
    report(0.05);
    expect(shownImage(container)).toBeNull();
    expect(observers[0]!.disconnect).not.toHaveBeenCalled();
  });

  it('loads the art once 10 % is visible, then stops observing', () => {
    const { container } = render(<LazyBackground image={art} />);
    report(0.1);
    expect(shownImage(container)).toHaveAttribute('src', art.src);
    expect(shownImage(container)).toHaveAttribute('width', '257');
    expect(shownImage(container)).toHaveAttribute('height', '360');
    expect(observers[0]!.disconnect).toHaveBeenCalled();
  });
});
