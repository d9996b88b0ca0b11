/**
 * The hostile content set (docs/product-rules.md#content): attacks of the kinds OWASP's XSS
 * filter-evasion cheat sheet lists, each placed in a field an editor controls. A payload either
 * is refused by the content check, which must name its file and field, or is built into the
 * fixture site, where it must run nothing, fetch nothing from another host and leave the page's
 * text on screen.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { textLimits } from '../../lib/content/fields';
import { invisibleControlMessage } from '../../lib/content/text';

/** The global a payload sets if it ever runs; no page may end up with it. */
export const beaconGlobal = '__hostile';
/** A local server on another origin that counts every request a payload makes (e2e/fixture-site.run.ts). */
export const beaconPort = Number(process.env.HOSTILE_BEACON_PORT ?? 4189);
export const beaconOrigin = `http://127.0.0.1:${beaconPort}`;

const run = (id: string) => `window.${beaconGlobal}='${id}'`;
const fetches = (id: string) => `${beaconOrigin}/${id}`;
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const entities = (text: string) => [...text].map((c) => `&#${c.codePointAt(0)};`).join('');

/** The case study whose fields carry the case study payloads, and its page. */
export const caseStudy = { file: 'work/deccan-spice-foods.json', page: '/work/deccan-spice-foods' };

/** The article every body and front-matter payload goes into, and its page. */
export const article = { file: 'blog/reading-your-ad-dashboard.md', page: '/blog/reading-your-ad-dashboard' };

/**
 * The Hindi and Marathi files that carry the editions' payloads (docs/product-rules.md#languages):
 * settings and entries of each edition, seen on its own pages.
 */
export const hindi = {
  home: '/hi',
  article: { file: 'blog/choosing-hoarding-locations.hi.md', page: '/hi/blog/choosing-hoarding-locations' },
  service: { file: 'services/web-development.hi.json', page: '/hi/web-development' },
};
export const marathi = {
  home: '/mr',
  caseStudy: { file: 'work/deccan-spice-foods.mr.json', page: '/mr/work/deccan-spice-foods' },
  article: { file: 'blog/planning-a-product-launch-event.mr.md', page: '/mr/blogpage' },
};
/** Devanagari that needs its joiners kept: the eyelash ra of र्‍य (a zero-width joiner, U+200D) and the half form of क्‌ (a non-joiner, U+200C). */
const joined = 'कार्\u200Dयक्रम, शक्\u200Cय';

export interface BodyPayload {
  id: string;
  kind: string;
  markdown: string;
  /** The content check names this piece's line (anything the sanitiser removes). */
  warns: boolean;
}

/** Lines added to the article's Markdown, each a block of its own between two marker sentences. */
export const bodyPayloads: BodyPayload[] = [
  // The six lines of the security review (issue 17), as they were written.
  { id: 'b01', kind: 'script element', markdown: `<script>${run('b01')}</script>`, warns: true },
  { id: 'b02', kind: 'style element', markdown: '<style>body{display:none}</style>', warns: true },
  { id: 'b03', kind: 'iframe', markdown: `<iframe src="${fetches('b03')}"></iframe>`, warns: true },
  { id: 'b04', kind: 'javascript: link', markdown: `<a href="javascript:${run('b04')}">a link</a>`, warns: true },
  { id: 'b05', kind: 'img onerror', markdown: `<img src=x onerror="${run('b05')}">`, warns: true },
  { id: 'b06', kind: 'target=_blank without rel', markdown: '<a href="https://example.com/b06" target="_blank">an outside link</a>', warns: true },
  // Case and entity obfuscation.
  { id: 'b07', kind: 'mixed-case script', markdown: `<ScRiPt>${run('b07')}</sCrIpT>`, warns: true },
  { id: 'b08', kind: 'tab-split javascript: image', markdown: `<IMG SRC="jav&#x09;ascript:${run('b08')}">`, warns: true },
  { id: 'b09', kind: 'entity-encoded javascript: link', markdown: `<a href="${entities('javascript:')}${run('b09')}">entities</a>`, warns: true },
  { id: 'b10', kind: 'padded javascript: link', markdown: `<a href=" JaVaScRiPt:${run('b10')}">padded</a>`, warns: true },
  { id: 'b11', kind: 'newline-split javascript: link', markdown: `<a href="jav&#x0A;ascript:${run('b11')}">split</a>`, warns: true },
  // SVG and MathML.
  { id: 'b12', kind: 'SVG with script', markdown: `<svg><script>${run('b12')}</script></svg>`, warns: true },
  { id: 'b13', kind: 'SVG foreignObject', markdown: `<svg><foreignObject><iframe src="${fetches('b13')}"></iframe></foreignObject></svg>`, warns: true },
  { id: 'b14', kind: 'SVG onload', markdown: `<svg onload="${run('b14')}"><circle r="4"/></svg>`, warns: true },
  { id: 'b15', kind: 'SVG use of a data: document', markdown: `<svg><use href="data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" id="x"><script>${run('b15')}</script></svg>`)}#x"/></svg>`, warns: true },
  { id: 'b16', kind: 'MathML mutation', markdown: `<math><mtext><table><mglyph><style><img src=x onerror="${run('b16')}"></style></mglyph></table></mtext></math>`, warns: true },
  { id: 'b17', kind: 'noscript mutation', markdown: `<noscript><p title="</noscript><img src=x onerror=${run('b17')}>"></noscript>`, warns: true },
  // Other elements that run or fetch.
  { id: 'b18', kind: 'object', markdown: `<object data="${fetches('b18')}"></object>`, warns: true },
  { id: 'b19', kind: 'embed', markdown: `<embed src="${fetches('b19')}">`, warns: true },
  { id: 'b20', kind: 'form', markdown: `<form action="${fetches('b20')}"><button>Send</button></form>`, warns: true },
  { id: 'b21', kind: 'input autofocus onfocus', markdown: `<input autofocus onfocus="${run('b21')}">`, warns: true },
  { id: 'b22', kind: 'base', markdown: `<base href="${beaconOrigin}/">`, warns: true },
  { id: 'b23', kind: 'meta refresh', markdown: `<meta http-equiv="refresh" content="0;url=${fetches('b23')}">`, warns: true },
  { id: 'b24', kind: 'stylesheet link', markdown: `<link rel="stylesheet" href="${fetches('b24')}">`, warns: true },
  { id: 'b25', kind: 'video onerror', markdown: `<video src="${fetches('b25')}" autoplay onerror="${run('b25')}"></video>`, warns: true },
  { id: 'b26', kind: 'template', markdown: `<template><img src=x onerror="${run('b26')}"></template>`, warns: true },
  { id: 'b27', kind: 'details ontoggle', markdown: `<details open ontoggle="${run('b27')}"><summary>More</summary>Hidden</details>`, warns: true },
  // Attributes on elements an article may hold.
  { id: 'b28', kind: 'style attribute', markdown: `<p style="background:url(${fetches('b28')})">A styled paragraph</p>`, warns: true },
  { id: 'b29', kind: 'onclick on a link', markdown: `<a href="/services" onclick="${run('b29')}">our services</a>`, warns: true },
  { id: 'b30', kind: 'ping on a link', markdown: `<a href="/services" ping="${fetches('b30')}">services again</a>`, warns: true },
  { id: 'b31', kind: 'srcset to another host', markdown: `<img src="/art/hero.svg" srcset="${fetches('b31')} 2x" alt="The studio">`, warns: true },
  { id: 'b32', kind: 'protocol-relative image', markdown: `<img src="//127.0.0.1:${beaconPort}/b32" alt="elsewhere">`, warns: true },
  { id: 'b33', kind: 'data: link', markdown: `<a href="data:text/html;base64,${base64(`<script>${run('b33')}</script>`)}">data</a>`, warns: true },
  { id: 'b34', kind: 'HTML comment', markdown: `<!--<img src=x onerror="${run('b34')}">-->`, warns: true },
  // Markdown link and image tricks.
  { id: 'b35', kind: 'Markdown javascript: link', markdown: `[a Markdown link](javascript:${run('b35')})`, warns: true },
  { id: 'b36', kind: 'Markdown vbscript: link', markdown: '[a Visual Basic link](vbscript:msgbox(1))', warns: true },
  { id: 'b37', kind: 'Markdown autolink', markdown: `<javascript:${run('b37')}>`, warns: true },
  { id: 'b38', kind: 'Markdown reference link', markdown: `[a reference][b38]\n\n[b38]: javascript:${run('b38')}`, warns: true },
  { id: 'b39', kind: 'Markdown javascript: image', markdown: `![a picture](javascript:${run('b39')})`, warns: true },
  { id: 'b40', kind: 'Markdown data: SVG image', markdown: `![a picture](data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${run('b40')}"/>`)})`, warns: true },
  { id: 'b41', kind: 'Markdown image from another host', markdown: `![a picture](${fetches('b41')})`, warns: true },
  { id: 'b42', kind: 'Markdown title breaking out', markdown: `[a titled link](https://example.com/b42 "x\\" onmouseover=\\"${run('b42')}")`, warns: false },
  { id: 'b43', kind: 'Markdown alt text breaking out', markdown: `![alt" onerror="${run('b43')}](/art/hero.svg)`, warns: false },
  // Unicode and size.
  { id: 'b44', kind: 'full-width brackets', markdown: `＜script＞${run('b44')}＜/script＞`, warns: false },
  { id: 'b46', kind: '<script in a Markdown link title', markdown: `[a titled link](https://example.com/b46 "<script>${run('b46')}</script>")`, warns: false },
  { id: 'b47', kind: '<script in a Markdown image alt', markdown: `![<script>${run('b47')}</script> the studio](/art/hero.svg)`, warns: false },
  { id: 'b45', kind: 'very long paragraph', markdown: 'Every number on the dashboard, once more. '.repeat(600).trim(), warns: false },
];

/** The sentences around a body payload, which must stay on the page. */
export const bodyMarkers = (id: string) => ({ before: `Payload ${id} follows.`, after: `Payload ${id} ends.` });

export interface FieldPayload {
  id: string;
  kind: string;
  /** A file under content/ and a dotted path in it ("testimonials/x.json", "socials.1.href"); front matter for .md files. */
  file: string;
  field: string;
  value: string | ((old: string) => string);
}

export interface BuiltPayload extends FieldPayload {
  /** Where it shows; its text must be there (unless only a script or an alert would use it). */
  page: string;
  visible?: boolean;
}

export interface RefusedPayload extends FieldPayload {
  /** The content check's words about it, after "content/<file>: <field>: " (its beginning is enough). */
  message: string;
  /** The entry shows the uploaded logo (hostileLogo), so its photo's other fields are there. */
  withLogo?: true;
}

/**
 * The hostile logo the media pipeline's tests sanitise (lib/media/fixtures/hostile-logo.svg): its
 * scripts and handlers set the beacon's global, and each address of another host (an escaped
 * @import and url(, image-set(), an xmlns switch that makes a <g>'s style sheet HTML, <image>,
 * <use>) points at the beacon as v01, v02, ... Sanitised at build, it must run and fetch nothing,
 * shown on a page or opened on its own.
 */
export const hostileLogo = {
  file: 'hostile-logo.svg',
  // A client no case study shows: the photo fixture, built with these payloads, uploads the logos of those.
  client: 'clients/client-03.json',
  url: '/art/uploads/hostile-logo.svg',
  svg: (() => {
    const remote = new Map<string, string>();
    return readFileSync(path.join(__dirname, '..', '..', 'lib', 'media', 'fixtures', 'hostile-logo.svg'), 'utf8')
      .replaceAll('window.__logo', `window.${beaconGlobal}`)
      .replace(/https:\/\/[a-z.]+\.example\/[^"')\s]+/g, (address) => {
        if (!remote.has(address)) remote.set(address, fetches(`v${String(remote.size + 1).padStart(2, '0')}`));
        return remote.get(address)!;
      });
  })(),
};

/** A text made as long as a field takes (lib/content/fields.ts): its old value and a sentence repeated. */
const longest = (old: string, sentence: string, limit: number) => `${old} ${sentence.repeat(Math.floor((limit - old.length - 1) / sentence.length)).trim()}`;

const testimonial = (n: number) =>
  ['brightpath-academy', 'deccan-spice-foods', 'indigo-loom'].map((slug) => `testimonials/${slug}.json`)[n]!;

/** Text fields of every kind, built into the fixture site. */
export const builtPayloads: BuiltPayload[] = [
  // Front matter of the article.
  { id: 'f01', kind: '</script> and <!-- in a title (JSON-LD, feed, share image)', file: article.file, field: 'title', value: `Reading </script><script>${run('f01')}</script><!-- dashboards`, page: article.page, visible: true },
  { id: 'f02', kind: 'img onerror in the standfirst', file: article.file, field: 'standfirst', value: `<img src=x onerror="${run('f02')}"> Four numbers decide it.`, page: article.page, visible: true },
  { id: 'f03', kind: 'event handler in the author', file: article.file, field: 'author', value: `Meera <b onmouseover="${run('f03')}">Iyer</b>`, page: article.page, visible: true },
  { id: 'f04', kind: 'attribute break-out in the excerpt', file: article.file, field: 'excerpt', value: `"><svg onload=${run('f04')}> Clicks look impressive but rarely pay the bills: the four numbers that show whether ads work.`, page: '/BlogPage', visible: true },
  { id: 'f05', kind: 'comment close and script in the author role', file: article.file, field: 'authorRole', value: `Lead --><script>${run('f05')}</script>`, page: article.page, visible: true },
  // Testimonials.
  { id: 't01', kind: 'img onerror in a quote', file: testimonial(0), field: 'description', value: (old) => `<img src=x onerror="${run('t01')}"> ${old}`, page: '/', visible: true },
  { id: 't02', kind: '</script> in a name (flight data)', file: testimonial(0), field: 'person', value: `</script><script>${run('t02')}</script>`, page: '/', visible: true },
  { id: 't03', kind: 'confusable letters and full-width brackets', file: testimonial(1), field: 'company', value: `Ｅkchhat Ѕtudio ＜script＞${run('t03')}＜/script＞`, page: '/', visible: true },
  { id: 't04', kind: 'quote as long as a paragraph may be', file: testimonial(1), field: 'description', value: (old) => longest(old, 'They answered every call, every time. ', textLimits.paragraph), page: '/', visible: true },
  { id: 't05', kind: 'attribute break-out in a role', file: testimonial(2), field: 'role', value: `Founder" onmouseover="${run('t05')}`, page: '/', visible: true },
  // Client names become the logos' alt texts.
  { id: 'c01', kind: 'alt text break-out', file: 'clients/client-01.json', field: 'name', value: `Vidyarthi" onerror="${run('c01')}`, page: '/' },
  // Site details: footer on every page, JSON-LD, brochure (drawn as plain text; a character its font lacks is left out with a note).
  { id: 's01', kind: 'SVG onload in the address', file: 'site.json', field: 'address.street', value: `<svg/onload=${run('s01')}> 4th Floor, MG Road`, page: '/', visible: true },
  { id: 's02', kind: 'script in the phone number as shown', file: 'site.json', field: 'phoneDisplay', value: `+91 90000 12345 <script>${run('s02')}</script>`, page: '/', visible: true },
  { id: 's03', kind: 'comment open in the tagline', file: 'site.json', field: 'tagline', value: 'Idea to Implementation <!--', page: '/' },
  { id: 's04', kind: 'an emoji in a service title (page, share image, brochure)', file: 'services/web-development.json', field: 'title', value: 'Web Development 🚀', page: '/web-development', visible: true },
  // Home page copy.
  { id: 'h01', kind: 'iframe in a statistic', file: 'home.json', field: 'statistics.0.label', value: `Completed projects <iframe src="${fetches('h01')}">`, page: '/', visible: true },
  { id: 'h02', kind: 'javascript: link in a button label', file: 'home.json', field: 'heroCtas.primary.label', value: `Get Quote <a href=javascript:${run('h02')}>`, page: '/', visible: true },
  { id: 'h03', kind: 'attribute break-out in a service card', file: 'services/web-development.json', field: 'description', value: `"><img src=x onerror=${run('h03')}> Sites that load fast and bring in enquiries.`, page: '/', visible: true },
  // Form wording: labels and placeholders, and words only scripts show (flight data).
  { id: 'm01', kind: 'img onerror in a label', file: 'forms.json', field: 'contact.fields.email_from.label', value: `Your e-mail <img src=x onerror="${run('m01')}">`, page: '/getquote', visible: true },
  { id: 'm02', kind: 'autofocus onfocus in a placeholder', file: 'forms.json', field: 'contact.fields.message_from.placeholder', value: `" autofocus onfocus="${run('m02')}`, page: '/getquote' },
  { id: 'm03', kind: '</script> in a form label (flight data)', file: 'forms.json', field: 'enquiry.fields.name.label', value: `Name </script><script>${run('m03')}</script>`, page: '/getquote', visible: true },
  { id: 'm04', kind: 'img onerror in failure wording', file: 'forms.json', field: 'failure.heading', value: `<img src=x onerror="${run('m04')}"> Not sent`, page: '/getquote' },
  { id: 'm05', kind: 'script in the success alert', file: 'forms.json', field: 'successAlert', value: `Sent <script>${run('m05')}</script>`, page: '/getquote' },
  // A case study (docs/product-rules.md#work): its client in the banner, JSON-LD and share image, its Markdown, a figure.
  { id: 'w01', kind: '</script> in a case study client (JSON-LD, brochure)', file: caseStudy.file, field: 'client', value: `Deccan </script><script>${run('w01')}</script>`, page: caseStudy.page, visible: true },
  { id: 'w02', kind: 'img onerror in a case study story', file: caseStudy.file, field: 'challenge', value: (old) => `<img src=x onerror="${run('w02')}">\n\n${old}`, page: caseStudy.page },
  { id: 'w03', kind: 'attribute break-out in a result figure', file: caseStudy.file, field: 'results.0.label', value: `states"><svg onload=${run('w03')}> where it sells`, page: caseStudy.page, visible: true },
  // Search copy: a meta description and a page title.
  { id: 'e01', kind: 'attribute break-out in a meta description', file: 'services/web-development.json', field: 'seo.description', value: `Web apps"><script>${run('e01')}</script> built in Pune for firms that need leads.`, page: '/web-development' },
  // The Hindi edition: Devanagari mixed with markup in its settings and entries.
  { id: 'i01', kind: '</script> and <!-- in a Hindi article title (JSON-LD, feed, share image)', file: hindi.article.file, field: 'title', value: `होर्डिंग </script><script>${run('i01')}</script><!-- की सही लोकेशन`, page: hindi.article.page, visible: true },
  { id: 'i02', kind: 'event handler in a Hindi author', file: hindi.article.file, field: 'author', value: `संजय <b onmouseover="${run('i02')}">पवार</b>`, page: hindi.article.page, visible: true },
  { id: 'i03', kind: 'SVG onload in the Hindi address', file: 'site.hi.json', field: 'address.street', value: `<svg/onload=${run('i03')}> चौथी मंज़िल, एमजी रोड`, page: hindi.home, visible: true },
  { id: 'i04', kind: '</script> in a Hindi testimonial name (flight data)', file: 'testimonials/indigo-loom.hi.json', field: 'person', value: `</script><script>${run('i04')}</script> कविता`, page: hindi.home, visible: true },
  { id: 'i05', kind: 'attribute break-out with joiners in a Hindi service card', file: hindi.service.file, field: 'description', value: `"><img src=x onerror=${run('i05')}> ${joined}: तेज़ वेबसाइट, जो पूछताछ लाए।`, page: hindi.home, visible: true },
  { id: 'i06', kind: 'attribute break-out in a Hindi meta description', file: hindi.service.file, field: 'seo.description', value: `वेब ऐप"><script>${run('i06')}</script> पुणे में, उन कंपनियों के लिए जिन्हें लीड चाहिए।`, page: hindi.service.page },
  { id: 'i07', kind: 'img onerror in a Hindi form label', file: 'forms.hi.json', field: 'contact.fields.email_from.label', value: `आपका ई-मेल <img src=x onerror="${run('i07')}">`, page: hindi.home, visible: true },
  // The Marathi edition.
  { id: 'j01', kind: 'iframe with joiners in a Marathi statistic', file: 'home.mr.json', field: 'statistics.0.label', value: `${joined} <iframe src="${fetches('j01')}">`, page: marathi.home, visible: true },
  { id: 'j02', kind: 'attribute break-out in a Marathi testimonial role', file: 'testimonials/brightpath-academy.mr.json', field: 'role', value: `संचालिका" onmouseover="${run('j02')}`, page: marathi.home, visible: true },
  { id: 'j03', kind: 'full-width brackets and look-alike letters in a Marathi company', file: 'testimonials/brightpath-academy.mr.json', field: 'company', value: `ब्राइटपाथ ＜script＞${run('j03')}＜/script＞ Ａcademy`, page: marathi.home, visible: true },
  { id: 'j04', kind: '</script> in a Marathi case study client (JSON-LD)', file: marathi.caseStudy.file, field: 'client', value: `डेक्कन </script><script>${run('j04')}</script>`, page: marathi.caseStudy.page, visible: true },
  { id: 'j05', kind: 'img onerror in a Marathi case study story (Markdown)', file: marathi.caseStudy.file, field: 'challenge', value: (old) => `<img src=x onerror="${run('j05')}"> <b onclick="${run('j05')}">मसाले</b>\n\n${old}`, page: marathi.caseStudy.page },
  { id: 'j06', kind: 'attribute break-out in a Marathi article excerpt', file: marathi.article.file, field: 'excerpt', value: `"><svg onload=${run('j06')}> पाहुण्यांच्या यादीपासून फॉलो-अप ई-मेलपर्यंत: लाँच इव्हेंटचे छोटे निर्णय.`, page: marathi.article.page, visible: true },
];

/** Fields the content check must refuse, each in a copy of content/ of its own. */
export const refusedPayloads: RefusedPayload[] = [
  { id: 'r01', kind: 'javascript: social link', file: 'site.json', field: 'socials.1.href', value: `javascript:${run('r01')}`, message: 'must be an https:// address of a website' },
  { id: 'r02', kind: 'mixed-case javascript: social link', file: 'site.json', field: 'socials.3.href', value: 'JaVaScRiPt:alert(1)', message: 'must be an https:// address of a website' },
  { id: 'r03', kind: 'tab-split javascript: social link', file: 'site.json', field: 'socials.4.href', value: 'java\tscript:alert(1)', message: 'must be an https:// address of a website' },
  { id: 'r04', kind: 'data: social link', file: 'site.json', field: 'socials.0.href', value: `data:text/html;base64,${base64('<script>alert(1)</script>')}`, message: 'must be an https:// address of a website' },
  { id: 'r05', kind: 'vbscript: social link', file: 'site.json', field: 'socials.1.href', value: 'vbscript:msgbox(1)', message: 'must be an https:// address of a website' },
  { id: 'r06', kind: 'protocol-relative social link', file: 'site.json', field: 'socials.1.href', value: `//127.0.0.1:${beaconPort}/r06`, message: 'must be an https:// address of a website' },
  { id: 'r07', kind: 'javascript: button link', file: 'home.json', field: 'heroCtas.primary.href', value: `javascript:${run('r07')}`, message: 'must be a path of this site, starting with one "/" (e.g. /GetQuote)' },
  { id: 'r08', kind: 'protocol-relative button link', file: 'home.json', field: 'heroCtas.secondary.href', value: '//evil.example/', message: 'must be a path of this site, starting with one "/" (e.g. /GetQuote)' },
  { id: 'r09', kind: 'backslash button link', file: 'home.json', field: 'heroCtas.primary.href', value: '/\\evil.example/', message: 'must be a path of this site, starting with one "/" (e.g. /GetQuote)' },
  { id: 'r10', kind: 'attribute break-out in a button link', file: 'home.json', field: 'heroCtas.primary.href', value: `/GetQuote" onmouseover="${run('r10')}`, message: 'must be a path of this site, starting with one "/" (e.g. /GetQuote)' },
  { id: 'r11', kind: 'NUL in a name', file: testimonial(0), field: 'person', value: 'Meera\u0000 Iyer', message: 'contains an invisible control character (delete it and type the text again)' },
  { id: 'r12', kind: 'right-to-left override in a title', file: article.file, field: 'title', value: 'Reading your ad \u202Edraobhsad', message: 'contains an invisible control character (delete it and type the text again)' },
  { id: 'r13', kind: 'directional isolate in a menu label', file: 'texts.json', field: 'header.getQuote', value: 'Get \u2066Quote\u2069', message: 'contains an invisible control character (delete it and type the text again)' },
  { id: 'r14', kind: 'escape sequence in a heading', file: 'pages.json', field: 'quoteCta.heading', value: 'Start \u001b[31mnow', message: 'contains an invisible control character (delete it and type the text again)' },
  { id: 'r15', kind: 'script in an e-mail address', file: 'site.json', field: 'email', value: '"<script>alert(1)</script>"@ekchhat.example', message: 'must be an e-mail address such as name@example.com' },
  { id: 'r16', kind: 'very long search description', file: 'services/web-development.json', field: 'seo.description', value: `${'Websites built in Pune. '.repeat(500)}<script>${run('r16')}</script>`, message: `must be at most ${textLimits.line} characters: it is shown whole on cards and in share previews` },
  { id: 'r17', kind: 'script after a date', file: article.file, field: 'date', value: `2026-10-07<script>${run('r17')}</script>`, message: 'must be a date written as year-month-day, e.g. 2026-10-14' },
  { id: 'r18', kind: 'path in the brochure file name', file: 'site.json', field: 'brochureFile', value: '../../Ekchhat-Studio-Brochure.pdf', message: 'must be a PDF file name without folders' },
  { id: 'r19', kind: 'path in a related service', file: article.file, field: 'relatedService', value: '../web-development', message: 'must be lower-case letters a to z, digits and single hyphens between words' },
  { id: 'r20', kind: 'path in a case study’s testimonial', file: caseStudy.file, field: 'testimonial', value: '../testimonials/indigo-loom', message: 'no testimonial "../testimonials/indigo-loom" in content/testimonials/; choose one of the testimonials' },
  // The Hindi and Marathi files: reordering marks between Devanagari words, controls, links.
  { id: 'r21', kind: 'right-to-left override in a Hindi article title', file: hindi.article.file, field: 'title', value: 'होर्डिंग \u202Eकी लोकेशन', message: invisibleControlMessage },
  { id: 'r22', kind: 'right-to-left mark in a Hindi service title', file: hindi.service.file, field: 'title', value: 'वेब\u200F डेवलपमेंट', message: invisibleControlMessage },
  { id: 'r23', kind: 'directional isolate in a Marathi menu label', file: 'texts.mr.json', field: 'header.getQuote', value: 'कोटेशन \u2066मिळवा\u2069', message: invisibleControlMessage },
  { id: 'r24', kind: 'NUL in a Marathi testimonial name', file: 'testimonials/brightpath-academy.mr.json', field: 'person', value: 'मीरा\u0000 अय्यर', message: invisibleControlMessage },
  { id: 'r25', kind: 'escape sequence in a Hindi heading', file: 'pages.hi.json', field: 'quoteCta.heading', value: 'आज ही \u001b[31mशुरू करें', message: invisibleControlMessage },
  { id: 'r26', kind: 'javascript: link in a Hindi social link', file: 'site.hi.json', field: 'socials.1.href', value: `javascript:${run('r26')}`, message: 'must be an https:// address of a website' },
  { id: 'r27', kind: 'javascript: link in a Marathi button', file: 'home.mr.json', field: 'heroCtas.primary.href', value: `javascript:${run('r27')}`, message: 'must be a path of this site, starting with one "/" (e.g. /GetQuote)' },
  // One rule for every human-readable field: marks that reorder text, noncharacters XML refuses, alt texts too; a title past its size.
  { id: 'u01', kind: 'right-to-left mark in a title', file: article.file, field: 'title', value: 'Results for 2019 2020\u200F 2021', message: invisibleControlMessage },
  { id: 'u02', kind: 'Arabic letter mark in a quote', file: testimonial(0), field: 'description', value: (old) => `${old} 2019 \u061C2020 2021`, message: invisibleControlMessage },
  { id: 'u03', kind: 'the noncharacter U+FFFF in a service title', file: 'services/web-development.json', field: 'title', value: 'Web Development\uFFFF', message: invisibleControlMessage },
  { id: 'u04', kind: 'right-to-left override in a logo’s alt text', file: hostileLogo.client, field: 'photo.alt', value: 'Vidyarthi \u202ELabs', message: invisibleControlMessage, withLogo: true },
  { id: 'u05', kind: 'a 39 KB title', file: article.file, field: 'title', value: 'Reading your ad dashboard. '.repeat(1500), message: `must be at most ${textLimits.title} characters` },
];

/** Whole-file edits the content check must refuse, naming the file: Markdown no page can show, front matter that is not plain YAML. */
export interface RefusedFilePayload {
  id: string;
  kind: string;
  file: string;
  edit: (text: string) => string;
  /** Words of the content check's problem about this file. */
  message: string;
}

const frontMatterLine = (line: string) => (text: string) => text.replace(/^---\n/, `---\n${line}\n`);
/** Nine aliases of nine aliases, nine levels deep: a few hundred bytes that name 9^9 strings. */
const aliasBomb = ['a0: &a0 ["x","x","x","x","x","x","x","x","x"]', ...Array.from({ length: 8 }, (_, i) => `a${i + 1}: &a${i + 1} [${Array(9).fill(`*a${i}`).join(',')}]`)].join('\n');

export const refusedFiles: RefusedFilePayload[] = [
  { id: 'd01', kind: '2,000 nested quotes', file: article.file, edit: (text) => `${text}\n\n${'> '.repeat(2000)}Deep.\n`, message: 'is nested too deeply to show' },
  { id: 'd02', kind: '5,000 nested <div> elements', file: article.file, edit: (text) => `${text}\n\n${'<div>'.repeat(5000)}Deep.${'</div>'.repeat(5000)}\n`, message: 'is nested too deeply to show' },
  { id: 'y01', kind: 'a !!js/function tag in front matter', file: article.file, edit: frontMatterLine(`run: !!js/function 'function () { ${run('y01')} }'`), message: 'is not valid YAML' },
  { id: 'y02', kind: 'a duplicate key in front matter', file: article.file, edit: frontMatterLine('title: "Twice"'), message: 'is not valid YAML' },
  { id: 'y03', kind: 'an alias bomb in an unknown front-matter key', file: article.file, edit: frontMatterLine(aliasBomb), message: 'is not valid YAML' },
  { id: 'y04', kind: 'bad quoting in front matter', file: article.file, edit: (text) => text.replace(/^title: .*$/m, 'title: "Reading your "ad" dashboard'), message: 'is not valid YAML' },
];

/** The pages the browsers visit, in every edition, and the fixture's scripts and styles that must never be allowed by hash. */
export const pages = [article.page, '/BlogPage', '/', '/getquote', '/web-development', caseStudy.page, hindi.home, hindi.article.page, marathi.home, marathi.caseStudy.page];

/** Every script or style body a payload carries: none may have its hash in any page's policy. */
export function payloadSnippets(): string[] {
  const values = [...bodyPayloads.map((p) => p.markdown), ...builtPayloads.map((p) => (typeof p.value === 'string' ? p.value : p.value('')))];
  return values.flatMap((v) => [...v.matchAll(/<(script|style)[^>]*>([\s\S]*?)<\/\1>/gi)].map((m) => m[2]!));
}
