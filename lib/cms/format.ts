import { stringify } from 'yaml';
import type { CmsField } from './config';

/**
 * A content file as the editor at /admin writes it: keys in the order of the form's fields,
 * JSON indented by two spaces, front matter as YAML with double-quoted text, the Markdown body
 * after a blank line (the `output` options of lib/cms/config.ts). Content files are kept in this
 * shape, so saving an entry changes only the lines the editor changed (docs/product-rules.md#content).
 */
export function orderLike(value: unknown, fields: CmsField[] | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => orderLike(item, fields));
  if (!value || typeof value !== 'object' || !fields) return value;
  const entries = Object.entries(value as Record<string, unknown>);
  const known = fields.filter((f) => f.name in (value as object)).map((f): [string, unknown] => [f.name, orderLike((value as Record<string, unknown>)[f.name], f.fields ?? f.field?.fields)]);
  const rest = entries.filter(([k]) => !fields.some((f) => f.name === k)).sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries([...known, ...rest]);
}

export const editorJson = (data: unknown, fields: CmsField[]): string => `${JSON.stringify(orderLike(data, fields), null, 2)}\n`;

export function editorMarkdown(frontMatter: Record<string, unknown>, body: string, fields: CmsField[]): string {
  const yaml = stringify(orderLike(frontMatter, fields), {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: 'PLAIN',
    defaultStringType: 'QUOTE_DOUBLE',
    singleQuote: false,
  }).trim();
  return `---\n${yaml}\n---\n\n${body}\n`;
}
