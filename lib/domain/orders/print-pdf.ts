import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import type { Actor } from '@/lib/auth/actor';
import type { TenantDb } from '@/lib/db';
import { messageText } from '@/lib/export/text';
import { getOrderDetail } from '@/lib/domain/orders/detail';
import type { OrderDetail } from '@/lib/domain/orders/schemas';
import { PAYMENT_METHOD_TYPE } from '@/lib/domain/payment-methods/payment-method-type';
import {
  drawLine,
  fitLines,
  fonts,
  groupedPrice,
  type TextStyle,
} from '@/lib/domain/wms/setup/label-pdf';
import { formatDateTime } from '@/lib/time/date-format';

// GET /api/v1/orders/{id}/print: the order on one A4 sheet (more when it has many lines),
// used as the packing slip that goes into the parcel: the shop, the order number as a
// Code 128 barcode the packing station scans, the recipient, carrier and tracking, the
// lines and the amounts, the amount to collect on a cash-on-delivery order, the seller's
// note. Thai text is drawn with the label sheets' fonts and line breaking
// (lib/domain/wms/setup/label-pdf.ts). Headings follow the actor's language.

export interface PrintShop {
  name: string;
  address: string | null;
  phone: string | null;
  taxId: string | null;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 36;
const WIDTH = A4[0] - 2 * MARGIN;
const BOTTOM = A4[1] - MARGIN - 16;

const S = {
  shop: { bold: true, size: 15 },
  title: { bold: true, size: 13 },
  body: { bold: false, size: 9.5 },
  bold: { bold: true, size: 9.5 },
  small: { bold: false, size: 8 },
  total: { bold: true, size: 12 },
} satisfies Record<string, TextStyle>;
const lineHeight = (style: TextStyle) => style.size * 1.45;

const baht = (amount: string) => groupedPrice(amount);

async function code128(text: string, height: number): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height,
    includetext: false,
    backgroundcolor: 'FFFFFF',
  });
}

interface Column {
  key: 'no' | 'sku' | 'name' | 'quantity' | 'price' | 'discount' | 'total';
  width: number;
  align: 'left' | 'right' | 'center';
}

const COLUMNS: Column[] = [
  { key: 'no', width: 22, align: 'center' },
  { key: 'sku', width: 82, align: 'left' },
  { key: 'name', width: 0, align: 'left' }, // the rest of the width
  { key: 'quantity', width: 42, align: 'right' },
  { key: 'price', width: 66, align: 'right' },
  { key: 'discount', width: 56, align: 'right' },
  { key: 'total', width: 72, align: 'right' },
];
COLUMNS[2]!.width = WIDTH - COLUMNS.reduce((n, c) => n + c.width, 0);
const CELL_PAD = 4;

/** The sheet as a PDF. */
export async function renderOrderPdf(
  order: OrderDetail,
  shop: PrintShop,
  locale: string,
): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) =>
    messageText(locale, key, params);
  const f = fonts();
  const [numberPng, trackingPng] = await Promise.all([
    code128(order.order_number, 12),
    order.tracking_number ? code128(order.tracking_number, 9) : Promise.resolve(null),
  ]);

  const doc = new PDFDocument({
    size: A4,
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    font: f.latin as unknown as string,
    info: { Title: order.order_number, Subject: t('orderPrint.title'), Creator: 'Back office' },
  });
  for (const [key, buffer] of Object.entries(f)) doc.registerFont(key, buffer);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.addPage({ size: A4, margin: 0 });
  let y = MARGIN;

  // --- Head: the shop on the left, the title and the order number's barcode on the right.
  const headRight = 210;
  const headLeft = WIDTH - headRight - 12;
  let left = y;
  for (const line of fitLines(doc, shop.name, headLeft, 2, S.shop)) {
    drawLine(doc, line, MARGIN, left, headLeft, 'left', S.shop);
    left += lineHeight(S.shop);
  }
  const shopLines = [
    shop.address,
    shop.phone ? `${t('orderPrint.phone')} ${shop.phone}` : null,
    shop.taxId ? `${t('orderPrint.taxId')} ${shop.taxId}` : null,
  ].filter((s): s is string => Boolean(s));
  for (const text of shopLines)
    for (const line of fitLines(doc, text, headLeft, 2, S.small)) {
      drawLine(doc, line, MARGIN, left, headLeft, 'left', S.small);
      left += lineHeight(S.small);
    }

  const rx = MARGIN + WIDTH - headRight;
  let right = y;
  drawLine(doc, t('orderPrint.title'), rx, right, headRight, 'right', S.title);
  right += lineHeight(S.title) + 2;
  doc.image(numberPng, rx, right, { fit: [headRight, 40], align: 'right' });
  right += 42;
  drawLine(doc, order.order_number, rx, right, headRight, 'right', S.bold);
  right += lineHeight(S.bold);
  y = Math.max(left, right) + 8;

  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(0.8)
    .stroke('#333333');
  y += 8;

  // --- Facts of the order, two columns of label: value.
  const facts: Array<[string, string]> = [
    [t('orderPrint.date'), formatDateTime(order.created_at, locale)],
    [t('orderPrint.status'), t(`orders.status.${order.status}`)],
    [t('orderPrint.saleChannel'), order.sale_channel_name],
    [t('orderPrint.paymentMethod'), order.payment_method_name],
  ];
  if (order.platform_order_id)
    facts.push([t('orderPrint.platformOrderId'), order.platform_order_id]);
  const half = WIDTH / 2;
  const labelW = 92;
  facts.forEach(([label, value], i) => {
    const x = MARGIN + (i % 2) * half;
    const rowY = y + Math.floor(i / 2) * lineHeight(S.body);
    drawLine(doc, label, x, rowY, labelW, 'left', S.bold);
    const v = fitLines(doc, value, half - labelW - 8, 1, S.body)[0] ?? '';
    drawLine(doc, v, x + labelW, rowY, half - labelW - 8, 'left', S.body);
  });
  y += Math.ceil(facts.length / 2) * lineHeight(S.body) + 8;

  // --- Recipient (left) and shipping (right), boxed: the part a packer reads first.
  const boxTop = y;
  const boxW = half - 6;
  const r = order.recipient;
  let ly = boxTop + 6;
  drawLine(doc, t('orderPrint.recipient'), MARGIN + 8, ly, boxW - 16, 'left', S.bold);
  ly += lineHeight(S.bold);
  for (const line of fitLines(doc, r.name, boxW - 16, 2, S.title)) {
    drawLine(doc, line, MARGIN + 8, ly, boxW - 16, 'left', S.title);
    ly += lineHeight(S.title);
  }
  drawLine(doc, `${t('orderPrint.phone')} ${r.phone}`, MARGIN + 8, ly, boxW - 16, 'left', S.body);
  ly += lineHeight(S.body);
  const place = [r.address, r.subdistrict, r.district, r.province, r.zipcode]
    .filter(Boolean)
    .join(' ');
  for (const line of fitLines(doc, place, boxW - 16, 4, S.body)) {
    drawLine(doc, line, MARGIN + 8, ly, boxW - 16, 'left', S.body);
    ly += lineHeight(S.body);
  }

  const sx = MARGIN + half + 6;
  let sy = boxTop + 6;
  drawLine(doc, t('orderPrint.shipping'), sx + 8, sy, boxW - 16, 'left', S.bold);
  sy += lineHeight(S.bold);
  const provider = t(`orders.shippingProviders.${order.shipping_provider_id}`);
  drawLine(doc, `${t('orderPrint.provider')}: ${provider}`, sx + 8, sy, boxW - 16, 'left', S.body);
  sy += lineHeight(S.body);
  drawLine(
    doc,
    `${t('orderPrint.tracking')}: ${order.tracking_number ?? t('orderPrint.noTracking')}`,
    sx + 8,
    sy,
    boxW - 16,
    'left',
    order.tracking_number ? S.bold : S.body,
  );
  sy += lineHeight(S.body) + 2;
  if (trackingPng) {
    doc.image(trackingPng, sx + 8, sy, { fit: [boxW - 16, 30] });
    sy += 32;
  }
  const boxBottom = Math.max(ly, sy) + 6;
  doc.lineWidth(0.6);
  doc.rect(MARGIN, boxTop, boxW, boxBottom - boxTop).stroke('#555555');
  doc.rect(sx, boxTop, boxW, boxBottom - boxTop).stroke('#555555');
  y = boxBottom + 12;

  // --- Lines.
  const drawHeader = () => {
    doc.rect(MARGIN, y, WIDTH, lineHeight(S.bold) + 4).fill('#EEEEEE');
    doc.fillColor('#000000');
    let x = MARGIN;
    for (const c of COLUMNS) {
      const w = c.width - 2 * CELL_PAD;
      drawLine(doc, t(`orderPrint.columns.${c.key}`), x + CELL_PAD, y + 2, w, c.align, S.bold);
      x += c.width;
    }
    y += lineHeight(S.bold) + 6;
  };
  const newPage = () => {
    doc.addPage({ size: A4, margin: 0 });
    y = MARGIN;
    drawLine(doc, order.order_number, MARGIN, y, WIDTH, 'right', S.bold);
    y += lineHeight(S.bold) + 4;
    drawHeader();
  };
  drawHeader();

  order.items.forEach((item, index) => {
    const nameW = COLUMNS[2]!.width - 2 * CELL_PAD;
    const skuW = COLUMNS[1]!.width - 2 * CELL_PAD;
    const names = fitLines(doc, item.name, nameW, 3, S.body);
    const skus = fitLines(doc, item.sku, skuW, 2, S.body);
    const rows = Math.max(names.length, skus.length, 1);
    const height = rows * lineHeight(S.body) + 4;
    if (y + height > BOTTOM) newPage();
    const cells: Record<Column['key'], string[]> = {
      no: [String(index + 1)],
      sku: skus,
      name: names,
      quantity: [String(item.quantity)],
      price: [baht(item.price)],
      discount: [Number(item.discount) > 0 ? baht(item.discount) : '-'],
      total: [baht(item.line_total)],
    };
    let x = MARGIN;
    for (const c of COLUMNS) {
      let cy = y + 2;
      for (const text of cells[c.key]) {
        drawLine(doc, text, x + CELL_PAD, cy, c.width - 2 * CELL_PAD, c.align, S.body);
        cy += lineHeight(S.body);
      }
      x += c.width;
    }
    y += height;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .lineWidth(0.3)
      .stroke('#BBBBBB');
  });
  y += 6;

  // --- Amounts, right-aligned under the amount columns.
  const units = order.items.reduce((n, i) => n + i.quantity, 0);
  const amounts: Array<[string, string, TextStyle]> = [
    [t('orderPrint.subtotal'), baht(order.subtotal), S.body],
    [
      t('orderPrint.discount'),
      Number(order.discount) > 0 ? `-${baht(order.discount)}` : '0.00',
      S.body,
    ],
    [t('orderPrint.shippingFee'), baht(order.shipping_fee), S.body],
    [t('orderPrint.total'), `฿${baht(order.total)}`, S.total],
  ];
  const cod = order.payment_type === PAYMENT_METHOD_TYPE.CashOnDelivery;
  const note = order.seller_note?.trim() ?? '';
  const noteLines = note ? fitLines(doc, note, WIDTH - 16, 8, S.body) : [];
  const needed =
    amounts.length * lineHeight(S.total) +
    (cod ? 40 : 0) +
    (noteLines.length ? (noteLines.length + 1) * lineHeight(S.body) + 16 : 0);
  if (y + needed > BOTTOM) newPage();

  drawLine(doc, t('orderPrint.itemCount', { count: units }), MARGIN, y, 200, 'left', S.body);
  const amountW = 200;
  const ax = MARGIN + WIDTH - amountW;
  for (const [label, value, style] of amounts) {
    drawLine(doc, label, ax, y, amountW - 90, 'left', style);
    drawLine(doc, value, ax, y, amountW, 'right', style);
    y += lineHeight(style);
  }
  if (cod) {
    y += 4;
    const codH = 30;
    doc
      .lineWidth(1.5)
      .rect(ax - 60, y, amountW + 60, codH)
      .stroke('#000000');
    drawLine(doc, t('orderPrint.codAmount'), ax - 52, y + 8, amountW, 'left', S.bold);
    drawLine(doc, `฿${baht(order.total)}`, ax - 60, y + 6, amountW + 52, 'right', S.total);
    y += codH + 6;
  }
  if (noteLines.length) {
    y += 8;
    drawLine(doc, t('orderPrint.sellerNote'), MARGIN, y, WIDTH, 'left', S.bold);
    y += lineHeight(S.bold);
    for (const line of noteLines) {
      drawLine(doc, line, MARGIN + 8, y, WIDTH - 16, 'left', S.body);
      y += lineHeight(S.body);
    }
  }

  // --- Footer of every page.
  const range = doc.bufferedPageRange();
  const printed = t('orderPrint.printedAt', {
    time: formatDateTime(new Date(), locale),
  });
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const fy = A4[1] - MARGIN;
    drawLine(doc, printed, MARGIN, fy, WIDTH, 'left', S.small);
    const pageText = t('orderPrint.page', { page: i + 1, pages: range.count });
    drawLine(doc, pageText, MARGIN, fy, WIDTH, 'right', S.small);
  }
  doc.end();
  return ended;
}

/** The sheet of an order of the actor's enterprise, named after the order number. */
export async function orderPrintPdf(
  db: TenantDb,
  actor: Actor,
  id: number,
): Promise<{ pdf: Buffer; filename: string }> {
  const order = await getOrderDetail(db, id);
  const enterprise = await db.enterprise.findUnique({
    where: { id: actor.enterpriseId },
    select: { name: true, address: true, phone: true, taxId: true },
  });
  const shop: PrintShop = {
    name: enterprise?.name ?? actor.enterpriseName,
    address: enterprise?.address ?? null,
    phone: enterprise?.phone ?? null,
    taxId: enterprise?.taxId ?? null,
  };
  const pdf = await renderOrderPdf(order, shop, actor.locale);
  return { pdf, filename: `${order.order_number}.pdf` };
}
