import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydratedMark, hydratedAttribute } from './HydratedMark';

/** A control whose handler only works once React runs the page. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count}
    </button>
  );
}

const page = (
  <>
    <Counter />
    <HydratedMark />
  </>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.documentElement.removeAttribute(hydratedAttribute);
  document.body.innerHTML = '';
});

describe('HydratedMark', () => {
  it("marks <html> only once React has taken over the server's HTML", async () => {
    document.body.innerHTML = `<div id="page">${renderToString(page)}</div>`;
    const button = document.querySelector('button')!;
    expect(document.documentElement).not.toHaveAttribute(hydratedAttribute);

    await act(async () => {
      root = hydrateRoot(document.getElementById('page')!, page);
    });
    expect(document.documentElement).toHaveAttribute(hydratedAttribute);
    // Marked means running: the server's button now answers.
    act(() => button.click());
    expect(button).toHaveTextContent('1');
  });
});
