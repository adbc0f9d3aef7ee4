import { messageText } from '@/lib/export/text';
import type { OrderDetail } from '@/lib/domain/orders/schemas';
import {
  A4,
  drawLine,
  fitLines,
  groupedPrice,
  openPdfDocument,
  type TextStyle,
} from '@/lib/domain/wms/setup/label-pdf';
import { formatDateTime } from '@/lib/time/date-format';

// timeline.pdf of the claim pack (docs/domain-rules.md, Returns: "Claims"): the order's
// story for the carrier or the marketplace, in Thai whoever downloads it: the order and
// its platform ids, the recipient, the items, the claim and the buyer's return request,
// then every order event with its Bangkok time, who did it and the status words, and the
// files that came with it in the pack. Thai text is drawn with the label sheets' fonts and
// line breaking (lib/domain/wms/setup/label-pdf.ts).

export interface ClaimTimeline {
  order: OrderDetail;
  /** Names of the other files in the pack, in the pack's order. */
  files: readonly string[];
  /** What the pack lacks and why (no packing video, a video too long to cut). */
  notes: readonly string[];
  madeAt: Date;
}

const LOCALE = 'th';
const MARGIN = 40;
const WIDTH = A4[0] - 2 * MARGIN;
const BOTTOM = A4[1] - MARGIN - 20;

const S = {
  title: { bold: true, size: 15 },
  heading: { bold: true, size: 11.5 },
  body: { bold: false, size: 9.5 },
  bold: { bold: true, size: 9.5 },
  small: { bold: false, size: 8 },
} satisfies Record<string, TextStyle>;
const lineHeight = (style: TextStyle) => style.size * 1.5;

const t = (key: string, params?: Record<string, string | number>) =>
  messageText(LOCALE, key, params);
const when = (iso: string | null) => (iso ? formatDateTime(iso, LOCALE) : t('claims.pdf.none'));
const statusWord = (code: number) => t(`orders.status.${code}`);

/** The PDF; one A4 page or more as the timeline needs. */
export async function renderClaimTimelinePdf(input: ClaimTimeline): Promise<Buffer> {
  const { order } = input;
  const { doc, ended } = openPdfDocument(
    A4,
    {
      Title: t('claims.pdf.title', { number: order.order_number }),
      Subject: t('claims.pdf.subtitle'),
    },
    { bufferPages: true },
  );

  let y = MARGIN;
  const newPage = () => {
    doc.addPage({ size: A4, margin: 0 });
    y = MARGIN;
  };
  const room = (height: number) => {
    if (y + height > BOTTOM) newPage();
  };
  /** Text wrapped to the width (indented), a new page when the next line does not fit. */
  const write = (text: string, style: TextStyle = S.body, indent = 0, maxLines = 12) => {
    for (const line of fitLines(doc, text, WIDTH - indent, maxLines, style)) {
      room(lineHeight(style));
      drawLine(doc, line, MARGIN + indent, y, WIDTH - indent, 'left', style);
      y += lineHeight(style);
    }
  };
  const heading = (text: string) => {
    room(lineHeight(S.heading) * 3);
    y += 6;
    drawLine(doc, text, MARGIN, y, WIDTH, 'left', S.heading);
    y += lineHeight(S.heading);
    doc
      .moveTo(MARGIN, y - 2)
      .lineTo(MARGIN + WIDTH, y - 2)
      .lineWidth(0.5)
      .stroke('#999999');
    y += 2;
  };
  const fact = (label: string, value: string) => write(`${label}: ${value}`);

  newPage();
  drawLine(
    doc,
    t('claims.pdf.title', { number: order.order_number }),
    MARGIN,
    y,
    WIDTH,
    'left',
    S.title,
  );
  y += lineHeight(S.title);
  drawLine(doc, t('claims.pdf.subtitle'), MARGIN, y, WIDTH, 'left', S.body);
  y += lineHeight(S.body) + 4;

  fact(t('claims.pdf.orderNumber'), order.order_number);
  fact(t('claims.pdf.platform'), t(`orders.platforms.${order.platform}`));
  if (order.platform_order_id) fact(t('claims.pdf.platformOrderId'), order.platform_order_id);
  if (order.platform_shop_name) fact(t('claims.pdf.shop'), order.platform_shop_name);
  fact(t('claims.pdf.status'), `${statusWord(order.status)} (${order.status})`);
  fact(t('claims.pdf.carrier'), t(`orders.shippingProviders.${order.shipping_provider_id}`));
  fact(t('claims.pdf.tracking'), order.tracking_number ?? t('claims.pdf.none'));
  fact(t('claims.pdf.createdAt'), when(order.created_at));
  fact(t('claims.pdf.deliveredAt'), when(order.delivered_at));

  heading(t('claims.pdf.recipient'));
  const r = order.recipient;
  write(r.name, S.bold);
  write(`${t('claims.pdf.phone')} ${r.phone}`);
  write([r.address, r.subdistrict, r.district, r.province, r.zipcode].filter(Boolean).join(' '));

  heading(t('claims.pdf.items'));
  order.items.forEach((item, i) => {
    write(`${i + 1}. ${item.sku} ${item.name}`, S.bold, 0, 3);
    write(
      `${t('claims.pdf.quantity', { count: item.quantity })} · ${groupedPrice(item.line_total)}`,
      S.body,
      14,
    );
  });
  write(t('claims.pdf.total', { amount: groupedPrice(order.total) }), S.bold);

  if (order.claim) {
    const c = order.claim;
    heading(t('claims.pdf.claim'));
    write(
      t('claims.pdf.claimLine', {
        party: t(`claims.party.${c.party}`),
        who: c.created_by_name ?? t('claims.pdf.system'),
        time: when(c.created_at),
      }),
      S.bold,
    );
    write(c.reason, S.body, 0, 20);
    write(t('claims.pdf.photos', { count: c.photos.length }));
  }

  if (order.return_request) {
    const q = order.return_request;
    heading(t('claims.pdf.returnRequest'));
    write(
      t('claims.pdf.returnLine', {
        kind: t(`claims.returnKinds.${q.kind}`),
        status: q.platform_status,
        time: when(q.requested_at),
      }),
      S.bold,
    );
    write(`${t('claims.returnRequest.requestId')}: ${q.platform_return_id}`);
    if (q.reason) write(`${t('claims.returnRequest.reason')}: ${q.reason}`, S.body, 0, 10);
    if (q.buyer_tracking_number)
      write(`${t('claims.returnRequest.buyerTracking')}: ${q.buyer_tracking_number}`);
  }

  heading(t('claims.pdf.events'));
  for (const e of order.events) {
    room(lineHeight(S.bold) + lineHeight(S.body));
    const label = t(`orders.events.${e.type}`);
    const move =
      e.to_status === null
        ? ''
        : e.from_status === null
          ? ` · ${statusWord(e.to_status)}`
          : ` · ${t('claims.pdf.move', { from: statusWord(e.from_status), to: statusWord(e.to_status) })}`;
    write(`${when(e.created_at)}  ${label}${move}`, S.bold, 0, 3);
    write(t('claims.pdf.by', { who: e.user_name ?? t('claims.pdf.system') }), S.body, 14);
    if (e.reason) write(e.reason, S.body, 14, 8);
  }

  heading(t('claims.pdf.files'));
  for (const name of input.files) write(`• ${name}`);
  for (const note of input.notes) write(`• ${note}`);

  const range = doc.bufferedPageRange();
  const made = t('claims.pdf.madeAt', { time: formatDateTime(input.madeAt, LOCALE) });
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const fy = A4[1] - MARGIN;
    drawLine(doc, `${order.order_number} · ${made}`, MARGIN, fy, WIDTH, 'left', S.small);
    const page = t('claims.pdf.page', { page: i + 1, pages: range.count });
    drawLine(doc, page, MARGIN, fy, WIDTH, 'right', S.small);
  }
  doc.end();
  return ended;
}
