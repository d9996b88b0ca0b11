/* eslint-disable @next/next/no-img-element -- rendered to a PNG by next/og (satori), not into a page */
import type { CSSProperties } from 'react';
import { getContent } from '@/lib/content';
import type { EditionShareCard, ShareCard } from './shareCard';
import { colors } from '@/styles/tokens';
import { artDataUrl, drawable, photoFit, type ShapingStacks, type ShareWeight } from './shareAssets';
import { linePath, needsShaping, shapeLines } from './shapedText';
import { shapingLanguage } from '@/lib/fonts/devanagariFace';

const c = {
  ink: colors.ink,
  saffron: colors.saffron,
  cream: colors.cream,
  onDark: colors.onDark,
  muted: colors.onDarkMuted,
  hairline: colors.line,
};

// The ink text panel on the left, its text column, and the box the art fits in on the right.
const panel = 672;
const textWidth = panel - 2 * 64;
const artBox = { width: 1200 - panel - 48, height: 630 - 96 };

/** Lines a title takes at a font size: greedy word wrap with the family's average bold glyph width. */
function linesAt(title: string, size: number): number {
  const glyph = 0.56 * size;
  let lines = 1;
  let width = 0;
  for (const word of title.split(/\s+/)) {
    const w = word.length * glyph;
    if (w > textWidth) return Infinity;
    if (width === 0) width = w;
    else if (width + glyph / 2 + w <= textWidth) width += glyph / 2 + w;
    else {
      lines += 1;
      width = w;
    }
  }
  return lines;
}

// The largest size at which the title fits: two lines when big, three when smaller.
const titleSize = (title: string) => [76, 64, 56, 48].find((size) => linesAt(title, size) <= (size > 60 ? 2 : 3)) ?? 44;

// Devanagari gets room for its vowel signs above and below, and no letter-spacing or case (docs/product-rules.md#seo).
const shapedLineHeight = { title: 1.3, text: 1.45 };

// The height the kicker, title and line or points may take: the panel less its padding, the brand
// row, the address row and a gap of about 36 px above and below them.
const middleRoom = 630 - 56 - 52 - 52 - 28 - 2 * 36;

/**
 * The largest size at which a shaped title fits by its shaped widths: as many lines as titleSize
 * allows, and, with the card's other shaped words, within the panel (Devanagari lines are taller).
 */
function shapedTitleSize(card: ShareCard, stacks: ShapingStacks, language: string): number {
  const height = (text: string, weight: ShareWeight, size: number, width: number, lineHeight: number) =>
    shapeLines(text, stacks[weight], size, language, width).length * size * lineHeight;
  const rest =
    height(card.kicker, 700, 22, textWidth, shapedLineHeight.text) +
    (card.points
      ? 26 + card.points.reduce((sum, p) => sum + 12 + height(p, 500, 25, textWidth - 12 - 16, shapedLineHeight.text), -12)
      : 22 + height(card.line, 500, 26, textWidth, shapedLineHeight.text));
  const fits = (size: number) => {
    const lines = shapeLines(card.title, stacks[800], size, language, textWidth).length;
    return lines <= (size > 60 ? 2 : 3) && rest + 18 + lines * size * shapedLineHeight.title <= middleRoom;
  };
  return [76, 64, 56, 48, 44, 40].find(fits) ?? 40;
}

interface WordsProps {
  text: string;
  /** How the image renderer sets the text when it can (Latin), as the English cards have it. */
  style: CSSProperties & { fontSize: number; fontWeight: ShareWeight };
  /** The column the text wraps in. */
  width: number;
  lineHeight: number;
  color: string;
  card: EditionShareCard;
  stacks: ShapingStacks;
}

/**
 * A text of the card. The image renderer sets Latin text itself; text it cannot shape (Devanagari)
 * is shaped here in the page's language and drawn as outlines, in a box whose lines are as tall as
 * the line height, with room above and below for the marks that reach past it.
 */
function Words({ text, style, width, lineHeight, color, card, stacks }: WordsProps) {
  const stack = stacks[style.fontWeight];
  if (!needsShaping(text, stack)) return <div style={style}>{drawable(text)}</div>;
  const size = style.fontSize;
  const lines = shapeLines(text, stack, size, shapingLanguage(card.locale), width);
  const box = size * lineHeight;
  const room = Math.ceil(size * 0.5);
  const height = lines.length * box + 2 * room;
  // The baseline as CSS places it: the face's ascent below half the leading.
  const { ascender, descender } = stack.at(-1)!.extents();
  const em = stack.at(-1)!.unitsPerEm;
  const baseline = (box - ((ascender - descender) / em) * size) / 2 + (ascender / em) * size;
  const d = lines.map((line, i) => linePath(line, size, 0, room + i * box + baseline)).join('');
  return (
    <div style={{ display: 'flex', ...(style.marginTop === undefined ? {} : { marginTop: style.marginTop }) }}>
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} style={{ marginTop: -room, marginBottom: -room }}>
        <path d={d} fill={color} />
      </svg>
    </div>
  );
}

/** The roof over a square of the logo (components/Logo), drawn for the dark panel. */
function Mark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" fill="none">
      <path d="M4 19 20 6l16 13" stroke={c.saffron} strokeWidth={5.5} strokeLinecap="round" strokeLinejoin="round" />
      <rect x="11" y="20" width="18" height="15" rx="3" fill={c.cream} />
    </svg>
  );
}

/** Fits one illustration into the art box, keeping its proportions. */
function Art({ card }: { card: ShareCard }) {
  if (card.artLayout === 'grid') {
    const gap = 18;
    const w = (artBox.width - gap) / 2;
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap, width: artBox.width }}>
        {card.art.map((a) => (
          <img
            key={a.src}
            src={artDataUrl(a)}
            alt=""
            width={w}
            height={(w * a.height) / a.width}
            style={{ borderRadius: 18, border: `2px solid ${c.hairline}` }}
          />
        ))}
      </div>
    );
  }
  if (card.artLayout === 'fan') {
    // Pages of a brochure fanned out; the middle one is drawn last so that it lies on top (satori has no z-index).
    const w = 180;
    const mid = (card.art.length - 1) / 2;
    const order = card.art.map((a, i) => ({ a, i })).sort((x, y) => Math.abs(y.i - mid) - Math.abs(x.i - mid));
    return (
      <div style={{ display: 'flex', position: 'relative', width: artBox.width, height: 420 }}>
        {order.map(({ a, i }) => (
          <img
            key={a.src}
            src={artDataUrl(a)}
            alt=""
            width={w}
            height={(w * a.height) / a.width}
            style={{
              position: 'absolute',
              left: (artBox.width - w) / 2 + (i - mid) * 140,
              top: 60 + Math.abs(i - mid) * 24,
              borderRadius: 16,
              transform: `rotate(${(i - mid) * 9}deg)`,
              boxShadow: '0 18px 40px rgba(14, 26, 58, 0.28)',
              ...photoFit(a),
            }}
          />
        ))}
      </div>
    );
  }
  const a = card.art[0]!;
  const scale = Math.min(artBox.width / a.width, artBox.height / a.height);
  return <img src={artDataUrl(a)} alt="" width={a.width * scale} height={a.height * scale} style={{ borderRadius: 24, ...photoFit(a) }} />;
}

/** A 1200x630 share image: the ink panel with the brand, the page's title and line, and its art on cream. */
export function ShareImage({ card, stacks }: { card: EditionShareCard; stacks: ShapingStacks }) {
  const { site } = getContent(undefined, card.locale);
  const host = new URL(site.url).host;
  const words = { card, stacks };
  const titleStyle = (size: number) => ({ display: 'flex', marginTop: 18, fontSize: size, fontWeight: 800, lineHeight: 1.08, letterSpacing: -1.5 }) as const;
  const title = needsShaping(card.title, stacks[800])
    ? <Words text={card.title} style={titleStyle(shapedTitleSize(card, stacks, shapingLanguage(card.locale)))} width={textWidth} lineHeight={shapedLineHeight.title} color={c.onDark} {...words} />
    : <div style={titleStyle(titleSize(drawable(card.title)))}>{drawable(card.title)}</div>;
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', background: c.cream, fontFamily: 'Plus Jakarta Sans' }}>
      <div
        style={{
          width: panel,
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: `56px ${(panel - textWidth) / 2}px 52px`,
          background: c.ink,
          color: c.onDark,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <Mark size={52} />
          <Words
            text={site.name}
            style={{ display: 'flex', fontSize: 30, fontWeight: 800, letterSpacing: -0.5 }}
            width={textWidth - 52 - 16}
            lineHeight={shapedLineHeight.title}
            color={c.onDark}
            {...words}
          />
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <Words
            text={card.kicker}
            style={{ display: 'flex', fontSize: 22, fontWeight: 700, letterSpacing: 3, textTransform: 'uppercase', color: c.saffron }}
            width={textWidth}
            lineHeight={shapedLineHeight.text}
            color={c.saffron}
            {...words}
          />
          {title}
          {card.points ? (
            <div style={{ display: 'flex', flexDirection: 'column', marginTop: 26, gap: 12 }}>
              {card.points.map((p, i) => (
                <div key={i} style={{ display: 'flex', gap: 16, fontSize: 25, lineHeight: 1.3, fontWeight: 500, color: c.muted }}>
                  <div style={{ width: 12, height: 12, marginTop: 10, flexShrink: 0, borderRadius: 6, background: c.saffron }} />
                  {needsShaping(p, stacks[500]) ? (
                    <Words text={p} style={{ fontSize: 25, fontWeight: 500 }} width={textWidth - 12 - 16} lineHeight={shapedLineHeight.text} color={c.muted} {...words} />
                  ) : (
                    drawable(p)
                  )}
                </div>
              ))}
            </div>
          ) : (
            <Words
              text={card.line}
              style={{ display: 'flex', marginTop: 22, fontSize: 26, fontWeight: 500, lineHeight: 1.4, color: c.muted }}
              width={textWidth}
              lineHeight={shapedLineHeight.text}
              color={c.muted}
              {...words}
            />
          )}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16, fontSize: 22, fontWeight: 700, color: c.muted }}>
          <div style={{ width: 44, height: 6, borderRadius: 3, background: c.saffron }} />
          {host}
        </div>
      </div>
      <div style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Art card={card} />
      </div>
    </div>
  );
}
