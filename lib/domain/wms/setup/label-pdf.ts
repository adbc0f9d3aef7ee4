import { readFileSync } from 'node:fs';
import path from 'node:path';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { isValidEan13 } from '@/lib/domain/wms/setup/ean13';
import type { LabelLayout } from '@/lib/domain/wms/setup/schemas';

// Barcode labels as a PDF: the barcode drawn by bwip-js (EAN-13 when the code is one,
// Code 128 otherwise) as a PNG, the product name in Thai, and optionally the SKU and price.
//
// Fonts: pdfkit (through fontkit) reads WOFF, and @fontsource/sarabun ships Sarabun as
// WOFF split by script: a Thai file (Thai letters, marks and the space) and a Latin one
// (digits, Latin letters, punctuation). Each line is cut into runs of one script and each
// run drawn in its file; fontkit shapes the Thai runs (marks above and below letters from
// the font's GPOS). Thai has no spaces between words: lines break at the word boundaries
// of Intl.Segmenter's Thai dictionary.

export interface LabelItem {
  barcode: string;
  name: string;
  sku: string | null;
  /** Decimal string with two places, or null when no sellable product gives a price. */
  price: string | null;
}

export interface LabelOptions {
  layout: LabelLayout;
  copies: number;
  showSku: boolean;
  showPrice: boolean;
}

const MM = 72 / 25.4;
/** A4 in PDF points (portrait). */
export const A4: [number, number] = [595.28, 841.89];

interface Geometry {
  page: [number, number];
  cols: number;
  rows: number;
  pad: number;
  nameSize: number;
  nameLines: number;
  footSize: number;
}

const GEOMETRY: Record<LabelLayout, Geometry> = {
  // 24 labels of 70 x 37.1 mm, edge to edge (the common 3 x 8 A4 label sheet).
  'a4-3x8': { page: A4, cols: 3, rows: 8, pad: 3 * MM, nameSize: 9, nameLines: 2, footSize: 8 },
  // One 50 x 30 mm label per page, for a label printer.
  'single-50x30': {
    page: [50 * MM, 30 * MM],
    cols: 1,
    rows: 1,
    pad: 1.5 * MM,
    nameSize: 7,
    nameLines: 2,
    footSize: 6.5,
  },
};

type FontKey = 'thai' | 'latin' | 'thaiBold' | 'latinBold';
const FONT_FILES: Record<FontKey, string> = {
  thai: 'sarabun-thai-400-normal.woff',
  latin: 'sarabun-latin-400-normal.woff',
  thaiBold: 'sarabun-thai-600-normal.woff',
  latinBold: 'sarabun-latin-600-normal.woff',
};

let fontCache: Record<FontKey, Buffer> | undefined;
/** The Sarabun files by key, read once (register each with `doc.registerFont(key, buffer)`). */
export function fonts(): Record<FontKey, Buffer> {
  if (!fontCache) {
    const dir = path.join(process.cwd(), 'node_modules', '@fontsource', 'sarabun', 'files');
    fontCache = Object.fromEntries(
      Object.entries(FONT_FILES).map(([key, file]) => [key, readFileSync(path.join(dir, file))]),
    ) as Record<FontKey, Buffer>;
  }
  return fontCache;
}

// --- Text ------------------------------------------------------------------------------

/** Code points drawn with the Thai file (its unicode-range); everything else is Latin. */
const THAI = /[\u0E00-\u0E7F\u200C\u200D\u25CC]/u;

interface Run {
  text: string;
  thai: boolean;
}

/** Cuts text into runs of one script; spaces stay in the run they are in. */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const last = runs[runs.length - 1];
    if (/\s/u.test(ch) && last) {
      last.text += ' ';
      continue;
    }
    const thai = THAI.test(ch);
    if (last && last.thai === thai) last.text += ch;
    else runs.push({ text: /\s/u.test(ch) ? ' ' : ch, thai });
  }
  return runs;
}

const words = new Intl.Segmenter('th', { granularity: 'word' });
const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });
const split = (segmenter: Intl.Segmenter, text: string) =>
  Array.from(segmenter.segment(text), (s) => s.segment);

export interface TextStyle {
  bold: boolean;
  size: number;
}

type Doc = PDFKit.PDFDocument;

/**
 * A PDF document in our fonts (the standard Helvetica is never loaded), every font key of
 * `fonts()` registered, collected in memory: `ended` gives the bytes once `doc.end()` ran.
 */
export function openPdfDocument(
  size: [number, number],
  info: { Title: string; Subject: string },
  options: { bufferPages?: boolean } = {},
): { doc: Doc; ended: Promise<Buffer> } {
  const f = fonts();
  const doc = new PDFDocument({
    size,
    margin: 0,
    autoFirstPage: false,
    bufferPages: options.bufferPages ?? false,
    font: f.latin as unknown as string,
    info: { ...info, Creator: 'Back office' },
  });
  for (const [key, buffer] of Object.entries(f)) doc.registerFont(key, buffer);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, ended };
}

function fontOf(run: Run, style: TextStyle): FontKey {
  if (style.bold) return run.thai ? 'thaiBold' : 'latinBold';
  return run.thai ? 'thai' : 'latin';
}

export function textWidth(doc: Doc, text: string, style: TextStyle): number {
  let width = 0;
  for (const run of scriptRuns(text))
    width += doc.font(fontOf(run, style)).fontSize(style.size).widthOfString(run.text);
  return width;
}

/** The longest start of `text` (whole graphemes) that fits with an ellipsis after it. */
function withEllipsis(doc: Doc, text: string, maxWidth: number, style: TextStyle): string {
  const parts = split(graphemes, text.trim());
  while (parts.length > 0 && textWidth(doc, `${parts.join('')}…`, style) > maxWidth) parts.pop();
  return `${parts.join('').trimEnd()}…`;
}

/** Lines of at most maxWidth, broken between words, the last one ellipsed when cut. */
export function fitLines(
  doc: Doc,
  text: string,
  maxWidth: number,
  maxLines: number,
  style: TextStyle,
): string[] {
  // Lines keep their spaces until the end, so an ellipsed line joins its rest as written.
  const lines: string[] = [];
  let current = '';
  const fits = (t: string) => textWidth(doc, t.trim(), style) <= maxWidth;
  for (const piece of split(words, text.replace(/\s+/gu, ' ').trim())) {
    if (lines.length > maxLines) break;
    if (fits(current + piece)) {
      current += piece;
      continue;
    }
    if (current.trim()) lines.push(current);
    current = piece.trim() ? piece : '';
    if (!fits(current)) {
      // One word wider than the line: break it between graphemes.
      let part = '';
      for (const g of split(graphemes, current)) {
        if (part && !fits(part + g)) {
          lines.push(part);
          part = '';
        }
        part += g;
      }
      current = part;
    }
  }
  if (current.trim()) lines.push(current);
  if (lines.length <= maxLines) return lines.map((l) => l.trim());
  const kept = lines.slice(0, maxLines).map((l) => l.trim());
  kept[maxLines - 1] = withEllipsis(doc, lines[maxLines - 1]! + lines[maxLines]!, maxWidth, style);
  return kept;
}

export function drawLine(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  align: 'left' | 'center' | 'right',
  style: TextStyle,
): void {
  const total = textWidth(doc, text, style);
  let cx = align === 'left' ? x : align === 'right' ? x + width - total : x + (width - total) / 2;
  for (const run of scriptRuns(text)) {
    doc.font(fontOf(run, style)).fontSize(style.size);
    doc.text(run.text, cx, y, { lineBreak: false });
    cx += doc.widthOfString(run.text);
  }
}

/** 1234567.5 as "1,234,567.50" from a decimal string, without passing through a float. */
export function groupedPrice(decimal: string): string {
  const [int = '0', frac = ''] = decimal.split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const digits = int.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${digits}.${frac.padEnd(2, '0').slice(0, 2)}`;
}

// --- Barcodes --------------------------------------------------------------------------

async function barcodePng(code: string): Promise<Buffer> {
  const ean = isValidEan13(code);
  return bwipjs.toBuffer({
    bcid: ean ? 'ean13' : 'code128',
    text: code,
    scale: 4,
    height: 12,
    includetext: true,
    // EAN-13 keeps its own digit groups (first digit outside, 6 + 6 under the bars).
    ...(ean ? {} : { textxalign: 'center', textsize: 8 }),
    backgroundcolor: 'FFFFFF',
  });
}

// --- Document --------------------------------------------------------------------------

interface ImageHandle {
  width: number;
  height: number;
}

/** Renders the labels: each item `copies` times, in the order given. */
export async function renderLabelPdf(items: LabelItem[], opts: LabelOptions): Promise<Buffer> {
  const g = GEOMETRY[opts.layout];
  const codes = Array.from(new Set(items.map((i) => i.barcode)));
  const pngs = new Map(
    await Promise.all(codes.map(async (c) => [c, await barcodePng(c)] as const)),
  );

  const { doc, ended } = openPdfDocument(g.page, {
    Title: 'Barcode labels',
    Subject: codes.join(', '),
  });

  // One embedded image per code, however many labels show it.
  const opened = doc as unknown as { openImage(src: Buffer): ImageHandle };
  const images = new Map(codes.map((c) => [c, opened.openImage(pngs.get(c)!)]));

  const cellW = g.page[0] / g.cols;
  const cellH = g.page[1] / g.rows;
  const perPage = g.cols * g.rows;
  const nameStyle = { bold: true, size: g.nameSize };
  const footStyle = { bold: false, size: g.footSize };
  const priceStyle = { bold: true, size: g.footSize };
  const width = cellW - 2 * g.pad;

  // Each item is laid out once, then drawn `copies` times.
  const layouts = items.map((item) => {
    const sku = opts.showSku && item.sku ? item.sku : '';
    const price = opts.showPrice && item.price ? `฿${groupedPrice(item.price)}` : '';
    const priceW = price ? textWidth(doc, price, priceStyle) : 0;
    const skuRoom = width - priceW - (price ? 4 : 0);
    return {
      item,
      name: fitLines(doc, item.name, width, g.nameLines, nameStyle),
      sku: sku ? (fitLines(doc, sku, skuRoom, 1, footStyle)[0] ?? '') : '',
      skuRoom,
      price,
    };
  });

  let index = 0;
  for (const label of layouts) {
    for (let copy = 0; copy < opts.copies; copy++, index++) {
      const slot = index % perPage;
      if (slot === 0) doc.addPage({ size: g.page, margin: 0 });
      const x = (slot % g.cols) * cellW + g.pad;
      const top = Math.floor(slot / g.cols) * cellH + g.pad;
      const bottom = top + cellH - 2 * g.pad;

      let y = top;
      for (const line of label.name) {
        drawLine(doc, line, x, y, width, 'center', nameStyle);
        y += g.nameSize * 1.35;
      }
      let barcodeBottom = bottom;
      if (label.sku || label.price) {
        const footY = bottom - g.footSize * 1.3;
        if (label.sku)
          drawLine(
            doc,
            label.sku,
            x,
            footY,
            label.skuRoom,
            label.price ? 'left' : 'center',
            footStyle,
          );
        if (label.price)
          drawLine(doc, label.price, x, footY, width, label.sku ? 'right' : 'center', priceStyle);
        barcodeBottom = footY - 1;
      }
      const areaTop = y + g.nameSize * 0.25;
      doc.image(images.get(label.item.barcode)! as unknown as Buffer, x, areaTop, {
        fit: [width, Math.max(8, barcodeBottom - areaTop)],
        align: 'center',
        valign: 'center',
      });
    }
  }
  if (index === 0) doc.addPage({ size: g.page, margin: 0 });
  doc.end();
  return ended;
}
