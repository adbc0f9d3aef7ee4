// Shipping labels and packing slips: POST and GET /api/v1/packings/print and GET
// /api/v2/packings/print give one A6 PDF, per order a label page then its slip page(s).
// The pages are read back with a small PDF text reader (tests/helpers/pdf-text.ts): each
// page says the order it belongs to, the label the tracking number, COD amount, recipient
// and sender; tenancy, access and bad ids.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from './helpers/api';
import {
  createOrder,
  demoRefs,
  insertOrder,
  RECIPIENT,
  root,
  type CreatedOrder,
  type DemoRefs,
} from './helpers/order-actions-fixture';
import { pdfPages, type PdfPage } from './helpers/pdf-text';

let refs: DemoRefs;
const tokens: Record<string, string> = {};
let cod: CreatedOrder;
let transfer: CreatedOrder;
let many: { id: number; order_number: string };
const tracking = `KEX${randomInt(10 ** 9)}TH`;
const tag = randomInt(36 ** 4).toString(36);
const shopName = `ร้านทดสอบฉลาก ${tag}`;
let saved: { name: string; address: string | null; phone: string | null } | undefined;

beforeAll(async () => {
  refs = await demoRefs();
  for (const u of ['owner', 'staff', 'agent', 'delivery', 'customer', 'admin2'])
    tokens[u] = await loginAs(u);
  saved = await root.enterprise.findUniqueOrThrow({
    where: { id: refs.enterpriseId },
    select: { name: true, address: true, phone: true },
  });
  await root.enterprise.update({
    where: { id: refs.enterpriseId },
    data: { name: shopName, address: '88 ถนนสุขุมวิท แขวงคลองเตย กรุงเทพฯ 10110', phone: '021234567' },
  });
  cod = await createOrder(tokens.owner!, refs, {
    payment_method_id: refs.methods.cod,
    shipping_provider_id: 2,
    seller_note: 'ห่อกันกระแทก 2 ชั้น',
    items: [
      { product_id: refs.products.serum, quantity: 2 },
      { product_id: refs.products.cream, quantity: 1 },
    ],
  });
  await root.order.update({ where: { id: cod.id }, data: { trackingNumber: tracking } });
  transfer = await createOrder(tokens.owner!, refs);
  const id = await insertOrder(refs, 111);
  await root.orderItem.createMany({
    data: Array.from({ length: 30 }, (_, i) => ({
      enterpriseId: refs.enterpriseId,
      orderId: id,
      productId: refs.products.serum,
      name: `เซรั่มวิตามินซี สูตรเข้มข้นพิเศษ สำหรับผิวแพ้ง่าย ขวดที่ ${i + 1}`,
      sku: `SERUM-${tag}-${i + 1}`,
      quantity: 1,
      price: '390.00',
      lineTotal: '390.00',
    })),
  });
  const row = await root.order.findUniqueOrThrow({ where: { id }, select: { orderNumber: true } });
  many = { id, order_number: row.orderNumber };
});

afterAll(async () => {
  // The demo shop's name is the seed's again for the other test files.
  if (saved) await root.enterprise.update({ where: { id: refs.enterpriseId }, data: saved });
});

const print = (ids: number[], opts: { token?: string; layout?: string } = {}) =>
  call('POST', '/api/v1/packings/print', {
    token: opts.token ?? tokens.staff,
    body: { order_ids: ids, ...(opts.layout ? { layout: opts.layout } : {}) },
  });

/** Which order each page belongs to, by the order number it shows. */
const owners = (pages: PdfPage[], numbers: string[]) =>
  pages.map((p) => numbers.filter((n) => p.text.includes(n)));

/** What each page says (its first runs): the message of a failed page assertion. */
const said = (pages: PdfPage[]) =>
  JSON.stringify(pages.map((p) => ({ runs: p.runs.slice(0, 16), images: p.images })));

describe('POST /api/v1/packings/print', () => {
  it('prints per order a label then its packing slip, in the order asked', async () => {
    const res = await print([transfer.id, cod.id]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(
      /^inline; filename="labels-\d{8}-2\.pdf"$/,
    );
    const pages = pdfPages(res.bytes);
    expect(pages).toHaveLength(4);
    const numbers = [transfer.order_number, cod.order_number];
    expect(owners(pages, numbers), said(pages)).toEqual([
      [numbers[0]],
      [numbers[0]],
      [numbers[1]],
      [numbers[1]],
    ]);

    const [, , label, slip] = pages;
    // The label: carrier, tracking, COD amount, recipient, sender, barcodes and QR.
    expect(label!.text).toContain('Kerry Express');
    expect(label!.text).toContain(tracking);
    expect(label!.text).toContain('เก็บเงินปลายทาง');
    expect(label!.text).toContain(
      `฿${Number(cod.total).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    expect(label!.text).toContain(RECIPIENT.phone);
    expect(label!.text).toContain(RECIPIENT.zipcode);
    expect(label!.text).toContain('021234567');
    expect(label!.text).toContain(tag);
    expect(label!.images).toBeGreaterThanOrEqual(3); // order Code 128, tracking Code 128, QR
    // The slip: the lines with their quantities and the note.
    expect(slip!.text).toContain('ใบแพ็กสินค้า');
    expect(slip!.text).toContain('SERUM-30');
    expect(slip!.text).toContain('CREAM-50');
    expect(slip!.text).toContain('รวม 3 ชิ้น');
    expect(slip!.text).toContain('กระแทก');

    // The transfer order has nothing to collect and no tracking number yet.
    expect(pages[0]!.text).toContain('ไม่ต้องเก็บเงิน');
    expect(pages[0]!.text).not.toContain('เก็บเงินปลายทาง');
    expect(pages[0]!.text).toContain('ยังไม่มีเลขพัสดุ');
    expect(pages[0]!.images).toBe(2); // order Code 128 and QR
  });

  it('runs a long slip over several pages, each naming its order', async () => {
    const res = await print([many.id, cod.id]);
    const pages = pdfPages(res.bytes);
    const mine = owners(pages, [many.order_number, cod.order_number]);
    const manyPages = mine.filter((o) => o[0] === many.order_number).length;
    // A label and at least two slip pages.
    expect(manyPages, said(pages)).toBeGreaterThanOrEqual(3);
    expect(mine.every((o) => o.length === 1)).toBe(true);
    const text = pages
      .slice(0, manyPages)
      .map((p) => p.text)
      .join('');
    for (let i = 1; i <= 30; i++) expect(text).toContain(`SERUM-${tag}-${i}`);
    expect(text).toContain('รวม 30 ชิ้น');
  });

  it('prints only the labels or only the slips when asked, and a repeated id once', async () => {
    const labels = pdfPages(
      (await print([cod.id, transfer.id, cod.id], { layout: 'label' })).bytes,
    );
    expect(owners(labels, [cod.order_number, transfer.order_number]), said(labels)).toEqual([
      [cod.order_number],
      [transfer.order_number],
    ]);
    const slips = pdfPages((await print([cod.id], { layout: 'slip' })).bytes);
    expect(slips).toHaveLength(1);
    expect(slips[0]!.text).toContain('ใบแพ็กสินค้า');
    expect(slips[0]!.text).not.toContain(tracking);
  });

  it('refuses the whole print when an id is not an order of the enterprise', async () => {
    const missing = await print([cod.id, 2_000_000_000]);
    expect(missing.status).toBe(404);
    expect(missing.body.Msg).toBe('order.notFound');
    expect(missing.body.Cause).toContain('2000000000');
    const other = await print([cod.id], { token: tokens.admin2 });
    expect(other.status).toBe(404);
    expect(other.body.Msg).toBe('order.notFound');
  });

  it('refuses bad input', async () => {
    for (const body of [
      {},
      { order_ids: [] },
      { order_ids: ['abc'] },
      { order_ids: [0] },
      { order_ids: Array.from({ length: 201 }, (_, i) => i + 1) },
      { order_ids: [cod.id], layout: 'poster' },
    ]) {
      const res = await call('POST', '/api/v1/packings/print', { token: tokens.staff, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.Msg).toBe('common.invalidParameter');
    }
  });

  it('is for the packing or order areas', async () => {
    for (const user of ['delivery', 'agent', 'staff', 'owner']) {
      expect((await print([cod.id], { token: tokens[user] })).status, user).toBe(200);
    }
    const customer = await print([cod.id], { token: tokens.customer });
    expect(customer.status).toBe(403);
    expect(customer.body.Msg).toBe('common.accessDenied');
    const anonymous = await call('POST', '/api/v1/packings/print', {
      body: { order_ids: [cod.id] },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /api/v1/packings/print and /api/v2/packings/print', () => {
  it('print the same pages from a comma list of ids', async () => {
    for (const path of ['/api/v1/packings/print', '/api/v2/packings/print']) {
      const res = await call('GET', `${path}?order_ids=${cod.id},${transfer.id}`, {
        token: tokens.staff,
      });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const pages = pdfPages(res.bytes);
      expect(owners(pages, [cod.order_number, transfer.order_number]), said(pages)).toEqual([
        [cod.order_number],
        [cod.order_number],
        [transfer.order_number],
        [transfer.order_number],
      ]);
      const one = await call('GET', `${path}?order_ids=${cod.id}&layout=label`, {
        token: tokens.staff,
      });
      expect(one.headers.get('content-disposition')).toBe(
        `inline; filename="label-${cod.order_number}.pdf"`,
      );
      expect(pdfPages(one.bytes)).toHaveLength(1);
    }
  });

  it('answers bad lists, unknown ids, other enterprises and missing rights', async () => {
    for (const q of ['', 'order_ids=', 'order_ids=a,b', 'order_ids=1,,x', 'order_ids=-1']) {
      const res = await call('GET', `/api/v2/packings/print?${q}`, { token: tokens.staff });
      expect(res.status, q).toBe(400);
    }
    const unknown = await call('GET', `/api/v2/packings/print?order_ids=${cod.id},2000000001`, {
      token: tokens.staff,
    });
    expect(unknown.status).toBe(404);
    const other = await call('GET', `/api/v1/packings/print?order_ids=${cod.id}`, {
      token: tokens.admin2,
    });
    expect(other.status).toBe(404);
    const customer = await call('GET', `/api/v2/packings/print?order_ids=${cod.id}`, {
      token: tokens.customer,
    });
    expect(customer.status).toBe(403);
  });
});
