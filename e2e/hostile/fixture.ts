import { appendFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { article, bodyMarkers, bodyPayloads, hostileLogo, type FieldPayload } from './payloads';

/** The repository's content/, which every fixture starts from. */
export const contentRoot = path.resolve(__dirname, '..', '..', 'content');

type Json = Record<string, unknown>;

function setPath(data: Json, dotted: string, edit: (old: string) => string) {
  const keys = dotted.split('.');
  const last = keys.pop()!;
  let node = data as Record<string, unknown>;
  for (const key of keys) {
    // A group the entry leaves out (an optional photo) is added, as the CMS does when a field of it is filled.
    if (node[key] === undefined) node[key] = {};
    const next = node[key];
    if (typeof next !== 'object' || next === null) throw new Error(`fixture: no field ${dotted}`);
    node = next as Record<string, unknown>;
  }
  const old = node[last];
  node[last] = edit(old === undefined || old === null ? '' : String(old));
  return node[last] as string;
}

/**
 * Writes one field payload into a content folder and returns the value it holds now. Front
 * matter goes through gray-matter (with options, so its cache is never shared with the loader).
 */
export function applyField(dir: string, payload: FieldPayload): string {
  const file = path.join(dir, payload.file);
  const edit = (old: string) => (typeof payload.value === 'string' ? payload.value : payload.value(old));
  if (file.endsWith('.md')) {
    const parsed = matter(readFileSync(file, 'utf8'), {});
    const value = setPath(parsed.data, payload.field, edit);
    writeFileSync(file, matter.stringify(parsed.content, parsed.data));
    return value;
  }
  const data = JSON.parse(readFileSync(file, 'utf8')) as Json;
  const value = setPath(data, payload.field, edit);
  writeFileSync(file, JSON.stringify(data, null, 2));
  return value;
}

/** A fresh copy of content/ at dir. */
export function copyContent(dir: string) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  cpSync(contentRoot, dir, { recursive: true });
}

/** Uploads the hostile logo into a content folder and shows it as the photo of its client's entry. */
export function uploadHostileLogo(dir: string) {
  mkdirSync(path.join(dir, 'uploads'), { recursive: true });
  writeFileSync(path.join(dir, 'uploads', hostileLogo.file), hostileLogo.svg);
  applyField(dir, { id: 'v00', kind: 'the hostile logo', file: hostileLogo.client, field: 'photo.src', value: hostileLogo.url });
  applyField(dir, { id: 'v00', kind: 'the hostile logo', file: hostileLogo.client, field: 'photo.alt', value: 'Our client’s logo' });
}

/** Adds every body payload to the article, each between its two marker sentences. */
export function appendBodyPayloads(dir: string) {
  const blocks = bodyPayloads.map((p) => {
    const { before, after } = bodyMarkers(p.id);
    return `${before}\n\n${p.markdown}\n\n${after}`;
  });
  appendFileSync(path.join(dir, article.file), `\n${blocks.join('\n\n')}\n`);
}

/** The lines of the article file a body payload takes, to match the content check's report. */
export function bodyPayloadLines(dir: string, id: string): { first: number; last: number } {
  const lines = readFileSync(path.join(dir, article.file), 'utf8').split('\n');
  const { before, after } = bodyMarkers(id);
  // 1-based lines: the payload starts two lines below its first marker and ends above the blank line before the second.
  return { first: lines.indexOf(before) + 3, last: lines.indexOf(after) - 1 };
}
