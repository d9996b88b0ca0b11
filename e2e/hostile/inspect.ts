/**
 * Runs inside a page of the hostile fixture, in every engine: what a payload could have done
 * there, one line each. Self-contained, because the drivers send its source to the page.
 */
export function inspectPage(beaconGlobal: string, texts: string[]): string[] {
  const problems: string[] = [];
  const set = (window as unknown as Record<string, unknown>)[beaconGlobal];
  if (set !== undefined) problems.push(`a payload ran: window.${beaconGlobal} = ${String(set)}`);

  // The page still shows its text.
  const body = document.body;
  if (getComputedStyle(body).display === 'none' || getComputedStyle(body).visibility === 'hidden' || body.getBoundingClientRect().height < 200)
    problems.push('the page is hidden');
  // The site keeps some lines together with no-break spaces (the phone number): compare with plain spaces.
  const text = (body.textContent ?? '').replace(/\u00a0/g, ' ');
  for (const expected of texts) if (!text.includes(expected)) problems.push(`the page lacks the text ${JSON.stringify(expected.slice(0, 80))}`);

  // Nothing in the document that runs, frames, redirects or fetches from elsewhere.
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'data', 'poster', 'srcset', 'xlink:href', 'ping', 'background', 'srcdoc', 'content'];
  for (const el of Array.from(document.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'portal'].includes(tag)) problems.push(`a <${tag}> element`);
    if (tag === 'meta' && (el.getAttribute('http-equiv') ?? '').toLowerCase() === 'refresh') problems.push('a <meta http-equiv="refresh">');
    for (const attribute of Array.from(el.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`an ${name} attribute on <${tag}>`);
      if (!urlAttributes.includes(name) || (name === 'content' && tag !== 'meta')) continue;
      // Browsers drop tabs and line breaks inside a URL's scheme: do the same before looking at it.
      const value = attribute.value.replace(/[\u0000-\u0020]/g, '');
      if (/^(javascript|vbscript|data):/i.test(value) || /url=(javascript|vbscript|data):/i.test(value))
        problems.push(`${name}="${attribute.value.slice(0, 60)}" on <${tag}>`);
      if (name !== 'href' && name !== 'content' && /^(https?:)?\/\//i.test(value) && new URL(value, location.href).origin !== location.origin)
        problems.push(`${name} from another host on <${tag}>: ${value.slice(0, 60)}`);
    }
    if (tag === 'a' && el.getAttribute('target') === '_blank' && !/\bnoopener\b/.test(el.getAttribute('rel') ?? '')) problems.push(`a new-tab link without rel="noopener": ${el.getAttribute('href')}`);
  }

  // Payload text may sit in the framework's flight data (JSON strings) but in no other inline script or style.
  for (const el of Array.from(document.querySelectorAll('script:not([src]), style'))) {
    const source = el.textContent ?? '';
    const isData = el.getAttribute('type') === 'application/ld+json' || /^\s*\(?self\.__next_f/.test(source);
    if (source.includes(beaconGlobal) && !isData) problems.push(`an inline <${el.tagName.toLowerCase()}> holds a payload: ${source.slice(0, 80)}`);
  }
  for (const el of Array.from(document.querySelectorAll('script[type="application/ld+json"]'))) {
    try {
      JSON.parse(el.textContent ?? '');
    } catch {
      problems.push(`structured data that is not JSON: ${(el.textContent ?? '').slice(0, 80)}`);
    }
  }

  // What the page fetched, by the browser's own account.
  for (const entry of performance.getEntriesByType('resource')) {
    if (!entry.name.startsWith(`${location.origin}/`)) problems.push(`fetched from another host: ${entry.name}`);
  }
  return problems;
}

/** Parses an XML file of the site with the browser's strict parser: its parse error, or the text of the elements asked for. */
export function parseXml(source: string, selector: string): { error?: string; texts: string[] } {
  const doc = new DOMParser().parseFromString(source, 'application/xml');
  const error = doc.querySelector('parsererror');
  if (error) return { error: error.textContent ?? 'parse error', texts: [] };
  return { texts: Array.from(doc.querySelectorAll(selector)).map((el) => el.textContent ?? '') };
}
