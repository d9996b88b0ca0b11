/**
 * Runs in the page before its own scripts: reading `localStorage` or `sessionStorage` throws a
 * SecurityError, as it does in Chromium when the visitor blocks cookies and site data for the
 * site (and in Firefox with cookies blocked). Playwright adds it as an init script; the other
 * engines' runs (e2e-browsers/) put the same function in the page before anything else.
 */
export function refuseStorage(): void {
  for (const area of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, area, {
      configurable: true,
      get: () => {
        throw new DOMException(`Failed to read the '${area}' property from 'Window': Access is denied for this document.`, 'SecurityError');
      },
    });
  }
}

/** What reading `localStorage` gives in the page: 'SecurityError' where the browser refuses it. */
export function localStorageAccess(): string {
  try {
    return typeof window.localStorage;
  } catch (error) {
    return error instanceof DOMException ? error.name : String(error);
  }
}
