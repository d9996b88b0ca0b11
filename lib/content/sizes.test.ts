/**
 * @jest-environment node
 */
import { z } from 'zod';
import { registry } from './collections';

/**
 * Every field has a size (docs/product-rules.md#counts-and-constants): each text and each list of
 * every file the registry declares has the most its layout is made for, in the schema, so the
 * editor's form and the content check hold it alike; nothing an editor types can publish a
 * 40 MB page or a thousand tag pages.
 */
type Node = { type?: string | string[]; maxLength?: number; maxItems?: number; enum?: unknown[]; format?: string; motif?: string; properties?: Record<string, Node>; items?: Node; anyOf?: Node[] };

function unsized(node: Node, at: string): string[] {
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  const own =
    type === 'string' && node.maxLength === undefined && !node.enum && !node.motif && node.format !== 'date'
      ? [`${at}: a text without a most`]
      : type === 'array' && node.maxItems === undefined
        ? [`${at}: a list without a most`]
        : [];
  return [
    ...own,
    ...Object.entries(node.properties ?? {}).flatMap(([name, child]) => unsized(child, `${at}.${name}`)),
    ...(node.items ? unsized(node.items, `${at}[]`) : []),
    ...(node.anyOf ?? []).flatMap((n) => unsized(n, at)),
  ];
}

const files = [...registry.settings.map((s) => [s.file, s.schema] as const), ...registry.collections.map((c) => [`${c.folder}/`, c.schema] as const)];

describe('every field of every content file', () => {
  it.each(files)('%s holds no text and no list without a most', (_file, schema) => {
    expect(unsized(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node, '')).toEqual([]);
  });
});
