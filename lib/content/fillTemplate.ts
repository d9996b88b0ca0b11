/** Fills the {slots} of a template copy line. Its own file, free of Node imports, so client components can use it. */
export function fillTemplate(line: string, values: Record<string, string | number>): string {
  return line.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
