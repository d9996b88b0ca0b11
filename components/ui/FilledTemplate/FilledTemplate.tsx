import { Fragment, type ReactNode } from 'react';

/**
 * A copy line's {slots} filled with words that may carry a language of their own: "Know more about
 * {title}" in Hindi, around a title written in English (docs/product-rules.md#languages). Where
 * every value is plain text, lib/content/fillTemplate.ts gives the same words as one string.
 */
export function FilledTemplate({ line, values }: { line: string; values: Record<string, ReactNode> }) {
  const parts = line.split(/\{(\w+)\}/g);
  return (
    <>
      {parts.map((part, i) => (i % 2 === 0 ? part : <Fragment key={i}>{part in values ? values[part] : `{${part}}`}</Fragment>))}
    </>
  );
}
