// A small typed model of an nginx configuration file, so hostConfig.ts builds deploy/generated/nginx.conf
// from directives and blocks rather than pasting text: every directive ends in `;`, every block is
// closed and indented, and a quoted value cannot end its quotes early.

/** A line (or block of lines) of an nginx configuration file. */
export type NginxNode =
  | { kind: 'directive'; name: string; args: string[] }
  | { kind: 'block'; name: string; args: string[]; body: NginxNode[] }
  | { kind: 'comment'; lines: string[] }
  | { kind: 'blank' };

/** `name arg ...;` */
export const directive = (name: string, ...args: string[]): NginxNode => ({ kind: 'directive', name, args });

/** `name arg ... { body }`, its body indented one step. */
export const block = (name: string, args: string[], body: NginxNode[]): NginxNode => ({ kind: 'block', name, args, body });

/** `# text`, one comment line per line of text. */
export const comment = (text: string): NginxNode => ({ kind: 'comment', lines: text.split('\n') });

/** An empty line between groups. */
export const blank: NginxNode = { kind: 'blank' };

/**
 * A value in double quotes. nginx reads `\"` inside quotes but keeps other backslashes (a regular
 * expression's `\.`) as they are, so only a quote or a line break could break out: those stop the build.
 */
export function quoted(value: string): string {
  if (/["\n\r]/.test(value)) throw new Error(`nginx.conf: cannot quote ${JSON.stringify(value)}: it holds a double quote or a line break`);
  return `"${value}"`;
}

/** The configuration as text, four spaces per level. */
export function renderNginx(nodes: NginxNode[], depth = 0): string {
  const indent = '    '.repeat(depth);
  const head = (name: string, args: string[]) => [name, ...args].join(' ');
  return nodes
    .map((node) => {
      switch (node.kind) {
        case 'directive':
          return `${indent}${head(node.name, node.args)};\n`;
        case 'block':
          return node.body.length === 0
            ? `${indent}${head(node.name, node.args)} { }\n`
            : `${indent}${head(node.name, node.args)} {\n${renderNginx(node.body, depth + 1)}${indent}}\n`;
        case 'comment':
          return node.lines.map((line) => `${indent}#${line ? ` ${line}` : ''}\n`).join('');
        case 'blank':
          return '\n';
      }
    })
    .join('');
}
