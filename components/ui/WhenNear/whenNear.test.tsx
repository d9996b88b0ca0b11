import { setImmediate } from 'node:timers';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static.node';
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

/** A part with state, so a test can tell the server's HTML from the part React runs; as long as a real one. */
function Greeting({ name }: { name: string }) {
  const [waved, setWaved] = useState(false);
  return (
    <section>
      <p>
        Hello {name}
        <button type="button" onClick={() => setWaved(true)}>
          {waved ? 'Waved' : 'Wave'}
        </button>
      </p>
      <ul>
        {['Brand', 'Web', 'Print', 'Events', 'Outdoor', 'Campaigns'].map((item) => (
          <li key={item}>{item}: from the first sketch to the launch party, all under one roof.</li>
        ))}
      </ul>
    </section>
  );
}

// React's server renderer schedules its work with Node's setImmediate, which jsdom leaves out.
Object.assign(globalThis, { setImmediate });

/** The page as the static export writes it: React's server renderer, everything finished. */
async function serverHtml(page: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(page);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** Lets pending work run: the part's code, React's retries, the observer's set-up. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

/** A page long enough that React writes a boundary's content after the shell, if there is one to write. */
const longText = 'Ideas to launch, under one roof. '.repeat(600);

let root: Root | undefined;
let recoverable: unknown[] = [];

/**
 * Renders the part named `name` on the server, puts its HTML in the document and hydrates it with
 * `load` as a visitor's browser does (the server has its own copy of the module, so its own loader).
 */
async function hydrate(name: string, load: () => Promise<typeof Greeting>, props: { name: string }): Promise<HTMLElement> {
  const OnServer = whenNear(name, async () => Greeting);
  const InBrowser = whenNear(name, load);
  const page = <InBrowser {...props} />;
  const container = document.createElement('div');
  container.innerHTML = await serverHtml(<OnServer {...props} />);
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => recoverable.push(error) });
  });
  await settle();
  return container;
}

beforeEach(() => {
  observed = [];
  recoverable = [];
  Object.assign(window, { IntersectionObserver: ManualObserver });
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('whenNear', () => {
  it('is in its place in the HTML, so the page reads in order without JavaScript', async () => {
    const Part = whenNear('greeting-order', async () => Greeting);
    const html = await serverHtml(
      <main>
        <h2>Before</h2>
        <p>{longText}</p>
        <Part name="Asha" />
        <footer>After</footer>
      </main>,
    );
    expect(html).toContain('Hello <!-- -->Asha');
    expect(html.indexOf('Hello <!-- -->Asha')).toBeLessThan(html.indexOf('<footer>'));
    // Nothing hidden for a script to move into place.
    expect(html).not.toMatch(/<template|<div hidden/);
  });

  it("keeps the server's HTML while its code waits, and loads it once the part comes within a screen", async () => {
    const load = jest.fn(async () => Greeting);
    const container = await hydrate('greeting-near', load, { name: 'Asha' });
    const text = screen.getByText(/Hello Asha/);
    expect(load).not.toHaveBeenCalled();
    expect(observed).toHaveLength(1);
    expect(observed[0]!.options?.rootMargin).toBe('100% 0px');

    // Not yet running: a tap on the server's button does nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Wave' }));
    expect(screen.getByRole('button', { name: 'Wave' })).toBeInTheDocument();

    await act(async () => {
      observed[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(observed[0]!.disconnected).toBe(true);
    // React took over the very nodes the server wrote (hydrated, not drawn again), and the part runs.
    expect(screen.getByText(/Hello Asha/)).toBe(text);
    fireEvent.click(screen.getByRole('button', { name: 'Wave' }));
    expect(screen.getByRole('button', { name: 'Waved' })).toBeInTheDocument();
    expect(container.querySelectorAll('section')).toHaveLength(1);
    expect(recoverable).toEqual([]);
  });

  it('drawn afresh in the browser, with no server HTML, it holds nothing else back and still loads when near', async () => {
    const load = jest.fn(async () => Greeting);
    const Part = whenNear('greeting-afresh', load);
    render(
      <>
        <h2>Before</h2>
        <Part name="Meera" />
      </>,
    );
    await settle();
    expect(screen.getByRole('heading', { name: 'Before' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/Hello Meera/)).not.toBeInTheDocument();
    await act(async () => {
      observed[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    expect(await screen.findByText(/Hello Meera/)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['focuses', 'focusIn'],
    ['taps', 'pointerDown'],
  ] as const)('loads at once when the visitor %s inside it first', async (_, event) => {
    const load = jest.fn(async () => Greeting);
    const container = await hydrate(`greeting-${event}`, load, { name: 'Ravi' });
    expect(load).not.toHaveBeenCalled();
    fireEvent[event](container.querySelector('button')!);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Wave' }));
    expect(screen.getByRole('button', { name: 'Waved' })).toBeInTheDocument();
    expect(recoverable).toEqual([]);
  });
});
