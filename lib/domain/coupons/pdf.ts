import QRCode from 'qrcode';
import type { Actor } from '@/lib/auth/actor';
import type { TenantDb } from '@/lib/db';
import { messageText } from '@/lib/export/text';
import { DISCOUNT_TYPE } from '@/lib/domain/coupons/discount';
import { readCouponRecord } from '@/lib/domain/coupons/read';
import type { CouponAnswer } from '@/lib/domain/coupons/schemas';
import { toCoupon } from '@/lib/domain/coupons/serializers';
import {
  A4,
  drawLine,
  fitLines,
  groupedPrice,
  type TextStyle,
  openPdfDocument,
} from '@/lib/domain/wms/setup/label-pdf';
import { formatDate } from '@/lib/time/date-format';

// GET /api/v1/coupon/pdf?id=: the coupon on A4 sheets to print and hand out
// (docs/domain-rules.md, Coupons): its name, value, minimum and days, its own code with a
// QR code the packing station scans, then every unused member code of it, each with its
// QR code and member, as many sheets as they need. Thai text with the label sheets' fonts
// and line breaking (lib/domain/wms/setup/label-pdf.ts), in the actor's language.

const MARGIN = 36;
const WIDTH = A4[0] - 2 * MARGIN;
const BOTTOM = A4[1] - MARGIN;

const S = {
  title: { bold: true, size: 20 },
  name: { bold: true, size: 15 },
  value: { bold: true, size: 24 },
  body: { bold: false, size: 11 },
  code: { bold: true, size: 18 },
  heading: { bold: true, size: 12 },
  cellCode: { bold: true, size: 10 },
  cellName: { bold: false, size: 8 },
} satisfies Record<string, TextStyle>;
const lineHeight = (s: TextStyle) => s.size * 1.45;

const COLUMNS = 4;
const CELL_W = WIDTH / COLUMNS;
const CELL_QR = 96;
const CELL_H = CELL_QR + 40;

const qrPng = (text: string) =>
  QRCode.toBuffer(text, { margin: 1, scale: 6, errorCorrectionLevel: 'M' });

export interface UnusedCode {
  code: string;
  memberName: string | null;
}

export async function renderCouponPdf(
  coupon: CouponAnswer,
  unused: readonly UnusedCode[],
  locale: string,
): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) =>
    messageText(locale, `coupons.pdf.${key}`, params);
  const { doc, ended } = openPdfDocument(A4, { Title: coupon.code, Subject: t('title') });

  doc.addPage({ size: A4, margin: 0 });
  let y = MARGIN;
  const text = (s: string, style: TextStyle, maxLines = 1, align: 'left' | 'center' = 'left') => {
    for (const l of fitLines(doc, s, WIDTH, maxLines, style)) {
      drawLine(doc, l, MARGIN, y, WIDTH, align, style);
      y += lineHeight(style);
    }
  };

  // --- The coupon: name, value, conditions, days; its code and QR code.
  text(t('title'), S.title, 1, 'center');
  y += 4;
  text(coupon.name, S.name, 2, 'center');
  const value =
    coupon.discount_type === DISCOUNT_TYPE.percent
      ? t('percentOff', { percent: coupon.discount_value.replace(/\.00$/, '') })
      : t('amountOff', { amount: groupedPrice(coupon.discount_value) });
  y += 6;
  text(value, S.value, 1, 'center');
  const conditions = [
    coupon.max_discount !== null && coupon.discount_type === DISCOUNT_TYPE.percent
      ? t('cap', { amount: groupedPrice(coupon.max_discount) })
      : null,
    Number(coupon.minimum_amount) > 0
      ? t('minimum', { amount: groupedPrice(coupon.minimum_amount) })
      : null,
  ].filter((s): s is string => s !== null);
  if (conditions.length > 0) text(conditions.join(' · '), S.body, 2, 'center');
  text(
    t('validity', {
      from: formatDate(new Date(coupon.valid_from), locale),
      to: formatDate(new Date(coupon.valid_to), locale),
    }),
    S.body,
    1,
    'center',
  );
  if (coupon.description) text(coupon.description, S.body, 3, 'center');
  y += 10;
  const qrSize = 150;
  doc.image(await qrPng(coupon.code), MARGIN + (WIDTH - qrSize) / 2, y, {
    width: qrSize,
    height: qrSize,
  });
  y += qrSize + 6;
  text(`${t('code')}: ${coupon.code}`, S.code, 1, 'center');
  text(t('scan'), S.body, 1, 'center');

  // --- Every unused member code, four to a row, on as many sheets as they take.
  if (unused.length > 0) {
    y += 14;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    y += 8;
    text(t('memberCodes', { count: unused.length }), S.heading);
    y += 4;
    for (let i = 0; i < unused.length; i++) {
      const col = i % COLUMNS;
      if (col === 0 && y + CELL_H > BOTTOM) {
        doc.addPage({ size: A4, margin: 0 });
        y = MARGIN;
      }
      const m = unused[i]!;
      const x = MARGIN + col * CELL_W;
      doc.image(await qrPng(m.code), x + (CELL_W - CELL_QR) / 2, y, {
        width: CELL_QR,
        height: CELL_QR,
      });
      const [codeLine = m.code] = fitLines(doc, m.code, CELL_W - 6, 1, S.cellCode);
      drawLine(doc, codeLine, x + 3, y + CELL_QR + 3, CELL_W - 6, 'center', S.cellCode);
      if (m.memberName) {
        const [nameLine = ''] = fitLines(doc, m.memberName, CELL_W - 6, 1, S.cellName);
        drawLine(doc, nameLine, x + 3, y + CELL_QR + 19, CELL_W - 6, 'center', S.cellName);
      }
      if (col === COLUMNS - 1 || i === unused.length - 1) y += CELL_H;
    }
  }
  doc.end();
  return ended;
}

/** The sheet of a coupon of the actor's enterprise, named by its code. */
export async function couponPdf(
  db: TenantDb,
  actor: Actor,
  id: number,
): Promise<{ pdf: Buffer; filename: string }> {
  const coupon = toCoupon(await readCouponRecord(db, id));
  const unused = await db.memberCoupon.findMany({
    where: { couponId: id, status: 0 },
    select: { couponCode: true, member: { select: { displayName: true } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  const pdf = await renderCouponPdf(
    coupon,
    unused.map((u) => ({ code: u.couponCode, memberName: u.member.displayName })),
    actor.locale,
  );
  return { pdf, filename: `coupon-${coupon.code}.pdf` };
}
