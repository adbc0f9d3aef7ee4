// The order screens' form against the real API: what the form builds (components/orders/
// form: lines from a barcode lookup, the body, the update and the repeat) is what the
// server takes, and the totals the screen shows as staff type are the ones it stores.
// Also the page's lists (loadOrderFormOptions): active channels and methods only, normal
// live storages, the user's own sale channel as the default.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '@/lib/auth/actor';
import { tenantClient } from '@/lib/db';
import type { ProductLookupRow } from '@/lib/domain/catalog/schemas';
import {
  addProduct,
  emptyOrderForm,
  formFromOrder,
  updateLine,
  type OrderFormState,
} from '@/components/orders/form/form-state';
import { checkOrderForm, liveTotals, toUpdateInput } from '@/components/orders/form/to-order-input';
import { loadOrderFormOptions } from '@/lib/pages/orders/order-form-options';
import { call, loginAs } from './helpers/api';
import {
  demoShop,
  freshShop,
  newPhone,
  root,
  type OrderAnswer,
  type Shop,
} from './helpers/order-fixtures';

let staff: string;
let shop: Shop;

beforeAll(async () => {
  staff = await loginAs('staff');
  shop = await demoShop();
});

/** What the scan does: GET /api/v1/productssku?q=<code>, the exact match. */
async function scan(code: string): Promise<ProductLookupRow> {
  const res = await call<{ data: ProductLookupRow[] }>(
    'GET',
    `/api/v1/productssku?q=${encodeURIComponent(code)}&limit=5`,
    { token: staff },
  );
  expect(res.status).toBe(200);
  const found = res.body.data.find((r) => r.exact);
  if (!found) throw new Error(`no exact product for ${code}`);
  return found;
}

function withProduct(form: OrderFormState, product: ProductLookupRow): OrderFormState {
  const r = addProduct(form.lines, product);
  if (!r.ok) throw new Error(r.reason);
  return { ...form, lines: r.lines };
}

function body(form: OrderFormState) {
  const checked = checkOrderForm(form);
  if (!checked.ok) throw new Error(JSON.stringify(checked.issues));
  return checked.body;
}

describe('the order form against the API', () => {
  let created: OrderAnswer['Datum'];
  let form: OrderFormState;

  it('creates what the form built from scans, with the totals it showed', async () => {
    const serum = await scan('2000000000015');
    form = {
      ...emptyOrderForm({ sale_channel_id: shop.channelId }),
      payment_method_id: String(shop.transferId),
      shipping_provider_id: '1',
      recipient: {
        name: 'คุณสแกน ทดสอบ',
        phone: newPhone().replace(/^(\d{3})(\d{3})/, '$1-$2-'),
        address: '12 ซอยสุขุมวิท 1',
        subdistrict: 'คลองเตยเหนือ',
        district: 'วัฒนา',
        province: 'กรุงเทพมหานคร',
        zipcode: '10110',
      },
      shipping_fee: '45',
      discount: '9.99',
    };
    form = withProduct(form, serum);
    form = withProduct(form, serum); // scanned twice: one line, quantity 2
    form = withProduct(form, await scan('SOAP-3'));
    form = { ...form, lines: updateLine(form.lines, form.lines[1]!.key, { discount: '5.5' }) };
    expect(form.lines.map((l) => l.quantity)).toEqual(['2', '1']);

    const shown = liveTotals(form).totals;
    const res = await call<OrderAnswer>('POST', '/api/v1/orders', {
      token: staff,
      body: body(form),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    created = res.body.Datum;
    expect([created.subtotal, created.discount, created.shipping_fee, created.total]).toEqual([
      shown.subtotal,
      shown.discount,
      shown.shipping_fee,
      shown.total,
    ]);
    expect(created.items.map((i) => [i.product_id, i.quantity, i.line_total])).toEqual(
      form.lines.map((l, i) => [l.product_id, Number(l.quantity), shown.lines[i]!.line_total]),
    );
  });

  it('saves changes through the update, and shows the totals the server stores', async () => {
    let edit = formFromOrder(created);
    expect(toUpdateInput(body(edit)).items).toHaveLength(2);
    edit = { ...edit, lines: updateLine(edit.lines, edit.lines[0]!.key, { quantity: '3' }) };
    const res = await call<OrderAnswer>('PUT', `/api/v1/orders/${created.id}`, {
      token: staff,
      body: toUpdateInput(body(edit)),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum.total).toBe(liveTotals(edit).totals.total);
    expect(res.body.Datum.items[0]!.quantity).toBe(3);
    created = res.body.Datum;
  });

  it('repeats an order as a new one with the same recipient, lines and channels', async () => {
    const repeat = formFromOrder(created, true);
    const res = await call<OrderAnswer>('POST', '/api/v1/orders', {
      token: staff,
      body: body(repeat),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const again = res.body.Datum;
    expect(again.id).not.toBe(created.id);
    expect(again.order_number).not.toBe(created.order_number);
    expect(again.recipient).toEqual(created.recipient);
    expect([again.sale_channel_id, again.payment_method_id, again.shipping_provider_id]).toEqual([
      created.sale_channel_id,
      created.payment_method_id,
      created.shipping_provider_id,
    ]);
    expect(again.items.map((i) => [i.product_id, i.quantity])).toEqual([
      [created.items[0]!.product_id, 3],
      [created.items[1]!.product_id, 1],
    ]);
  });
});

describe('loadOrderFormOptions', () => {
  it("lists active channels and methods, normal live storages, and the user's channel", async () => {
    const { shop: fresh, adminId } = await freshShop();
    const e = fresh.id;
    const [off, agent] = await Promise.all([
      root.saleChannel.create({ data: { enterpriseId: e, name: 'ปิดแล้ว', type: 1, active: false } }),
      root.saleChannel.create({ data: { enterpriseId: e, name: 'ตัวแทน ก', type: 2 } }),
      root.paymentMethod.create({
        data: { enterpriseId: e, name: 'เลิกใช้', type: 1, active: false },
      }),
      root.storage.createMany({
        data: [
          { enterpriseId: e, name: 'คลังหลัก', kind: 1 },
          { enterpriseId: e, name: 'คลังเก่า', kind: 1, active: false },
          { enterpriseId: e, name: 'โต๊ะแพ็ค 1', kind: 2 },
        ],
      }),
    ]);
    await root.user.update({ where: { id: adminId }, data: { saleChannelId: agent.id } });

    const db = tenantClient(root, e);
    const { options, defaultSaleChannelId } = await loadOrderFormOptions(db, {
      userId: adminId,
    } as Actor);
    expect(options.saleChannels.map((c) => [c.name, c.type]).sort()).toEqual(
      [
        ['ตัวแทน ก', 2],
        ['หน้าร้าน', 1],
      ].sort(),
    );
    expect(options.saleChannels.some((c) => c.id === off.id)).toBe(false);
    expect(options.paymentMethods.map((m) => [m.name, m.type]).sort()).toEqual(
      [
        ['ปลายทาง', 2],
        ['โอนเงิน', 1],
      ].sort(),
    );
    expect(options.storages.map((s) => s.name)).toEqual(['คลังหลัก']);
    expect(defaultSaleChannelId).toBe(agent.id);

    // A user booked under a switched-off channel gets no default.
    await root.user.update({ where: { id: adminId }, data: { saleChannelId: off.id } });
    expect(
      (await loadOrderFormOptions(db, { userId: adminId } as Actor)).defaultSaleChannelId,
    ).toBe(null);
  });
});
