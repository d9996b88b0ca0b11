/**
 * What a check does in a browser, the same way in every engine: open a page, run a function in
 * it, click, type, press a key, and read the problems the page reported. Firefox drives it
 * through puppeteer-core (WebDriver BiDi), WebKit through selenium-webdriver (classic WebDriver).
 */
export interface Visitor {
  /** The engine's name as a visitor knows it, for messages. */
  readonly engine: string;
  /** Opens a path of the site and waits for the load event. */
  open(path: string): Promise<void>;
  /** The address the browser shows. */
  url(): Promise<string>;
  /** Runs a function in the page; its arguments and its (awaited) result cross as JSON. */
  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** A real pointer click in the middle of the first element matching the selector. */
  click(selector: string): Promise<void>;
  /** Types into the first element matching the selector, key by key. */
  type(selector: string, text: string): Promise<void>;
  /** Presses a key on whatever has focus. */
  press(key: 'Escape'): Promise<void>;
  /**
   * From the next page opened on: reading localStorage or sessionStorage throws a SecurityError,
   * as where the visitor blocks site data (e2e/storage-refused.ts), or no longer.
   */
  refuseStorage(refused: boolean): Promise<void>;
  /** What the window shows now, as a PNG. */
  screenshot(): Promise<Buffer>;
  /** Console errors, uncaught errors and CSP violations the page reported since it opened. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

/** The window every check runs in: a laptop screen, with the hamburger shown as at every width. */
export const viewport = { width: 1280, height: 800 };

/**
 * Turns a function into a script both drivers can run. tsx compiles with esbuild's keepNames,
 * which wraps inner functions in a `__name` helper the page does not have: the script brings one.
 */
export function scriptFor(fn: (...args: never[]) => unknown, args: unknown[]): string {
  return `(() => { const __name = (f) => f; return (${fn.toString()})(...${JSON.stringify(args)}); })()`;
}

/**
 * Recorder the page runs before any of its own scripts: console.error calls, uncaught errors,
 * unhandled rejections, resources that failed to load and CSP violations, kept in
 * window.__visitorProblems. Firefox runs it as a preload script; for WebKit, whose driver offers
 * neither logs nor preload scripts, the site server puts it first in the <head> (site.ts).
 */
export const probeSource = `(() => {
  if (window.__visitorProblems) return;
  const problems = (window.__visitorProblems = []);
  const describe = (v) => {
    if (v instanceof Error) return v.stack || String(v);
    if (typeof v === 'string') return v;
    try { return JSON.stringify(v); } catch { return String(v); }
  };
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    problems.push('console.error: ' + args.map(describe).join(' '));
    consoleError(...args);
  };
  addEventListener('error', (e) => {
    const el = e.target;
    if (el && el !== window && el.tagName) problems.push('failed to load <' + el.tagName.toLowerCase() + '> ' + (el.currentSrc || el.src || el.href || ''));
    else problems.push('uncaught: ' + (e.error ? describe(e.error) : e.message));
  }, true);
  addEventListener('unhandledrejection', (e) => problems.push('unhandled rejection: ' + describe(e.reason)));
  document.addEventListener('securitypolicyviolation', (e) =>
    problems.push('CSP violation: ' + e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') + (e.sample ? ' (' + e.sample + ')' : '')));
})();`;

/** Reads what the probe recorded. */
export const recordedProblems = () => (window as unknown as { __visitorProblems?: string[] }).__visitorProblems ?? ['the page probe did not run'];

/** Polls `check` until it returns true or `timeoutMs` passes; returns whether it did. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, everyMs = 50): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await sleep(everyMs);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
