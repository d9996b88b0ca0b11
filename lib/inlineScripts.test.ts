/** @jest-environment node */
import { isNotFoundRedirectScript, notFoundRedirectScript } from './inlineScripts';

describe('the 404 page redirect, as the build recognises it', () => {
  it('is recognised with its table of paths, whatever the paths', () => {
    expect(isNotFoundRedirectScript(notFoundRedirectScript({ '/services': '/services', '/whywe': '/whoweare' }))).toBe(true);
  });

  it('is refused when anything but a table of paths follows, so content cannot pass as it', () => {
    const script = notFoundRedirectScript({ '/services': '/services' });
    expect(isNotFoundRedirectScript(`${script.slice(0, -1)},alert(1))`)).toBe(false);
    expect(isNotFoundRedirectScript(script.replace('"/services"}', '"/services"});alert(1);({"a":"/b"}'))).toBe(false);
    expect(isNotFoundRedirectScript(notFoundRedirectScript({ '/x': 'javascript:alert(1)' }))).toBe(false);
  });
});
