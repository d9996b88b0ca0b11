import { act, fireEvent, render, screen } from '@testing-library/react';
import { whenNear } from './whenNear';

/** Drives the observer by hand: jsdom has no layout, so nothing ever comes near on its own. */
let observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];
class ManualObserver {
  record: (typeof observed)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false };
    observed.push(this.record);
  }
  observe() {}
  unobserve() {}
  disconnect() {
    this.record.disconnected = true;
  }
  takeRecords() {
    return [];
  }
}

/** Lets the part find its box: rendered afresh, it looks for it after the render's task. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

beforeEach(() => {
  observed = [];
  Object.assign(window, { IntersectionObserver: ManualObserver });
});

describe('whenNear', () => {
  it('loads the part only once it comes within a screen of the viewport', async () => {
    const load = jest.fn(async () => Greeting);
    const Part = whenNear('greeting', load);
    render(<Part name="Asha" />);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('Hello Asha')).not.toBeInTheDocument();
    expect(observed).toHaveLength(1);
    expect(observed[0]!.options?.rootMargin).toBe('100% 0px');

    await act(async () => {
      observed[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(observed[0]!.disconnected).toBe(true);
  });

  it('loads at once when the visitor focuses or taps inside it first', async () => {
    const Part = whenNear('greeting-focus', async () => Greeting);
    const { container } = render(<Part name="Ravi" />);
    await settle();
    fireEvent.focusIn(container.querySelector('[data-when-near="greeting-focus"]')!);
    expect(await screen.findByText('Hello Ravi')).toBeInTheDocument();
  });
});
