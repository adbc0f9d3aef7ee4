import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { messageText } from '@/lib/export/text';
import {
  drawLine,
  fitLines,
  fonts,
  groupedPrice,
  textWidth,
  type TextStyle,
} from '@/lib/domain/wms/setup/label-pdf';
import type { LabelOrder, LabelSender } from '@/lib/domain/packing/labels/label-data';
import type { LabelLayout } from '@/lib/domain/packing/labels/schemas';
import { formatDateTime } from '@/lib/time/date-format';

// Shipping labels and packing slips on A6 (105 x 148 mm, the thermal label printers'
// 4 x 6 in. roll fits it), in the order asked: for each order its label (carrier, COD
// amount, tracking barcode, recipient, sender, the order number as Code 128 and QR code)
// then its slip (the lines to pack, over as many pages as they need). Thai text is drawn
// with the label sheets' fonts and line breaking (lib/domain/wms/setup/label-pdf.ts);
// headings follow the actor's language.

const MM = 72 / 25.4;
const A6: [number, number] = [105 * MM, 148 * MM];
const M = 10;
const W = A6[0] - 2 * M;
const BOTTOM = A6[1] - M;

const S = {
  carrier: { bold: true, size: 14 },
  heading: { bold: true, size: 8 },
  name: { bold: true, size: 13 },
  body: { bold: false, size: 10 },
  bodyBold: { bold: true, size: 10 },
  zipcode: { bold: true, size: 18 },
  small: { bold: false, size: 8 },
  smallBold: { bold: true, size: 8.5 },
  cod: { bold: true, size: 14 },
  title: { bold: true, size: 12 },
} satisfies Record<string, TextStyle>;
const lh = (s: TextStyle) => s.size * 1.35;

type Doc = PDFKit.PDFDocument;

async function code128(text: string, height: number): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text,
    // Bars on whole pixels: the PDF scales them up without blurring, and small images
    // keep a batch quick to make.
    scale: 2,
    height,
    includetext: false,
    backgroundcolor: 'FFFFFF',
  });
}

async function qrCode(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'qrcode',
    text,
    scale: 2,
    backgroundcolor: 'FFFFFF',
  });
}

// Thai text is shaped (fontkit) on every measure, and fitLines measures each line again
// as it grows: a batch of 200 labels spent most of its time there. Here each word is
// measured once per style and the widths summed (Thai words do not shape across their
// boundaries), and the same words (product names, districts) repeat across a batch.
const words = new Intl.Segmenter('th', { granularity: 'word' });
const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });
const widthCache = new Map<string, number>();
const WIDTH_CACHE_LIMIT = 20_000;

function cachedWidth(doc: Doc, text: string, style: TextStyle): number {
  const key = `${style.bold ? 1 : 0}|${style.size}|${text}`;
  let width = widthCache.get(key);
  if (width === undefined) {
    if (widthCache.size >= WIDTH_CACHE_LIMIT) widthCache.clear();
    width = textWidth(doc, text, style);
    widthCache.set(key, width);
  }
  return width;
}

/**
 * Lines of at most width, broken between words, the last one ellipsed when cut; a word
 * wider than a line goes to fitLines, which breaks it between graphemes.
 */
function wrap(doc: Doc, text: string, width: number, maxLines: number, style: TextStyle): string[] {
  const clean = text.replace(/\s+/gu, ' ').trim();
  if (!clean) return [];
  if (cachedWidth(doc, clean, style) <= width) return [clean];
  const out: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const { segment } of words.segment(clean)) {
    const w = cachedWidth(doc, segment, style);
    if (w > width) return fitLines(doc, clean, width, maxLines, style); // one word wider than a line
    if (line && lineWidth + w > width) {
      out.push(line.trim());
      line = segment.trim() ? segment : '';
      lineWidth = line ? w : 0;
    } else {
      line += segment;
      lineWidth += w;
    }
  }
  if (line.trim()) out.push(line.trim());
  if (out.length <= maxLines) return out;
  // More than fits: the last line kept ends with an ellipsis.
  const kept = out.slice(0, maxLines);
  const parts = Array.from(graphemes.segment(kept[maxLines - 1]!), (g) => g.segment);
  while (parts.length > 0 && textWidth(doc, `${parts.join('')}…`, style) > width) parts.pop();
  kept[maxLines - 1] = `${parts.join('').trimEnd()}…`;
  return kept;
}

/** Draws text lines of one style from y; answers the y under them. */
function lines(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  maxLines: number,
  style: TextStyle,
  align: 'left' | 'center' | 'right' = 'left',
): number {
  for (const line of wrap(doc, text, width, maxLines, style)) {
    drawLine(doc, line, x, y, width, align, style);
    y += lh(style);
  }
  return y;
}

interface Images {
  orderBarcode: Buffer;
  trackingBarcode: Buffer | null;
  qr: Buffer;
}

type T = (key: string, params?: Record<string, string | number>) => string;

function drawLabel(
  doc: Doc,
  order: LabelOrder,
  sender: LabelSender,
  images: Images,
  t: T,
  locale: string,
): void {
  doc.addPage({ size: A6, margin: 0 });
  let y = M;

  // --- Carrier on the left, what to collect on the right.
  const codW = 120;
  drawLine(
    doc,
    t(`orders.shippingProviders.${order.shippingProviderId}`),
    M,
    y + 2,
    W - codW - 6,
    'left',
    S.carrier,
  );
  if (order.codAmount) {
    doc
      .lineWidth(2)
      .rect(M + W - codW, y, codW, 34)
      .stroke('#000000');
    drawLine(doc, t('packingLabel.cod'), M + W - codW + 4, y + 3, codW - 8, 'center', S.heading);
    drawLine(
      doc,
      `฿${groupedPrice(order.codAmount)}`,
      M + W - codW + 4,
      y + 14,
      codW - 8,
      'center',
      S.cod,
    );
  } else {
    drawLine(doc, t('packingLabel.noCod'), M + W - codW, y + 8, codW, 'right', S.smallBold);
  }
  y += 40;

  // --- Tracking number: the carrier's scan.
  if (images.trackingBarcode && order.trackingNumber) {
    doc.image(images.trackingBarcode, M, y, { fit: [W, 38], align: 'center' });
    y += 40;
    drawLine(doc, order.trackingNumber, M, y, W, 'center', S.bodyBold);
    y += lh(S.bodyBold) + 2;
  } else {
    drawLine(doc, t('packingLabel.noTracking'), M, y + 4, W, 'center', S.small);
    y += 22;
  }

  // --- Recipient, the biggest part.
  const boxTop = y;
  y += 4;
  drawLine(doc, t('packingLabel.recipient'), M + 6, y, W - 12, 'left', S.heading);
  y += lh(S.heading);
  y = lines(doc, order.recipient.name, M + 6, y, W - 12, 2, S.name);
  drawLine(
    doc,
    `${t('packingLabel.phone')} ${order.recipient.phone}`,
    M + 6,
    y,
    W - 12,
    'left',
    S.bodyBold,
  );
  y += lh(S.bodyBold);
  y = lines(doc, order.recipient.place, M + 6, y, W - 12, 3, S.body);
  if (order.recipient.zipcode) {
    drawLine(doc, order.recipient.zipcode, M + 6, y, W - 12, 'left', S.zipcode);
    y += lh(S.zipcode);
  }
  y += 2;
  doc
    .lineWidth(1.2)
    .rect(M, boxTop, W, y - boxTop)
    .stroke('#000000');
  y += 6;

  // --- Sender.
  drawLine(doc, t('packingLabel.sender'), M, y, W, 'left', S.heading);
  y += lh(S.heading);
  y = lines(doc, sender.name, M, y, W, 1, S.smallBold);
  if (sender.address) y = lines(doc, sender.address, M, y, W, 2, S.small);
  if (sender.phone) {
    drawLine(doc, `${t('packingLabel.phone')} ${sender.phone}`, M, y, W, 'left', S.small);
  }

  // --- Order number as Code 128 and QR code, at the foot of the label.
  const qrSize = 70;
  const footTop = BOTTOM - qrSize;
  doc.image(images.qr, M + W - qrSize, footTop, { fit: [qrSize, qrSize] });
  const leftW = W - qrSize - 8;
  doc.image(images.orderBarcode, M, footTop, { fit: [leftW, 30] });
  let fy = footTop + 32;
  drawLine(doc, order.orderNumber, M, fy, leftW, 'left', S.bodyBold);
  fy += lh(S.bodyBold);
  drawLine(doc, formatDateTime(order.createdAt, locale), M, fy, leftW, 'left', S.small);
  fy += lh(S.small);
  if (order.platformOrderId) {
    const text = `${t('packingLabel.platformOrderId')} ${order.platformOrderId}`;
    lines(doc, text, M, fy, leftW, 1, S.small);
  }
}

function drawSlip(doc: Doc, order: LabelOrder, images: Images, t: T, locale: string): void {
  const qtyW = 40;
  const noW = 18;
  const nameW = W - qtyW - noW;
  let y = 0;

  const tableHead = () => {
    doc.rect(M, y, W, lh(S.smallBold) + 3).fill('#EEEEEE');
    doc.fillColor('#000000');
    drawLine(doc, '#', M, y + 1.5, noW, 'center', S.smallBold);
    drawLine(
      doc,
      t('packingLabel.columns.item'),
      M + noW + 2,
      y + 1.5,
      nameW - 4,
      'left',
      S.smallBold,
    );
    drawLine(
      doc,
      t('packingLabel.columns.quantity'),
      M + noW + nameW,
      y + 1.5,
      qtyW - 2,
      'right',
      S.smallBold,
    );
    y += lh(S.smallBold) + 5;
  };
  const page = (continued: boolean) => {
    doc.addPage({ size: A6, margin: 0 });
    y = M;
    const title = continued
      ? `${t('packingLabel.slipTitle')} ${t('packingLabel.continued')}`
      : t('packingLabel.slipTitle');
    drawLine(doc, title, M, y, W / 2, 'left', S.title);
    drawLine(doc, order.orderNumber, M + W / 2, y, W / 2, 'right', S.title);
    y += lh(S.title) + 2;
    if (!continued) {
      doc.image(images.orderBarcode, M, y, { fit: [W * 0.6, 26] });
      y += 28;
      y = lines(doc, `${t('packingLabel.recipient')}: ${order.recipient.name}`, M, y, W, 1, S.body);
      drawLine(doc, formatDateTime(order.createdAt, locale), M, y, W, 'left', S.small);
      y += lh(S.small) + 4;
    }
    tableHead();
  };

  page(false);
  const footRoom = 60;
  order.lines.forEach((line, index) => {
    const names = wrap(doc, line.name, nameW - 4, 2, S.body);
    const rowH = names.length * lh(S.body) + lh(S.small) + 3;
    const isLast = index === order.lines.length - 1;
    if (y + rowH > BOTTOM - (isLast ? footRoom : 0)) page(true);
    drawLine(doc, String(index + 1), M, y, noW, 'center', S.body);
    let ry = y;
    for (const n of names) {
      drawLine(doc, n, M + noW + 2, ry, nameW - 4, 'left', S.body);
      ry += lh(S.body);
    }
    drawLine(doc, line.sku, M + noW + 2, ry, nameW - 4, 'left', S.small);
    drawLine(doc, String(line.quantity), M + noW + nameW, y, qtyW - 2, 'right', S.bodyBold);
    y += rowH;
    doc
      .moveTo(M, y - 1)
      .lineTo(M + W, y - 1)
      .lineWidth(0.3)
      .stroke('#BBBBBB');
  });
  if (y + footRoom > BOTTOM) page(true);

  y += 3;
  const units = order.lines.reduce((n, l) => n + l.quantity, 0);
  drawLine(doc, t('packingLabel.itemCount', { count: units }), M, y, W, 'right', S.bodyBold);
  y += lh(S.bodyBold);
  if (order.codAmount) {
    const text = `${t('packingLabel.cod')} ฿${groupedPrice(order.codAmount)}`;
    drawLine(doc, text, M, y, W, 'right', S.bodyBold);
    y += lh(S.bodyBold);
  }
  if (order.sellerNote) {
    drawLine(doc, t('packingLabel.sellerNote'), M, y, W, 'left', S.smallBold);
    y += lh(S.smallBold);
    const room = Math.max(1, Math.floor((BOTTOM - y) / lh(S.small)));
    lines(doc, order.sellerNote, M, y, W, Math.min(room, 4), S.small);
  }
}

/**
 * pdfkit keeps the document's default font (the Latin Sarabun, given as a buffer) only
 * under its PostScript name, so `doc.font('latin')` finds it "equal" and reopens the WOFF
 * file on every call without caching it: most of a batch's time. Selected once here and
 * kept under its registered name, it is opened once.
 */
function keepDefaultFontCached(doc: Doc): void {
  doc.font('latin');
  const internals = doc as unknown as { _font: unknown; _fontFamilies?: Record<string, unknown> };
  if (internals._fontFamilies) internals._fontFamilies.latin = internals._font;
}

/** The PDF of the orders' labels and slips (see the top of this file). */
export async function renderLabelsPdf(
  orders: LabelOrder[],
  sender: LabelSender,
  layout: LabelLayout,
  locale: string,
): Promise<Buffer> {
  const t: T = (key, params) => messageText(locale, key, params);
  const f = fonts();
  const images = await Promise.all(
    orders.map(async (o): Promise<Images> => ({
      orderBarcode: await code128(o.orderNumber, 12),
      trackingBarcode: o.trackingNumber ? await code128(o.trackingNumber, 12) : null,
      qr: await qrCode(o.orderNumber),
    })),
  );

  const doc = new PDFDocument({
    size: A6,
    margin: 0,
    autoFirstPage: false,
    // A font of ours from the start: the standard Helvetica is never loaded.
    font: f.latin as unknown as string,
    info: {
      Title: t('packingLabel.title'),
      Subject: orders.map((o) => o.orderNumber).join(', '),
      Creator: 'Back office',
    },
  });
  for (const [key, buffer] of Object.entries(f)) doc.registerFont(key, buffer);
  keepDefaultFontCached(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  orders.forEach((order, i) => {
    if (layout !== 'slip') drawLabel(doc, order, sender, images[i]!, t, locale);
    if (layout !== 'label') drawSlip(doc, order, images[i]!, t, locale);
  });
  doc.end();
  return ended;
}
