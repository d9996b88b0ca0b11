// One page of the export, parsed once. Transforms read the parse and record edits against the
// page's source; the edits are applied together when the page is written, so every transform sees
// the page as the build wrote it and no markup is re-serialised (the bytes a transform does not
// touch stay the bytes React wrote).
import { parse, type HTMLElement, type Node } from 'node-html-parser';

/** A build contract that does not hold: names the transform, the page and what was expected. */
export class ContractError extends Error {
  constructor(
    readonly transform: string,
    readonly page: string,
    readonly expected: string,
  ) {
    super(`postbuild: ${transform}: ${page}: ${expected}`);
    this.name = 'ContractError';
  }
}

interface Edit {
  start: number;
  end: number;
  text: string;
  by: string;
}

/** Inline code a transform adds to the page (the Content-Security-Policy step must allow it). */
export interface AddedInline {
  tag: 'script' | 'style';
  attributes: Record<string, string>;
  text: string;
  by: string;
}

/** Parser options: scripts and styles are raw text, as in a browser; everything else is markup. */
export const parseOptions = { comment: true, blockTextElements: { script: true, style: true } };

export class Page {
  readonly doc: HTMLElement;
  private readonly edits: Edit[] = [];
  readonly added: AddedInline[] = [];

  /** `name` is the page's file under out/ (`index.html`, `blog/x.html`). */
  constructor(
    readonly name: string,
    readonly source: string,
  ) {
    this.doc = parse(source, parseOptions);
  }

  /** A ContractError for this page. */
  fail(transform: string, expected: string): ContractError {
    return new ContractError(transform, this.name, expected);
  }

  /** The source text of a node, exactly as the build wrote it. */
  text(node: Node): string {
    return this.source.slice(node.range[0], node.range[1]);
  }

  /** The one element matching `selector`, or a ContractError naming it. */
  one(transform: string, selector: string): HTMLElement {
    const found = this.doc.querySelectorAll(selector);
    if (found.length !== 1) throw this.fail(transform, `expected exactly one ${selector}, found ${found.length}`);
    return found[0]!;
  }

  replace(node: Node, text: string, by: string) {
    this.edits.push({ start: node.range[0], end: node.range[1], text, by });
  }

  remove(node: Node, by: string) {
    this.replace(node, '', by);
  }

  insertBefore(node: Node, text: string, by: string) {
    this.edits.push({ start: node.range[0], end: node.range[0], text, by });
  }

  insertAfter(node: Node, text: string, by: string) {
    this.edits.push({ start: node.range[1], end: node.range[1], text, by });
  }

  /** Inserts just before the element's closing tag (`</body>`). */
  append(element: HTMLElement, text: string, by: string) {
    const close = `</${element.rawTagName}>`;
    const at = element.range[1] - close.length;
    if (this.source.slice(at, element.range[1]).toLowerCase() !== close.toLowerCase()) {
      throw this.fail(by, `expected <${element.rawTagName}> to end with ${close}`);
    }
    this.edits.push({ start: at, end: at, text, by });
  }

  /** Whether an earlier edit removed or replaced this node (or the part of the page holding it). */
  isReplaced(node: Node): boolean {
    return this.edits.some((e) => e.end > e.start && e.start <= node.range[0] && node.range[1] <= e.end);
  }

  /** Whether any transform has edited this page. */
  get changed(): boolean {
    return this.edits.length > 0;
  }

  /** The page with every edit applied; two transforms editing the same markup is a contract failure. */
  render(): string {
    const edits = this.edits.map((e, order) => ({ ...e, order })).sort((a, b) => a.start - b.start || a.order - b.order);
    let html = '';
    let at = 0;
    let last: (typeof edits)[number] | undefined;
    for (const edit of edits) {
      if (edit.start < at) {
        throw this.fail(edit.by, `edits markup that ${last?.by} already changed (offset ${edit.start})`);
      }
      html += this.source.slice(at, edit.start) + edit.text;
      at = edit.end;
      last = edit;
    }
    return html + this.source.slice(at);
  }
}
