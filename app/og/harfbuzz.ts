import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * HarfBuzz, the shaper Chromium, Firefox and Android use, from the WebAssembly build that the npm
 * package harfbuzzjs ships. The share images draw Devanagari with it, because the image renderer
 * (satori) does not shape: its conjuncts and vowel signs fall apart (docs/product-rules.md#seo).
 *
 * harfbuzzjs's own wrapper is an ES module that awaits the WebAssembly at its top level, which
 * CommonJS (jest, the build scripts) cannot load; its wasm file is a plain module, compiled here
 * synchronously, and the few calls the share images need are bound below, as harfbuzzjs binds them.
 */

type Pointer = number;
interface Exports {
  memory: WebAssembly.Memory;
  __indirect_function_table: WebAssembly.Table;
  __wasm_call_ctors(): void;
  malloc(size: number): Pointer;
  free(pointer: Pointer): void;
  hb_blob_create(data: Pointer, length: number, mode: number, userData: Pointer, destroy: Pointer): Pointer;
  hb_blob_destroy(blob: Pointer): void;
  hb_face_create(blob: Pointer, index: number): Pointer;
  hb_face_get_upem(face: Pointer): number;
  hb_font_create(face: Pointer): Pointer;
  hb_font_set_variations(font: Pointer, variations: Pointer, count: number): void;
  hb_font_get_h_extents(font: Pointer, extents: Pointer): number;
  hb_font_get_nominal_glyph(font: Pointer, unicode: number, glyph: Pointer): number;
  hb_font_draw_glyph(font: Pointer, glyph: number, drawFuncs: Pointer, drawData: Pointer): void;
  hb_buffer_create(): Pointer;
  hb_buffer_destroy(buffer: Pointer): void;
  hb_buffer_add_utf16(buffer: Pointer, text: Pointer, length: number, offset: number, itemLength: number): void;
  hb_buffer_set_language(buffer: Pointer, language: Pointer): void;
  hb_buffer_guess_segment_properties(buffer: Pointer): void;
  hb_buffer_get_length(buffer: Pointer): number;
  hb_buffer_get_glyph_infos(buffer: Pointer, length: Pointer): Pointer;
  hb_buffer_get_glyph_positions(buffer: Pointer, length: Pointer): Pointer;
  hb_language_from_string(text: Pointer, length: number): Pointer;
  hb_shape(font: Pointer, buffer: Pointer, features: Pointer, count: number): void;
  hb_draw_funcs_create(): Pointer;
  hb_draw_funcs_set_move_to_func(funcs: Pointer, func: number, userData: Pointer, destroy: Pointer): void;
  hb_draw_funcs_set_line_to_func(funcs: Pointer, func: number, userData: Pointer, destroy: Pointer): void;
  hb_draw_funcs_set_quadratic_to_func(funcs: Pointer, func: number, userData: Pointer, destroy: Pointer): void;
  hb_draw_funcs_set_cubic_to_func(funcs: Pointer, func: number, userData: Pointer, destroy: Pointer): void;
  hb_draw_funcs_set_close_path_func(funcs: Pointer, func: number, userData: Pointer, destroy: Pointer): void;
}

/** One glyph of shaped text, in font units: which glyph, where the pen moves, and which character it came from (UTF-16 index). */
export interface ShapedGlyph {
  glyph: number;
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** Receives a glyph's outline, in font units with y up, as HarfBuzz draws it. */
export interface OutlineSink {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  quadTo(cx: number, cy: number, x: number, y: number): void;
  cubicTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): void;
  close(): void;
}

const HB_MEMORY_MODE_DUPLICATE = 0;

let loaded: { hb: Exports; drawFuncs: Pointer } | undefined;
// The outline being drawn: HarfBuzz calls back into the functions of the table, which write here.
let sink: OutlineSink | undefined;

/**
 * A JavaScript function as a WebAssembly function, so HarfBuzz can call it from its function table
 * (the way Emscripten's addFunction does it where WebAssembly.Function does not exist, as in Node 20).
 * `signature`: result then parameters, v void, i i32, f f32 ("viiiffi").
 */
function wasmFunction(fn: (...args: number[]) => void, signature: string): WebAssembly.ExportValue {
  const code = (c: string) => ({ i: 0x7f, f: 0x7d })[c as 'i' | 'f'];
  const params = [...signature.slice(1)].map(code);
  const results = signature[0] === 'v' ? [] : [code(signature[0]!)];
  const type = [0x60, params.length, ...params, results.length, ...results];
  // A module that imports the function as e.f and exports it again as f.
  const bytes = Uint8Array.of(0x00, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 1, type.length + 1, 1, ...type, 2, 7, 1, 1, 0x65, 1, 0x66, 0, 0, 7, 5, 1, 1, 0x66, 0, 0);
  return new WebAssembly.Instance(new WebAssembly.Module(bytes), { e: { f: fn } }).exports.f!;
}

function harfbuzz() {
  if (loaded) return loaded;
  const file = path.join(process.cwd(), 'node_modules', 'harfbuzzjs', 'dist', 'harfbuzz.wasm');
  const fail = (what: string) => () => {
    throw new Error(`HarfBuzz (${file}) ${what}`);
  };
  const instance = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(file)), {
    env: {
      _abort_js: fail('aborted'),
      _emscripten_runtime_keepalive_clear: () => {},
      _setitimer_js: () => 0,
      emscripten_resize_heap: (requested: number) => {
        try {
          hb.memory.grow(Math.ceil(((requested >>> 0) - hb.memory.buffer.byteLength) / 65536));
          return 1;
        } catch {
          return 0;
        }
      },
    },
    wasi_snapshot_preview1: { proc_exit: fail('exited') },
  });
  const hb = instance.exports as unknown as Exports;
  hb.__wasm_call_ctors();

  const table = hb.__indirect_function_table;
  const register = (fn: (...args: number[]) => void, signature: string) => {
    const index = table.grow(1);
    table.set(index, wasmFunction(fn, signature));
    return index;
  };
  // Callbacks receive (draw funcs, draw data, draw state, coordinates..., user data).
  const drawFuncs = hb.hb_draw_funcs_create();
  hb.hb_draw_funcs_set_move_to_func(drawFuncs, register((_f, _d, _s, x, y) => sink!.moveTo(x!, y!), 'viiiffi'), 0, 0);
  hb.hb_draw_funcs_set_line_to_func(drawFuncs, register((_f, _d, _s, x, y) => sink!.lineTo(x!, y!), 'viiiffi'), 0, 0);
  hb.hb_draw_funcs_set_quadratic_to_func(drawFuncs, register((_f, _d, _s, cx, cy, x, y) => sink!.quadTo(cx!, cy!, x!, y!), 'viiiffffi'), 0, 0);
  hb.hb_draw_funcs_set_cubic_to_func(
    drawFuncs,
    register((_f, _d, _s, c1x, c1y, c2x, c2y, x, y) => sink!.cubicTo(c1x!, c1y!, c2x!, c2y!, x!, y!), 'viiiffffffi'),
    0,
    0,
  );
  hb.hb_draw_funcs_set_close_path_func(drawFuncs, register(() => sink!.close(), 'viiii'), 0, 0);
  loaded = { hb, drawFuncs };
  return loaded;
}

/** Copies bytes into HarfBuzz's memory; the caller frees them. */
function copyIn(hb: Exports, bytes: Uint8Array): Pointer {
  const pointer = hb.malloc(bytes.byteLength);
  new Uint8Array(hb.memory.buffer, pointer, bytes.byteLength).set(bytes);
  return pointer;
}

const tag = (t: string) => [...t].reduce((n, c) => ((n << 8) | c.charCodeAt(0)) >>> 0, 0);

/** A font file (TrueType or OpenType, not WOFF) opened for shaping, at one instance of its variation axes. */
export class ShapingFont {
  private readonly font: Pointer;
  readonly unitsPerEm: number;

  constructor(sfnt: Uint8Array, variations: Record<string, number> = {}) {
    const { hb } = harfbuzz();
    const data = copyIn(hb, sfnt);
    const blob = hb.hb_blob_create(data, sfnt.byteLength, HB_MEMORY_MODE_DUPLICATE, 0, 0);
    hb.free(data);
    const face = hb.hb_face_create(blob, 0);
    hb.hb_blob_destroy(blob);
    this.unitsPerEm = hb.hb_face_get_upem(face);
    this.font = hb.hb_font_create(face);
    const axes = Object.entries(variations);
    if (axes.length > 0) {
      const list = hb.malloc(8 * axes.length);
      const view = new DataView(hb.memory.buffer);
      axes.forEach(([name, value], i) => {
        view.setUint32(list + 8 * i, tag(name), true);
        view.setFloat32(list + 8 * i + 4, value, true);
      });
      hb.hb_font_set_variations(this.font, list, axes.length);
      hb.free(list);
    }
  }

  /** The font's ascender and descender (descender negative), in font units. */
  extents(): { ascender: number; descender: number } {
    const { hb } = harfbuzz();
    const pointer = hb.malloc(48);
    hb.hb_font_get_h_extents(this.font, pointer);
    const view = new DataView(hb.memory.buffer);
    const result = { ascender: view.getInt32(pointer, true), descender: view.getInt32(pointer + 4, true) };
    hb.free(pointer);
    return result;
  }

  /** The font's own glyph for a character, if it has one. */
  glyphOf(codePoint: number): number | undefined {
    const { hb } = harfbuzz();
    const pointer = hb.malloc(4);
    const found = hb.hb_font_get_nominal_glyph(this.font, codePoint, pointer) !== 0;
    const glyph = new DataView(hb.memory.buffer).getUint32(pointer, true);
    hb.free(pointer);
    return found ? glyph : undefined;
  }

  /** Shapes a run of text of one script as `language` writes it (a BCP 47 tag: "hi", "mr", "en"). */
  shape(text: string, language: string): ShapedGlyph[] {
    const { hb } = harfbuzz();
    const buffer = hb.hb_buffer_create();
    const utf16 = Uint16Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));
    const textPointer = copyIn(hb, new Uint8Array(utf16.buffer));
    hb.hb_buffer_add_utf16(buffer, textPointer, utf16.length, 0, utf16.length);
    hb.free(textPointer);
    const languagePointer = copyIn(hb, new TextEncoder().encode(language));
    hb.hb_buffer_set_language(buffer, hb.hb_language_from_string(languagePointer, language.length));
    hb.free(languagePointer);
    // Script and direction from the text itself.
    hb.hb_buffer_guess_segment_properties(buffer);
    hb.hb_shape(this.font, buffer, 0, 0);
    const count = hb.hb_buffer_get_length(buffer);
    const infos = hb.hb_buffer_get_glyph_infos(buffer, 0);
    const positions = hb.hb_buffer_get_glyph_positions(buffer, 0);
    const view = new DataView(hb.memory.buffer);
    // hb_glyph_info_t and hb_glyph_position_t are five 32-bit fields each.
    const glyphs = Array.from({ length: count }, (_, i) => ({
      glyph: view.getUint32(infos + 20 * i, true),
      cluster: view.getUint32(infos + 20 * i + 8, true),
      xAdvance: view.getInt32(positions + 20 * i, true),
      xOffset: view.getInt32(positions + 20 * i + 8, true),
      yOffset: view.getInt32(positions + 20 * i + 12, true),
    }));
    hb.hb_buffer_destroy(buffer);
    return glyphs;
  }

  /** Draws a glyph's outline into `to`, in font units with y up. */
  outline(glyph: number, to: OutlineSink): void {
    const { hb, drawFuncs } = harfbuzz();
    sink = to;
    try {
      hb.hb_font_draw_glyph(this.font, glyph, drawFuncs, 0);
    } finally {
      sink = undefined;
    }
  }
}
