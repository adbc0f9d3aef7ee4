// Tracking, shipping, slips, PromptPay and the printed sheet of an order, on the real
// database and storage: carrier formats (Thai Post S10 with its check digit, Kerry, DHL,
// SPX, own courier), duplicate tracking numbers, trackingcheck; a slip whose QR code is
// read on the server and recognised on a second order; the PromptPay payload of the
// order's amount against a published example; the PDF.
import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/lib/auth/password';
import { s10CheckDigit } from '@/lib/domain/orders/tracking';
import { parsePromptPay } from '@/lib/domain/payments/promptpay-qr';
import { hasValidCrc } from '@/lib/domain/payments/emvco';
import { slipQrPayload } from '@/lib/domain/payments/slip-qr';
import { getObject } from '@/lib/storage';
import { call, loginAs } from './helpers/api';
import {
  createOrder,
  demoRefs,
  eventsOf,
  insertOrder,
  root,
  setStatus,
  type DemoRefs,
} from './helpers/order-actions-fixture';

let refs: DemoRefs;
let owner: string;

beforeAll(async () => {
  refs = await demoRefs();
  owner = await loginAs('owner');
});

const digits = (n: number) =>
  Array.from({ length: n }, (_, i) => (i === 0 ? randomInt(1, 10) : randomInt(10))).join('');

/** A Thai Post S10 number with a right check digit, a serial no other test used. */
function thaiPost(prefix = 'EE'): { number: string; wrong: string } {
  const serial = digits(8);
  const check = s10CheckDigit(serial);
  return {
    number: `${prefix}${serial}${check}TH`,
    wrong: `${prefix}${serial}${(check + 1) % 10}TH`,
  };
}

interface Detail {
  id: number;
  status: number;
  order_number: string;
  tracking_number: string | null;
  tracking_failed: boolean;
  shipping_provider_id: number;
  shipping_fee: string;
  subtotal: string;
  discount: string;
  total: string;
  recipient: Record<string, string>;
  payment_slip_key: string | null;
  slip_ref: string | null;
  slip_bank: string | null;
  slip_used_by: Array<{ id: number; order_number: string }>;
}
interface Answer<T = Detail> {
  Msg: string;
  Cause?: string;
  Datum: T;
}

const putTracking = (id: number, body: Record<string, unknown>) =>
  call<Answer>('PUT', `/api/v1/orders/tracking/${id}`, { token: owner, body });

describe('PUT /api/v1/orders/tracking/{id}', () => {
  it('takes a Thai Post S10 number with its check digit, normalised', async () => {
    const order = await createOrder(owner, refs); // Thai Post
    const { number, wrong } = thaiPost();
    const refused = await putTracking(order.id, { tracking_number: wrong });
    expect(refused.status).toBe(422);
    expect(refused.body.Msg).toBe('order.invalidTracking');
    expect(refused.body.Cause).toContain('check digit');

    const spaced = `${number.slice(0, 2)} ${number.slice(2, 6)} ${number.slice(6, 10)}-${number.slice(10, 11)} ${number.slice(11).toLowerCase()}`;
    const res = await putTracking(order.id, { tracking_number: spaced });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum.tracking_number).toBe(number);
    const event = (await eventsOf(order.id)).at(-1)!;
    expect(event.type).toBe('tracking');
    expect(event.data).toMatchObject({
      old: { tracking_number: null, shipping_provider_id: 1 },
      new: { tracking_number: number, shipping_provider_id: 1 },
    });
  });

  it.each([
    ['Kerry', 2, () => `SHP${digits(10)}`, ['KER123', `SHP${digits(5)}`, `XYZ${digits(10)}`]],
    ['Kerry (plain)', 2, () => digits(12), [digits(9)]],
    [
      'DHL',
      5,
      () => `GM${digits(14)}`,
      ['GM12', `ABCDEF${digits(10)}`, `GM${digits(4)}X${digits(6)}`],
    ],
    [
      'SPX',
      7,
      () => `TH${digits(13)}A`,
      [`TH${digits(10)}A`, `TH${digits(13)}`, `SG${digits(13)}A`],
    ],
    ['own courier', 6, () => `OWN-${digits(6)}`, ['A1', 'ab/cd', 'x'.repeat(41)]],
  ] as const)('%s: valid and invalid samples', async (_name, provider, valid, invalid) => {
    const order = await createOrder(owner, refs);
    for (const bad of invalid) {
      const res = await putTracking(order.id, {
        tracking_number: bad,
        shipping_provider_id: provider,
      });
      expect(res.status, bad).toBe(422);
      expect(res.body.Msg).toBe('order.invalidTracking');
    }
    const good = valid();
    const res = await putTracking(order.id, {
      tracking_number: good,
      shipping_provider_id: provider,
    });
    expect(res.status, `${good}: ${JSON.stringify(res.body)}`).toBe(200);
    expect(res.body.Datum.tracking_number).toBe(good.replace(/-/g, '').toUpperCase());
    expect(res.body.Datum.shipping_provider_id).toBe(provider);
  });

  it('refuses a number another order already has (409), and a closed order', async () => {
    const first = await createOrder(owner, refs);
    const second = await createOrder(owner, refs);
    const { number } = thaiPost('RB');
    expect((await putTracking(first.id, { tracking_number: number })).status).toBe(200);
    const dup = await putTracking(second.id, { tracking_number: number });
    expect(dup.status).toBe(409);
    expect(dup.body.Msg).toBe('order.duplicateTracking');
    expect(dup.body.Cause).toContain(first.order_number);
    // Setting the same number on its own order again is no change.
    const same = await putTracking(first.id, { tracking_number: number });
    expect(same.status).toBe(200);
    expect((await eventsOf(first.id)).filter((e) => e.type === 'tracking')).toHaveLength(1);

    for (const status of [140, 141, 142]) {
      const id = await insertOrder(refs, status);
      const res = await putTracking(id, { tracking_number: thaiPost().number });
      expect(res.status).toBe(422);
      expect(res.body.Msg).toBe('order.invalidStatusTransition');
    }
  });

  it('two orders given one number at once: one gets it', async () => {
    const a = await createOrder(owner, refs);
    const b = await createOrder(owner, refs);
    const { number } = thaiPost('CP');
    const answers = await Promise.all(
      [a, b].map((o) => putTracking(o.id, { tracking_number: number })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await root.order.count({ where: { trackingNumber: number } })).toBe(1);
  });

  it('clears a failed tracking', async () => {
    const order = await createOrder(owner, refs);
    const { number } = thaiPost();
    await root.order.update({
      where: { id: order.id },
      data: { trackingNumber: number, trackingFailed: true },
    });
    const res = await putTracking(order.id, { tracking_number: number });
    expect(res.status).toBe(200);
    expect(res.body.Datum.tracking_failed).toBe(false);
  });
});

describe('POST /api/v1/orders/trackingcheck/{id}', () => {
  it('answers the normalised number and the orders that have it, saving nothing', async () => {
    const holder = await createOrder(owner, refs);
    const order = await createOrder(owner, refs);
    const { number, wrong } = thaiPost();
    await putTracking(holder.id, { tracking_number: number });

    const res = await call<Answer<Record<string, unknown>>>(
      'POST',
      `/api/v1/orders/trackingcheck/${order.id}`,
      { token: owner, body: { tracking_number: number.toLowerCase() } },
    );
    expect(res.status).toBe(200);
    expect(res.body.Datum).toEqual({
      valid: true,
      tracking_number: number,
      shipping_provider_id: 1,
      used_by: [{ id: holder.id, order_number: holder.order_number }],
    });
    const bad = await call('POST', `/api/v1/orders/trackingcheck/${order.id}`, {
      token: owner,
      body: { tracking_number: wrong },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.Msg).toBe('order.invalidTracking');
    const spx = await call<Answer<Record<string, unknown>>>(
      'POST',
      `/api/v1/orders/trackingcheck/${order.id}`,
      { token: owner, body: { tracking_number: 'th 2401 2345 6789 a', shipping_provider_id: 7 } },
    );
    expect(spx.body.Datum).toMatchObject({ tracking_number: 'TH240123456789A', used_by: [] });
    const row = await root.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row.trackingNumber).toBeNull();
    expect(row.shippingProviderId).toBe(1);
  });
});

describe('PUT /api/v1/orders/shipping/{id}', () => {
  it('changes the fee (the total follows), the recipient and the provider', async () => {
    const order = await createOrder(owner, refs, { shipping_fee: '40.00', discount: '10.00' });
    const res = await call<Answer>('PUT', `/api/v1/orders/shipping/${order.id}`, {
      token: owner,
      body: {
        shipping_fee: '55.50',
        shipping_provider_id: 2,
        recipient: {
          name: 'คุณใหม่ ย้ายบ้าน',
          phone: '089-987-6543',
          address: '45 หมู่ 2 ถนนนิมมานเหมินท์',
          subdistrict: 'สุเทพ',
          district: 'เมืองเชียงใหม่',
          province: 'เชียงใหม่',
          zipcode: '50200',
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body.Datum;
    expect(d.shipping_fee).toBe('55.50');
    expect(d.total).toBe((Number(d.subtotal) - 10 + 55.5).toFixed(2));
    expect(d.shipping_provider_id).toBe(2);
    expect(d.recipient).toMatchObject({
      name: 'คุณใหม่ ย้ายบ้าน',
      phone: '0899876543',
      zipcode: '50200',
    });
    const event = (await eventsOf(order.id)).at(-1)!;
    expect(event.type).toBe('shipping');
    expect(event.data).toMatchObject({
      changes: {
        shipping_fee: { old: '40.00', new: '55.50' },
        shipping_provider_id: { old: 1, new: 2 },
      },
    });
  });

  it('refuses a provider that does not fit the tracking number already set', async () => {
    const order = await createOrder(owner, refs);
    await putTracking(order.id, { tracking_number: thaiPost().number });
    const res = await call('PUT', `/api/v1/orders/shipping/${order.id}`, {
      token: owner,
      body: { shipping_provider_id: 7 },
    });
    expect(res.status).toBe(422);
    expect(res.body.Msg).toBe('order.invalidTracking');
  });

  it('only at 100, 111 and 114; unknown fields refused', async () => {
    for (const status of [112, 121, 140]) {
      const id = await insertOrder(refs, status);
      const res = await call('PUT', `/api/v1/orders/shipping/${id}`, {
        token: owner,
        body: { shipping_fee: '1.00' },
      });
      expect(res.status).toBe(422);
      expect(res.body.Msg).toBe('order.invalidStatusTransition');
    }
    const id = await insertOrder(refs, 114);
    expect(
      (
        await call('PUT', `/api/v1/orders/shipping/${id}`, {
          token: owner,
          body: { shipping_fee: '1.00' },
        })
      ).status,
    ).toBe(200);
    const strict = await call('PUT', `/api/v1/orders/shipping/${id}`, {
      token: owner,
      body: { total: '1.00' },
    });
    expect(strict.status).toBe(400);
  });
});

const imageForm = (bytes: Buffer, type = 'image/png', name = 'slip.png') => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
};
const uploadSlip = (id: number, form: FormData) =>
  call<Answer<Detail & { payment_slip_url: string }>>('POST', `/api/v1/orders/${id}/slip`, {
    token: owner,
    form,
  });

describe('POST /api/v1/orders/{id}/slip', () => {
  it('reads the slip QR, and recognises the same slip on a second order', async () => {
    const transRef = `${digits(12)}BPP${digits(5)}`;
    const png = await QRCode.toBuffer(slipQrPayload({ sendingBank: '004', transRef }), {
      scale: 6,
    });
    const first = await createOrder(owner, refs);
    const a = await uploadSlip(first.id, imageForm(png));
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body.Datum).toMatchObject({ slip_ref: transRef, slip_bank: '004', slip_used_by: [] });
    expect(a.body.Datum.payment_slip_key).toMatch(
      new RegExp(`^${refs.enterpriseId}/payment-slips/\\d{4}/\\d{2}/[0-9a-f-]+\\.png$`),
    );
    expect(a.body.Datum.payment_slip_url).toBe(`/api/v1/files/${a.body.Datum.payment_slip_key}`);
    expect(await getObject(a.body.Datum.payment_slip_key!)).not.toBeNull();
    const row = await root.order.findUniqueOrThrow({ where: { id: first.id } });
    expect(row).toMatchObject({ slipRef: transRef, slipBank: '004' });
    expect(row.slipUploadedAt).toBeInstanceOf(Date);

    const second = await createOrder(owner, refs);
    const b = await uploadSlip(second.id, imageForm(png));
    expect(b.body.Datum.slip_used_by).toEqual([{ id: first.id, order_number: first.order_number }]);
    const event = (await eventsOf(second.id)).at(-1)!;
    expect(event).toMatchObject({ type: 'slip_uploaded' });
    expect(event.data).toMatchObject({
      slip_ref: transRef,
      slip_bank: '004',
      duplicate_of: [first.order_number],
    });
    const detail = await call<Answer>('GET', `/api/v1/orders/detail?id=${first.id}`, {
      token: owner,
    });
    expect(detail.body.Datum.slip_used_by).toEqual([
      { id: second.id, order_number: second.order_number },
    ]);
  });

  it('keeps a slip without a QR code, with no reference', async () => {
    const order = await createOrder(owner, refs);
    const blank = new PNG({ width: 200, height: 300 });
    blank.data.fill(240);
    const res = await uploadSlip(order.id, imageForm(PNG.sync.write(blank)));
    expect(res.status).toBe(200);
    expect(res.body.Datum).toMatchObject({ slip_ref: null, slip_bank: null, slip_used_by: [] });
    expect((await root.order.findUniqueOrThrow({ where: { id: order.id } })).paymentSlipKey).toBe(
      res.body.Datum.payment_slip_key,
    );
  });

  it('refuses what is not an image, whatever its name, and a missing file', async () => {
    const order = await createOrder(owner, refs);
    const text = await uploadSlip(
      order.id,
      imageForm(Buffer.from('hello, not a slip'), 'image/png'),
    );
    expect(text.status).toBe(415);
    expect(text.body.Msg).toBe('file.invalidType');
    const pdf = await uploadSlip(
      order.id,
      imageForm(
        Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF'),
        'application/pdf',
        's.pdf',
      ),
    );
    expect(pdf.status).toBe(415);
    const none = await call('POST', `/api/v1/orders/${order.id}/slip`, { token: owner, body: {} });
    expect(none.status).toBe(400);
    expect(
      (await root.order.findUniqueOrThrow({ where: { id: order.id } })).paymentSlipKey,
    ).toBeNull();
  });

  it('refuses a closed order', async () => {
    const order = await createOrder(owner, refs);
    await setStatus(order.id, 140);
    const png = await QRCode.toBuffer(slipQrPayload({ sendingBank: '014', transRef: digits(10) }));
    const res = await uploadSlip(order.id, imageForm(png));
    expect(res.status).toBe(422);
    expect(res.body.Msg).toBe('order.invalidStatusTransition');
  });

  it('is open to payment checkers without order rights, not to others', async () => {
    const username = `slip.checker.${digits(6)}`;
    await root.user.create({
      data: {
        enterpriseId: refs.enterpriseId,
        username,
        passwordHash: await hashPassword('demo1234'),
        firstName: 'Slip',
        groupId: 3,
        roles: { payment: 2 },
      },
    });
    const checker = await loginAs(username);
    const delivery = await loginAs('delivery'); // neither order nor payment
    const order = await createOrder(owner, refs);
    const png = await QRCode.toBuffer(slipQrPayload({ sendingBank: '014', transRef: digits(10) }));
    const denied = await call('POST', `/api/v1/orders/${order.id}/slip`, {
      token: delivery,
      form: imageForm(png),
    });
    expect(denied.status).toBe(403);
    const allowed = await call('POST', `/api/v1/orders/${order.id}/slip`, {
      token: checker,
      form: imageForm(png),
    });
    expect(allowed.status).toBe(200);
  });
});

describe('GET /api/v1/orders/{id}/promptpay', () => {
  it("is the PromptPay payload of the order's total, as the published example", async () => {
    // MASK-10 at 250.00, no fee: the third-party example vector of
    // lib/domain/payments/promptpay-qr.test.ts for 0812345678 and 250.00.
    const order = await createOrder(owner, refs, {
      payment_method_id: refs.methods.promptpay,
      items: [{ product_id: refs.products.mask, quantity: 1 }],
    });
    expect(order.total).toBe('250.00');
    const res = await call<
      Answer<{ payload: string; amount: string; target: string; svg: string }>
    >('GET', `/api/v1/orders/${order.id}/promptpay`, { token: owner });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { payload, amount, target, svg } = res.body.Datum;
    expect(payload).toBe(
      '00020101021229370016A000000677010111011300668123456785802TH53037645406250.0063047D89',
    );
    expect(amount).toBe('250.00');
    expect(target).toBe('xxxxxx5678');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(hasValidCrc(payload, '63')).toBe(true);
    expect(parsePromptPay(payload)).toEqual({
      target: { kind: 'mobile', id: '0812345678' },
      amount: '250.00',
      dynamic: true,
    });
  });

  it('follows the amount of another order', async () => {
    const order = await createOrder(owner, refs, {
      payment_method_id: refs.methods.promptpay,
      items: [{ product_id: refs.products.serum, quantity: 3 }],
      shipping_fee: '45.25',
    });
    const res = await call<Answer<{ payload: string; amount: string }>>(
      'GET',
      `/api/v1/orders/${order.id}/promptpay`,
      { token: owner },
    );
    expect(res.body.Datum.amount).toBe(order.total);
    expect(parsePromptPay(res.body.Datum.payload)?.amount).toBe(order.total);
  });

  it('answers payment.noPromptPay for a method without a PromptPay id', async () => {
    const order = await createOrder(owner, refs); // bank transfer
    const res = await call('GET', `/api/v1/orders/${order.id}/promptpay`, { token: owner });
    expect(res.status).toBe(422);
    expect(res.body.Msg).toBe('payment.noPromptPay');
  });
});

describe('GET /api/v1/orders/{id}/print', () => {
  it('is a PDF named after the order', async () => {
    const order = await createOrder(owner, refs, {
      payment_method_id: refs.methods.cod,
      seller_note: 'ห่อกันกระแทก 2 ชั้น\nส่งก่อนเที่ยง',
      items: [
        { product_id: refs.products.serum, quantity: 2 },
        { product_id: refs.products.cream, quantity: 1, discount: '10.00' },
      ],
    });
    await putTracking(order.id, { tracking_number: thaiPost().number });
    const res = await call('GET', `/api/v1/orders/${order.id}/print`, { token: owner });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="${order.order_number}.pdf"`,
    );
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.bytes.length).toBeGreaterThan(5000);
  });

  it('prints an order with many lines over several pages', async () => {
    const id = await insertOrder(refs, 111);
    await root.orderItem.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({
        enterpriseId: refs.enterpriseId,
        orderId: id,
        productId: refs.products.serum,
        name: `เซรั่มวิตามินซี สูตรเข้มข้นพิเศษ สำหรับผิวแพ้ง่าย ขวดที่ ${i + 1}`,
        sku: `SERUM-${i}`,
        quantity: 1,
        price: '390.00',
        lineTotal: '390.00',
      })),
    });
    const res = await call('GET', `/api/v1/orders/${id}/print`, { token: owner });
    expect(res.status).toBe(200);
    const pages = res.bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThan(1);
  });
});
