import type { Actor } from '@/lib/auth/actor';
import type { TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { messageText } from '@/lib/export/text';
import { poDetailSelect, toPoDetail } from '@/lib/domain/purchasing/detail';
import { MAX_PDF_POS, type PoDetail, type PoPdfQuery } from '@/lib/domain/purchasing/schemas';
import {
  A4,
  drawLine,
  fitLines,
  groupedPrice,
  type TextStyle,
  openPdfDocument,
} from '@/lib/domain/wms/setup/label-pdf';
import { formatDate } from '@/lib/time/date-format';

// GET /api/v1/wms/po/pdf?id= or ?po_from=&po_to=: purchase orders on A4 to send to the
// partner, one PO per page (more pages when its lines need them, the table's head
// repeated): the seller, the partner (company, address, tax id, contact), the number and
// days, the receiving storage, the lines (SKU, name, quantity, unit cost, amount), the
// total, VAT 7% and grand total, and the note. Thai text with the label sheets' fonts
// and line breaking (lib/domain/wms/setup/label-pdf.ts), in the actor's language.

const MARGIN = 36;
const WIDTH = A4[0] - 2 * MARGIN;
const BOTTOM = A4[1] - MARGIN;

const S = {
  seller: { bold: true, size: 14 },
  title: { bold: true, size: 20 },
  heading: { bold: true, size: 10 },
  body: { bold: false, size: 9.5 },
  strong: { bold: true, size: 9.5 },
  cell: { bold: false, size: 9 },
  cellHead: { bold: true, size: 9 },
  total: { bold: true, size: 11 },
} satisfies Record<string, TextStyle>;
const lh = (s: TextStyle) => s.size * 1.45;

/** The table's columns: x offset from the margin, width, alignment. */
const COLS = {
  no: { x: 0, w: 24, align: 'center' },
  sku: { x: 24, w: 86, align: 'left' },
  name: { x: 110, w: 203, align: 'left' },
  qty: { x: 313, w: 56, align: 'right' },
  cost: { x: 369, w: 76, align: 'right' },
  amount: { x: 445, w: WIDTH - 445, align: 'right' },
} as const;
type Col = keyof typeof COLS;
const PAD = 4;

export interface Seller {
  name: string;
  address: string | null;
  taxId: string | null;
  phone: string | null;
}

const quantityText = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A unit cost: two places, or up to four when it has them ("12.50", "0.1234"). */
function costDisplay(cost: string): string {
  const [whole = '0', frac = ''] = cost.split('.');
  const kept = frac.replace(/0+$/, '');
  return (
    groupedPrice(whole).replace(/\.00$/, '') + '.' + (kept.length > 2 ? kept : kept.padEnd(2, '0'))
  );
}

export async function renderPoPdf(
  pos: PoDetail[],
  seller: Seller,
  locale: string,
): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) =>
    messageText(locale, `poDocument.${key}`, params);
  const { doc, ended } = openPdfDocument(A4, {
    Title: pos.length === 1 ? pos[0]!.po_number : `${pos[0]!.po_number} - ${pos.at(-1)!.po_number}`,
    Subject: t('title'),
  });

  let y = MARGIN;
  const text = (
    s: string,
    style: TextStyle,
    opts: {
      x?: number;
      width?: number;
      maxLines?: number;
      align?: 'left' | 'center' | 'right';
    } = {},
  ) => {
    const x = opts.x ?? MARGIN;
    const width = opts.width ?? WIDTH;
    for (const l of fitLines(doc, s, width, opts.maxLines ?? 1, style)) {
      drawLine(doc, l, x, y, width, opts.align ?? 'left', style);
      y += lh(style);
    }
  };
  const rule = (at: number, weight = 0.5) =>
    doc
      .moveTo(MARGIN, at)
      .lineTo(MARGIN + WIDTH, at)
      .lineWidth(weight)
      .strokeColor('#888888')
      .stroke();
  const cell = (col: Col, s: string, at: number, style: TextStyle, maxLines = 1) => {
    const c = COLS[col];
    const lines = fitLines(doc, s, c.w - 2 * PAD, maxLines, style);
    lines.forEach((l, i) =>
      drawLine(doc, l, MARGIN + c.x + PAD, at + i * lh(style), c.w - 2 * PAD, c.align, style),
    );
    return Math.max(1, lines.length);
  };
  const tableHead = () => {
    doc
      .rect(MARGIN, y, WIDTH, lh(S.cellHead) + 6)
      .fillColor('#eeeeee')
      .fill();
    doc.fillColor('#000000');
    const at = y + 3;
    cell('no', t('columns.no'), at, S.cellHead);
    cell('sku', t('columns.sku'), at, S.cellHead);
    cell('name', t('columns.name'), at, S.cellHead);
    cell('qty', t('columns.quantity'), at, S.cellHead);
    cell('cost', t('columns.unitCost'), at, S.cellHead);
    cell('amount', t('columns.amount'), at, S.cellHead);
    y += lh(S.cellHead) + 6;
  };

  for (const po of pos) {
    doc.addPage({ size: A4, margin: 0 });
    y = MARGIN;
    const status =
      po.status === 1 || po.status === 2 || po.status === 3 ? '' : t(`status.${po.status}`);

    // --- The seller (left) and the document's title, number and days (right).
    const leftW = WIDTH * 0.58;
    const rightX = MARGIN + leftW + 10;
    const rightW = WIDTH - leftW - 10;
    const top = y;
    text(seller.name, S.seller, { width: leftW, maxLines: 2 });
    if (seller.address) text(seller.address, S.body, { width: leftW, maxLines: 3 });
    const sellerIds = [
      seller.taxId ? `${t('taxId')} ${seller.taxId}` : null,
      seller.phone ? `${t('tel')} ${seller.phone}` : null,
    ].filter((s): s is string => s !== null);
    if (sellerIds.length) text(sellerIds.join('   '), S.body, { width: leftW });
    const leftBottom = y;
    y = top;
    text(t('title'), S.title, { x: rightX, width: rightW, align: 'right' });
    if (status) text(status, S.heading, { x: rightX, width: rightW, align: 'right' });
    const meta: Array<[string, string]> = [
      [t('number'), po.po_number],
      [t('date'), formatDate(new Date(po.created_at), locale)],
      ...(po.expected_at
        ? [[t('expectedAt'), formatDate(new Date(po.expected_at), locale)] as [string, string]]
        : []),
      [t('storage'), po.storage.name],
    ];
    for (const [label, value] of meta) {
      const at = y;
      drawLine(doc, label, rightX, at, rightW * 0.45, 'left', S.body);
      y = at;
      text(value, S.strong, { x: rightX + rightW * 0.45, width: rightW * 0.55, align: 'right' });
    }
    y = Math.max(y, leftBottom) + 10;
    rule(y);
    y += 8;

    // --- The partner.
    text(t('partner'), S.heading);
    text(po.partner.company_name, S.strong, { maxLines: 2 });
    if (po.partner.address) text(po.partner.address, S.body, { maxLines: 3 });
    const partnerIds = [
      po.partner.tax_id ? `${t('taxId')} ${po.partner.tax_id}` : null,
      po.partner.contact_name ? `${t('contact')} ${po.partner.contact_name}` : null,
      po.partner.contact_tel ? `${t('tel')} ${po.partner.contact_tel}` : null,
      po.partner.email ? `${t('email')} ${po.partner.email}` : null,
    ].filter((s): s is string => s !== null);
    if (partnerIds.length) text(partnerIds.join('   '), S.body, { maxLines: 2 });
    y += 10;

    // --- The lines, the table's head again on every page they run onto.
    tableHead();
    po.lines.forEach((line, i) => {
      const nameLines = fitLines(doc, line.product_name, COLS.name.w - 2 * PAD, 3, S.cell).length;
      const rowH = Math.max(1, nameLines) * lh(S.cell) + 6;
      if (y + rowH > BOTTOM) {
        doc.addPage({ size: A4, margin: 0 });
        y = MARGIN;
        text(t('continued', { number: po.po_number }), S.heading);
        y += 4;
        tableHead();
      }
      const at = y + 3;
      cell('no', String(i + 1), at, S.cell);
      cell('sku', line.sku, at, S.cell);
      cell('name', line.product_name, at, S.cell, 3);
      cell('qty', `${quantityText(line.quantity)}${line.unit ? ` ${line.unit}` : ''}`, at, S.cell);
      cell('cost', costDisplay(line.unit_cost), at, S.cell);
      cell('amount', groupedPrice(line.amount), at, S.cell);
      y += rowH;
      rule(y, 0.3);
    });

    // --- Totals, VAT apart, and the note.
    const totals: Array<[string, string, TextStyle]> = [
      [t('total'), groupedPrice(po.total), S.body],
      [t('vat'), groupedPrice(po.vat), S.body],
      [t('grandTotal'), groupedPrice(po.grand_total), S.total],
    ];
    const noteLines = po.note ? fitLines(doc, po.note, WIDTH, 6, S.body) : [];
    const need =
      totals.length * lh(S.total) +
      12 +
      (noteLines.length ? (noteLines.length + 1) * lh(S.body) + 8 : 0);
    if (y + need > BOTTOM) {
      doc.addPage({ size: A4, margin: 0 });
      y = MARGIN;
      text(t('continued', { number: po.po_number }), S.heading);
    }
    y += 6;
    const labelX = MARGIN + COLS.qty.x;
    const labelW = COLS.cost.x + COLS.cost.w - COLS.qty.x - PAD;
    for (const [label, value, style] of totals) {
      drawLine(doc, label, labelX, y, labelW, 'right', style);
      drawLine(
        doc,
        value,
        MARGIN + COLS.amount.x + PAD,
        y,
        COLS.amount.w - 2 * PAD,
        'right',
        style,
      );
      y += lh(S.total);
    }
    if (noteLines.length) {
      y += 8;
      text(t('note'), S.heading);
      for (const l of noteLines) {
        drawLine(doc, l, MARGIN, y, WIDTH, 'left', S.body);
        y += lh(S.body);
      }
    }

    // --- Who ordered and approved, at the foot when there is room.
    const signY = Math.max(y + 30, BOTTOM - 40);
    if (signY + 30 <= BOTTOM + 1) {
      y = signY;
      const half = WIDTH / 2;
      drawLine(
        doc,
        `${t('orderedBy')} ${po.created_by.name}`,
        MARGIN,
        y,
        half - 10,
        'left',
        S.body,
      );
      if (po.approved_by)
        drawLine(
          doc,
          `${t('approvedBy')} ${po.approved_by.name}`,
          MARGIN + half,
          y,
          half,
          'left',
          S.body,
        );
    }
  }
  doc.end();
  return ended;
}

/**
 * The POs of the enterprise a PDF prints: one by id, or every PO whose number is in
 * po_from..po_to (number order), at most 200. Nothing found: po.notFound.
 */
export async function poPdf(
  db: TenantDb,
  actor: Actor,
  query: PoPdfQuery,
): Promise<{ pdf: Buffer; filename: string }> {
  const where =
    query.id !== undefined
      ? { id: query.id, enterpriseId: actor.enterpriseId }
      : {
          enterpriseId: actor.enterpriseId,
          poNumber: { gte: query.po_from!, lte: query.po_to! },
        };
  const records = await db.purchaseOrder.findMany({
    where,
    select: poDetailSelect,
    orderBy: [{ poNumber: 'asc' }, { id: 'asc' }],
    take: MAX_PDF_POS + 1,
  });
  if (records.length === 0)
    throw new AppError(
      'po.notFound',
      query.id !== undefined ? `purchase order ${query.id}` : 'no purchase order in the range',
    );
  if (records.length > MAX_PDF_POS)
    throw new AppError(
      'common.invalidParameter',
      `at most ${MAX_PDF_POS} purchase orders in one PDF`,
    );
  const enterprise = await db.enterprise.findUniqueOrThrow({
    where: { id: actor.enterpriseId },
    select: { name: true, address: true, taxId: true, phone: true },
  });
  const pos = records.map((r) => toPoDetail(r));
  const pdf = await renderPoPdf(pos, enterprise, actor.locale);
  const filename =
    pos.length === 1
      ? `${pos[0]!.po_number}.pdf`
      : `${pos[0]!.po_number}_${pos.at(-1)!.po_number}.pdf`;
  return { pdf, filename };
}
