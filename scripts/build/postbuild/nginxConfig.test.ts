/** @jest-environment node */
import { blank, block, comment, directive, quoted, renderNginx } from './nginxConfig';

describe('the nginx configuration model', () => {
  it('ends every directive in a semicolon and closes and indents every block', () => {
    const text = renderNginx([
      comment('Two lines\nof comment'),
      block('server', [], [directive('listen', '80'), blank, block('location', ['=', '/'], [directive('try_files', '/index.html', '=404')]), block('types', [], [])]),
    ]);
    expect(text).toBe('# Two lines\n# of comment\nserver {\n    listen 80;\n\n    location = / {\n        try_files /index.html =404;\n    }\n    types { }\n}\n');
  });

  it('quotes a value, leaving a regular expression\'s backslashes as nginx reads them', () => {
    expect(quoted('~*^/services(\\.html)?/?$')).toBe('"~*^/services(\\.html)?/?$"');
  });

  it('stops the build rather than let a value end its quotes early', () => {
    expect(() => quoted('a" always; add_header X "b')).toThrow(/cannot quote .* double quote/);
    expect(() => quoted('a\nb')).toThrow(/line break/);
  });
});
