import { describe, expect, it } from 'vitest';
import {
  parsePancakeTime,
  parsePancakeWebhook,
  toPancakeOrder,
  toPancakeSku,
} from '@/lib/domain/platforms/pancake/order-shape';
import { PlatformRequestError } from '@/lib/domain/platforms/platform-errors';

/** An order as Pancake's API documentation shows it (trimmed), in a Thai shop. */
function order(over: Record<string, unknown> = {}) {
  return {
    id: 1418,
    shop_id: 4,
    status: 1,
    status_name: 'submitted',
    inserted_at: '2026-11-20T04:51:42',
    updated_at: '2026-11-20T04:51:54.123456',
    bill_full_name: 'สมชาย ใจดี',
    bill_phone_number: '0812345678',
    items: [
      {
        product_id: 'p-1',
        variation_id: 'v-1',
        quantity: 2,
        discount_each_product: 10,
        is_bonus_product: false,
        is_discount_percent: false,
        variation_info: {
          name: 'เซรั่ม 30 มล.',
          display_id: 'SERUM-30',
          retail_price: 390,
          images: ['https://img.example/serum.jpg'],
        },
      },
      {
        product_id: 'p-2',
        variation_id: 'v-2',
        quantity: 1,
        discount_each_product: 10,
        is_discount_percent: true,
        variation_info: { name: 'ครีม', display_id: null, retail_price: 450.5 },
      },
      {
        product_id: 'p-3',
        variation_id: 'v-3',
        quantity: 1,
        is_bonus_product: true,
        variation_info: { name: 'ของแถม', retail_price: 59 },
      },
    ],
    note: 'ฝากไว้หน้าบ้าน',
    shipping_fee: 40,
    is_free_shipping: false,
    total_discount: 20,
    cod: 1200,
    partner: { partner_name: 'Kerry Express', extend_code: 'KEX123', paid_at: null },
    shipping_address: {
      full_name: 'สมชาย ใจดี',
      phone_number: '0812345678',
      address: '99/1 ถนนสุขุมวิท',
      commune_name: 'ลุมพินี',
      district_name: 'ปทุมวัน',
      province_name: 'กรุงเทพมหานคร',
      post_code: '10330',
    },
    ...over,
  };
}

describe('parsePancakeTime', () => {
  it('reads UTC without an offset, with or without a fraction, and an offset when given', () => {
    expect(parsePancakeTime('2026-11-20T04:51:54')?.toISOString()).toBe('2026-11-20T04:51:54.000Z');
    expect(parsePancakeTime('2026-11-20 04:51:54.123456')?.toISOString()).toBe(
      '2026-11-20T04:51:54.123Z',
    );
    expect(parsePancakeTime('2026-11-20T11:51:54+07:00')?.toISOString()).toBe(
      '2026-11-20T04:51:54.000Z',
    );
    expect(parsePancakeTime('')).toBeNull();
    expect(parsePancakeTime('yesterday')).toBeNull();
    expect(parsePancakeTime(null)).toBeNull();
  });
});

describe('toPancakeOrder', () => {
  it('reads the order: lines, money, recipient, carrier, COD and status', () => {
    const o = toPancakeOrder(order())!;
    expect(o).toMatchObject({
      platformOrderId: '1418',
      platformStatus: '1 confirmed',
      mapped: { status: 111, deleted: false },
      recipient: {
        name: 'สมชาย ใจดี',
        phone: '0812345678',
        address: '99/1 ถนนสุขุมวิท',
        subdistrict: 'ลุมพินี',
        district: 'ปทุมวัน',
        province: 'กรุงเทพมหานคร',
        zipcode: '10330',
      },
      cashOnDelivery: true,
      paymentMethodName: 'Cash on delivery',
      shippingProviderName: 'Kerry Express',
      trackingNumber: 'KEX123',
      buyerNote: 'ฝากไว้หน้าบ้าน',
      packageId: null,
      paidAt: null,
      returnRequests: [],
    });
    expect(o.createTime.toISOString()).toBe('2026-11-20T04:51:42.000Z');
    expect(o.updateTime.toISOString()).toBe('2026-11-20T04:51:54.123Z');
    expect(o.lines).toEqual([
      {
        platformItemId: 'p-1',
        platformSkuId: 'v-1',
        sellerSku: 'SERUM-30',
        name: 'เซรั่ม 30 มล.',
        quantity: 2,
        unitPrice: '390.00',
        sellerDiscount: '20.00',
        platformDiscount: '0.00',
        imageUrl: 'https://img.example/serum.jpg',
      },
      {
        platformItemId: 'p-2',
        platformSkuId: 'v-2',
        sellerSku: null,
        name: 'ครีม',
        quantity: 1,
        unitPrice: '450.50',
        sellerDiscount: '45.05',
        platformDiscount: '0.00',
        imageUrl: null,
      },
      {
        platformItemId: 'p-3',
        platformSkuId: 'v-3',
        sellerSku: null,
        name: 'ของแถม',
        quantity: 1,
        unitPrice: '0.00',
        sellerDiscount: '0.00',
        platformDiscount: '0.00',
        imageUrl: null,
      },
    ]);
    // 780 + 450.50 + 0 = 1230.50; discounts 20 + 45.05 + 20 = 85.05; shipping 40.
    expect([o.subtotal, o.sellerDiscount, o.platformDiscount, o.shippingFee, o.total]).toEqual([
      '1230.50',
      '85.05',
      '0.00',
      '40.00',
      '1185.45',
    ]);
  });

  it('says a deleted order and a partial return in its status words', () => {
    expect(toPancakeOrder(order({ status: 7 }))).toMatchObject({
      platformStatus: '7 deleted',
      mapped: { status: 140, deleted: true },
    });
    expect(toPancakeOrder(order({ status: 15 }))).toMatchObject({
      platformStatus: '15 partial_return',
      mapped: { status: 141, partialReturn: true },
    });
  });

  it('takes a paid-by-transfer order, free shipping, and the bill name when the address has none', () => {
    const o = toPancakeOrder(
      order({
        cod: 0,
        partner: null,
        is_free_shipping: true,
        status: 16,
        shipping_address: { address: 'ที่อยู่' },
      }),
    )!;
    expect(o).toMatchObject({
      cashOnDelivery: false,
      paymentMethodName: 'Bank transfer',
      shippingFee: '0.00',
      shippingProviderName: null,
      trackingNumber: null,
      recipient: { name: 'สมชาย ใจดี', phone: '0812345678', zipcode: '' },
      mapped: { status: 130 },
    });
    expect(o.paidAt?.toISOString()).toBe(o.updateTime.toISOString());
  });

  it('never lets the discounts pass the goods, nor a line without a variation in', () => {
    const o = toPancakeOrder(
      order({
        total_discount: 99999,
        items: [
          { variation_id: 'v-9', quantity: 1, variation_info: { retail_price: 100 } },
          { variation_id: '', quantity: 1, variation_info: { retail_price: 100 } },
          { variation_id: 'v-8', quantity: 0, variation_info: { retail_price: 100 } },
        ],
      }),
    )!;
    expect(o.lines.map((l) => [l.platformItemId, l.platformSkuId, l.name])).toEqual([
      ['v-9', 'v-9', 'v-9'],
    ]);
    expect([o.subtotal, o.sellerDiscount, o.total]).toEqual(['100.00', '100.00', '40.00']);
  });

  it('refuses an order without an id, an update time or a documented status', () => {
    expect(toPancakeOrder(order({ id: null }))).toBeNull();
    expect(toPancakeOrder(order({ updated_at: null }))).toBeNull();
    expect(toPancakeOrder(order({ status: 10 }))).toBeNull();
    expect(toPancakeOrder(order({ status: '1' }))).toBeNull();
    expect(toPancakeOrder('nonsense')).toBeNull();
  });
});

describe('toPancakeSku', () => {
  it('reads a variation of the product list', () => {
    expect(
      toPancakeSku({
        id: 'v-1',
        product_id: 'p-1',
        display_id: 'SERUM-30',
        fields: [{ name: 'ขนาด', value: '30 มล.' }],
        retail_price: 390,
        remain_quantity: 20,
        images: [],
        product: { name: 'เซรั่ม', image: 'https://img.example/p.jpg' },
        variations_warehouses: [{ warehouse_id: 'w-1', remain_quantity: 20 }],
      }),
    ).toEqual({
      platformItemId: 'p-1',
      platformSkuId: 'v-1',
      sellerSku: 'SERUM-30',
      name: 'เซรั่ม - 30 มล.',
      price: '390.00',
      stock: 20,
      status: 0,
      imageUrl: 'https://img.example/p.jpg',
      warehouseId: 'w-1',
    });
    expect(toPancakeSku({ id: 'v-2', is_locked: true })).toMatchObject({ status: 1, stock: null });
    expect(toPancakeSku({ id: 'v-3', is_removed: true })).toMatchObject({ status: 3 });
    expect(toPancakeSku({})).toBeNull();
  });
});

describe('parsePancakeWebhook', () => {
  it('reads the order webhook (the order object itself)', () => {
    const [event] = parsePancakeWebhook(JSON.stringify(order()));
    expect(event).toEqual({
      shopId: '4',
      kind: 'order',
      platformOrderId: '1418',
      updateTime: new Date('2026-11-20T04:51:54.123Z'),
    });
  });

  it('takes other data types as something else, and refuses what is not a JSON object', () => {
    expect(
      parsePancakeWebhook(JSON.stringify({ id: 'c-1', shop_id: 4, type: 'customers' }))[0],
    ).toMatchObject({ kind: 'other', shopId: '4' });
    expect(
      parsePancakeWebhook(
        JSON.stringify({ data: { record: { type: 'variations_warehouses' } } }),
      )[0],
    ).toMatchObject({ kind: 'other', shopId: '' });
    expect(() => parsePancakeWebhook('not json')).toThrow(PlatformRequestError);
    expect(() => parsePancakeWebhook('[1,2]')).toThrow(PlatformRequestError);
  });
});
