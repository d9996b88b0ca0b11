/* eslint-disable @typescript-eslint/no-explicit-any -- tests edit arbitrary content JSON */
/**
 * @jest-environment node
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { problemsIn, readContent } from './load';

/**
 * Every field is data (docs/product-rules.md#content): an address that would run a script or
 * lead to another site where the site means itself, and characters that hide or reorder text,
 * are refused by the content check, which names the file and the field.
 */
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  cpSync(path.join(process.cwd(), 'content'), dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const editJson = (file: string, edit: (data: Record<string, any>) => void) => {
  const full = path.join(dir, file);
  const data = JSON.parse(readFileSync(full, 'utf8'));
  edit(data);
  writeFileSync(full, JSON.stringify(data, null, 2));
};

const problems = () => problemsIn(dir);

const socialIndex = () => JSON.parse(readFileSync(path.join(dir, 'site.json'), 'utf8')).socials.findIndex((s: any) => s.href);

describe('addresses in content', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'http://www.instagram.com/ekchhatstudio',
    '//evil.example/profile',
    'https://127.0.0.1:4189/beacon',
  ])('refuses the social link %j, naming the file and the field', (href) => {
    const index = socialIndex();
    editJson('site.json', (site) => {
      site.socials[index].href = href;
    });
    expect(problems()).toEqual([`content/site.json: socials.${index}.href: must be an https:// address of a website`]);
  });

  it.each(['javascript:alert(1)', '//evil.example/', '/\\evil.example/', 'https://evil.example/', '/GetQuote" onmouseover="alert(1)', 'GetQuote'])(
    'refuses the button link %j on the home page',
    (href) => {
      editJson('home.json', (home) => {
        home.heroCtas.primary.href = href;
      });
      expect(problems()).toEqual(['content/home.json: heroCtas.primary.href: must be a path of this site, starting with one "/" (e.g. /GetQuote)']);
    },
  );

  it('takes an https link to any website and a path of the site with a query and an anchor', () => {
    editJson('site.json', (site) => {
      site.socials[socialIndex()].href = 'https://www.linkedin.com/company/ekchhat-studio?trk=site#about';
    });
    editJson('home.json', (home) => {
      home.heroCtas.primary.href = '/GetQuote?from=home#form';
    });
    expect(problems()).toEqual([]);
  });
});

describe('copy in content', () => {
  it.each([
    ['a photo', 'right-to-left override', '\u202EA launch plan'],
    ['a photo', 'NUL', 'A launch\u0000 plan'],
    ['a photo', 'escape', 'A launch \u001b[31mplan'],
  ])('holds the alt text of %s to the same rules (%s)', (_what, _name, alt) => {
    const file = 'services/' + readdirFirst('services');
    editJson(file, (s) => {
      s.photo = { src: '/art/uploads/any.jpg', alt };
    });
    expect(problems()).toContainEqual(`content/${file}: photo.alt: contains an invisible control character (delete it and type the text again)`);
  });

  it('holds a gallery photo’s alt text and caption to the same rules', () => {
    const file = 'work/' + readdirFirst('work');
    editJson(file, (w) => {
      w.gallery = [{ src: '/art/uploads/any.jpg', alt: 'The shelf\u200F display', caption: 'Launch day\uFFFF' }];
    });
    expect(problems()).toEqual(
      expect.arrayContaining([
        `content/${file}: gallery.0.alt: contains an invisible control character (delete it and type the text again)`,
        `content/${file}: gallery.0.caption: contains an invisible control character (delete it and type the text again)`,
      ]),
    );
  });

  it.each([
    ['a NUL', 'Ekchhat\u0000 Studio'],
    ['an escape', 'Ekchhat \u001b[31mStudio'],
    ['a right-to-left override', 'Ekchhat \u202Eoiduts'],
    ['a directional isolate', 'Ekchhat \u2066Studio\u2069'],
    ['half a surrogate pair', 'Ekchhat \uD800 Studio'],
    ['a right-to-left mark, which reorders the years around it', '2019 2020\u200F 2021'],
    ['an Arabic letter mark', '2019 \u061C2020 2021'],
    ['a left-to-right mark', 'Ekchhat\u200E Studio'],
    ['the noncharacter U+FFFE, which XML refuses', 'Ekchhat \uFFFE Studio'],
    ['the noncharacter U+FFFF', 'Ekchhat Studio\uFFFF'],
    ['a noncharacter of another plane', 'Ekchhat \uD83F\uDFFF Studio'],
  ])('refuses %s, naming the file and the field', (_name, value) => {
    editJson('testimonials/' + readdirFirst('testimonials'), (t) => {
      t.person = value;
    });
    expect(problems()).toEqual([
      `content/testimonials/${readdirFirst('testimonials')}: person: contains an invisible control character (delete it and type the text again)`,
    ]);
  });

  it('takes any script of any language, emoji and confusable letters as text', () => {
    editJson('testimonials/' + readdirFirst('testimonials'), (t) => {
      t.person = 'Ａｎｉｔａ Ѕharma 👩🏽‍💼 अनीता ＜script＞';
    });
    expect(problems()).toEqual([]);
  });
});

function readdirFirst(folder: string): string {
  const name = folder === 'blog' ? 'articles' : folder;
  return readContent(dir).collections[name]![0]!.file.replace(`content/${folder}/`, '');
}
