// Gives every language system of a font's GSUB the features of its script's default one
// (docs/product-rules.md#languages, "Devanagari type"). Noto Sans Devanagari 2.006 (the npm
// package's version) leaves `blwf` out of its Marathi, Nepali and Sanskrit systems, so under
// lang="mr" the below-base ra of ट्र, ड्र never forms: महाराष्ट्र shows a visible virama in every
// engine. Adding the missing features back makes each of those systems the default one plus its
// own (the Marathi letter forms of `locl`). Only the GSUB script list changes; every other byte
// of every table stays as it was.
//
// Works on an uncompressed font (TrueType or OpenType, not WOFF2), such as hb-subset writes.

/** A language system: its tag ('dflt' for the script's default) and the indices of its features. */
interface LangSys {
  tag: string;
  requiredFeature: number;
  features: number[];
}

interface Script {
  tag: string;
  defaultLangSys?: LangSys;
  langSystems: LangSys[];
}

/** What was added: `dev2/MAR: blwf`, one line per language system that lacked something. */
export type Additions = string[];

const tagAt = (view: DataView, offset: number) => String.fromCharCode(...[0, 1, 2, 3].map((i) => view.getUint8(offset + i)));

/** The table records of an sfnt, by tag. */
function tableRecords(font: Uint8Array): Map<string, { offset: number; length: number }> {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const signature = view.getUint32(0);
  if (signature !== 0x00010000 && signature !== 0x4f54544f) throw new Error(`not an uncompressed TrueType or OpenType font (signature ${signature.toString(16)})`);
  const records = new Map<string, { offset: number; length: number }>();
  const count = view.getUint16(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    records.set(tagAt(view, at), { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
  }
  return records;
}

function readLangSys(view: DataView, offset: number, tag: string): LangSys {
  const count = view.getUint16(offset + 4);
  return {
    tag,
    requiredFeature: view.getUint16(offset + 2),
    features: Array.from({ length: count }, (_, i) => view.getUint16(offset + 6 + i * 2)),
  };
}

function readScriptList(view: DataView, listOffset: number): Script[] {
  const count = view.getUint16(listOffset);
  return Array.from({ length: count }, (_, i) => {
    const record = listOffset + 2 + i * 6;
    const scriptOffset = listOffset + view.getUint16(record + 4);
    const defaultOffset = view.getUint16(scriptOffset);
    const langCount = view.getUint16(scriptOffset + 2);
    return {
      tag: tagAt(view, record),
      defaultLangSys: defaultOffset ? readLangSys(view, scriptOffset + defaultOffset, 'dflt') : undefined,
      langSystems: Array.from({ length: langCount }, (_, j) => {
        const langRecord = scriptOffset + 4 + j * 6;
        return readLangSys(view, scriptOffset + view.getUint16(langRecord + 4), tagAt(view, langRecord));
      }),
    };
  });
}

function featureTags(view: DataView, listOffset: number): string[] {
  const count = view.getUint16(listOffset);
  return Array.from({ length: count }, (_, i) => tagAt(view, listOffset + 2 + i * 6));
}

/** A script list as bytes: records, then each script with its language systems after it. */
function writeScriptList(scripts: Script[]): Uint8Array {
  const langSysSize = (l: LangSys) => 6 + 2 * l.features.length;
  const scriptSize = (s: Script) => 4 + 6 * s.langSystems.length + (s.defaultLangSys ? langSysSize(s.defaultLangSys) : 0) + s.langSystems.reduce((n, l) => n + langSysSize(l), 0);
  const size = 2 + 6 * scripts.length + scripts.reduce((n, s) => n + scriptSize(s), 0);
  if (size > 0xffff) throw new Error(`the GSUB script list would be ${size} bytes, more than a 16-bit offset reaches`);
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  const writeTag = (at: number, tag: string) => [...tag].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  const writeLangSys = (at: number, l: LangSys) => {
    view.setUint16(at, 0);
    view.setUint16(at + 2, l.requiredFeature);
    view.setUint16(at + 4, l.features.length);
    l.features.forEach((f, i) => view.setUint16(at + 6 + i * 2, f));
    return at + langSysSize(l);
  };
  view.setUint16(0, scripts.length);
  let next = 2 + 6 * scripts.length;
  scripts.forEach((s, i) => {
    const start = next;
    writeTag(2 + i * 6, s.tag);
    view.setUint16(2 + i * 6 + 4, start);
    view.setUint16(start + 2, s.langSystems.length);
    next = start + 4 + 6 * s.langSystems.length;
    if (s.defaultLangSys) {
      view.setUint16(start, next - start);
      next = writeLangSys(next, s.defaultLangSys);
    }
    s.langSystems.forEach((l, j) => {
      writeTag(start + 4 + j * 6, l.tag);
      view.setUint16(start + 4 + j * 6 + 4, next - start);
      next = writeLangSys(next, l);
    });
  });
  return bytes;
}

const pad4 = (n: number) => (n + 3) & ~3;

/** The sfnt checksum of a table: the sum of its big-endian 32-bit words, zero-padded. */
function checksum(bytes: Uint8Array): number {
  const padded = new Uint8Array(pad4(bytes.length));
  padded.set(bytes);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
}

/** A font with one table replaced: the table directory rewritten, checksums and head's adjustment recomputed. */
function replaceTable(font: Uint8Array, tag: string, table: Uint8Array): Uint8Array {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const count = view.getUint16(4);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 12 + i * 16;
    const own = tagAt(view, at);
    const offset = view.getUint32(at + 8);
    return { tag: own, bytes: own === tag ? table : font.slice(offset, offset + view.getUint32(at + 12)) };
  });
  const headerSize = 12 + 16 * count;
  const out = new Uint8Array(headerSize + tables.reduce((n, t) => n + pad4(t.bytes.length), 0));
  const outView = new DataView(out.buffer);
  out.set(font.subarray(0, 12));
  let offset = headerSize;
  let headOffset = -1;
  tables.forEach((t, i) => {
    const bytes = t.tag === 'head' ? t.bytes.slice() : t.bytes;
    if (t.tag === 'head') {
      new DataView(bytes.buffer, bytes.byteOffset).setUint32(8, 0);
      headOffset = offset;
    }
    const at = 12 + i * 16;
    [...t.tag].forEach((c, k) => outView.setUint8(at + k, c.charCodeAt(0)));
    outView.setUint32(at + 4, checksum(bytes));
    outView.setUint32(at + 8, offset);
    outView.setUint32(at + 12, bytes.length);
    out.set(bytes, offset);
    offset += pad4(bytes.length);
  });
  if (headOffset >= 0) outView.setUint32(headOffset + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}

/** The feature tags of every language system of a font's GSUB, as `script/lang` (default: `script/dflt`). */
export function languageSystemFeatures(font: Uint8Array): Map<string, string[]> {
  const gsub = tableRecords(font).get('GSUB');
  const systems = new Map<string, string[]>();
  if (!gsub) return systems;
  const view = new DataView(font.buffer, font.byteOffset + gsub.offset, gsub.length);
  const tags = featureTags(view, view.getUint16(6));
  for (const script of readScriptList(view, view.getUint16(4))) {
    for (const l of [...(script.defaultLangSys ? [script.defaultLangSys] : []), ...script.langSystems]) {
      systems.set(`${script.tag}/${l.tag.trim()}`, l.features.map((f) => tags[f]!));
    }
  }
  return systems;
}

/**
 * Adds to each language system the features of its script's default system that it lacks. The
 * new script list goes after the GSUB's other data (its old one stays, unreferenced, until the
 * next hb-subset pass packs the table), so no other offset moves.
 */
export function completeLanguageSystems(font: Uint8Array): { font: Uint8Array; added: Additions } {
  const gsub = tableRecords(font).get('GSUB');
  if (!gsub) return { font, added: [] };
  const table = font.subarray(gsub.offset, gsub.offset + gsub.length);
  const view = new DataView(table.buffer, table.byteOffset, table.byteLength);
  const tags = featureTags(view, view.getUint16(6));
  const scripts = readScriptList(view, view.getUint16(4));
  const added: Additions = [];
  for (const script of scripts) {
    if (!script.defaultLangSys) continue;
    for (const l of script.langSystems) {
      const own = new Set(l.features.map((f) => tags[f]));
      const missing = script.defaultLangSys.features.filter((f) => !own.has(tags[f]));
      if (!missing.length) continue;
      l.features = [...l.features, ...missing].sort((a, b) => a - b);
      added.push(`${script.tag}/${l.tag.trim()}: ${missing.map((f) => tags[f]).join(', ')}`);
    }
  }
  if (!added.length) return { font, added };
  const list = writeScriptList(scripts);
  const listOffset = pad4(table.length);
  if (listOffset > 0xffff) throw new Error(`the GSUB table is ${table.length} bytes: a script list after it is out of a 16-bit offset's reach`);
  const patched = new Uint8Array(listOffset + list.length);
  patched.set(table);
  patched.set(list, listOffset);
  new DataView(patched.buffer).setUint16(4, listOffset);
  return { font: replaceTable(font, 'GSUB', patched), added };
}
