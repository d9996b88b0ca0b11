import type { z } from 'zod';

/**
 * The rules every human-readable field keeps, wherever it is shown (docs/product-rules.md#content):
 * titles, paragraphs, labels, alt texts and captions alike.
 */

/** Copy that must never reach the public site. */
const placeholderCopy = /lorem\s+ipsum|placeholder|\bTODO\b|\bTBD\b/i;

/**
 * Characters no copy needs, which break the feed's XML and the brochure, or show text in another
 * order than it is stored: control characters (tab and line breaks aside); the marks and overrides
 * that reorder text (left-to-right and right-to-left marks, the Arabic letter mark, embeddings,
 * overrides and isolates: "2019 2020 2021" can read "2019 2021 2020"); noncharacters, which XML
 * refuses; and halves of an unpaired surrogate.
 */
const invisibleControls =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFDD0-\uFDEF\uFFFE\uFFFF]|[\uD83F\uD87F\uD8BF\uD8FF\uD93F\uD97F\uD9BF\uD9FF\uDA3F\uDA7F\uDABF\uDAFF\uDB3F\uDB7F\uDBBF\uDBFF][\uDFFE\uDFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const invisibleControlMessage = 'contains an invisible control character (delete it and type the text again)';

/** Whether a text holds a character that changes how it reads or breaks a file that carries it. */
export const hasInvisibleControl = (text: string): boolean => invisibleControls.test(text);

/** Adds the copy rules to a string field. */
export const textRules = <T extends z.ZodString>(field: T) =>
  field
    .refine((s) => !placeholderCopy.test(s), 'contains placeholder text (lorem ipsum, placeholder, TODO)')
    .refine((s) => !hasInvisibleControl(s), invisibleControlMessage);
