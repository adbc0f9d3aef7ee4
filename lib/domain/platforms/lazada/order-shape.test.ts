import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import { toPlatformOrder } from '@/lib/domain/platforms/lazada/order-shape';

// The order and the item of Lazada's own examples (GetOrders and GetMultipleOrderItems),
// trimmed to the fields we read, then a Thai order with two units of one SKU.

const documentedOrder = {
  voucher_platform: '0.00',
  voucher: '0.00',
  order_number: '491253082180001',
  voucher_seller: '0.00',
  created_at: '2018-02-09T22:44:30+08:00',
  updated_at: '2018-02-09T22:44:30+08:00',
  price: '106.00',
  payment_method: 'COD',
  buyer_note: 'red color',
  customer_first_name: 'Ha Hung',
  shipping_fee: '0.54',
  items_count: '2',
  statuses: [],
  order_id: '491253082180001',
  address_shipping: {
    country: 'Singapore',
    address3: 'address3',
    address2: 'address2',
    city: 'Singapore-Singapore-500001',
    address1: '1 CHANGI VILLAGE ROAD, 11',
    phone2: '4***456',
    last_name: 'last_name',
    addressDsitrict: 'addressDsitrict',
    phone: '6****67',
    post_code: '500001',
    address5: 'address5',
    address4: 'address4',
    first_name: 'Ha Hung',
  },
};

const documentedItem = {
  order_id: '491253082180001',
  order_item_id: '100827',
  product_id: '12345',
  sku_id: '666',
  sku: 'BRSCR#06',
  name: 'Bean Rester Crest Brown',
  variation: 'xy',
  item_price: '99.00',
  paid_price: '89.10',
  voucher_seller: '0.00',
  voucher_platform: '0.00',
  status: 'delivered',
  package_id: '13452',
  tracking_code: '2014038590005',
  shipment_provider: 'TA-Q-BIN',
  created_at: '1413786247000',
  updated_at: '1414548487000',
  payment_time: '1697193374592',
  product_main_image: 'http://th-live-02.slatic.net/p/3/jianyue-catalog.jpg',
  need_cancel_confirm: 'false',
};

describe('toPlatformOrder', () => {
  it("reads Lazada's documented example order", () => {
    const order = toPlatformOrder(documentedOrder, [documentedItem]);
    expect(order).toMatchObject({
      platformOrderId: '491253082180001',
      platformStatus: 'delivered',
      createTime: new Date('2018-02-09T14:44:30Z'),
      // The later of the order's and its items' update times.
      updateTime: new Date('2018-02-09T14:44:30Z'),
      paidAt: new Date(1697193374592),
      subtotal: '106.00',
      sellerDiscount: '0.00',
      platformDiscount: '0.00',
      shippingFee: '0.54',
      total: '106.54',
      paymentMethodName: 'COD',
      cashOnDelivery: true,
      shippingProviderName: 'TA-Q-BIN',
      trackingNumber: '2014038590005',
      packageId: '13452',
      buyerNote: 'red color',
      recipient: {
        name: 'Ha Hung last_name',
        phone: '6****67',
        address: '1 CHANGI VILLAGE ROAD, 11 address2',
        subdistrict: 'address5',
        district: 'address4',
        province: 'address3',
        zipcode: '500001',
      },
      lines: [
        {
          platformItemId: '12345',
          platformSkuId: '666',
          sellerSku: 'BRSCR#06',
          name: 'Bean Rester Crest Brown (xy)',
          quantity: 1,
          unitPrice: '99.00',
          sellerDiscount: '0.00',
          platformDiscount: '0.00',
          imageUrl: 'http://th-live-02.slatic.net/p/3/jianyue-catalog.jpg',
        },
      ],
    });
    expect(order.mapped.status).toBe(ORDER_STATUS.Delivered);
  });

  const thaiOrder = {
    order_id: '500000000000007',
    created_at: '2026-11-20T10:00:00+07:00',
    updated_at: '2026-11-20T10:05:00+07:00',
    price: '598.00',
    voucher_seller: '20.00',
    voucher_platform: '10.00',
    shipping_fee: '40.00',
    payment_method: 'MIXEDCARD',
    buyer_note: '',
    address_shipping: {
      first_name: 'สมชาย ใจดี',
      last_name: '',
      phone: '0812345678',
      address1: '12/3 ถนนสุขุมวิท',
      address2: '',
      address3: 'กรุงเทพมหานคร',
      address4: 'ปทุมวัน',
      address5: 'ลุมพินี/ 10330',
      post_code: '10330',
    },
  };
  const unit = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
    order_id: '500000000000007',
    order_item_id: id,
    product_id: '3001',
    sku_id: '9001',
    sku: 'TEE-RED-M',
    name: 'เสื้อยืด',
    item_price: '299.00',
    voucher_seller: '10.00',
    voucher_platform: '5.00',
    status,
    package_id: '',
    tracking_code: '',
    shipment_provider: '',
    updated_at: String(Date.parse('2026-11-20T03:06:00Z')),
    payment_time: String(Date.parse('2026-11-20T03:01:00Z')),
    ...extra,
  });

  it('counts units of one SKU into one line and splits the Thai address', () => {
    const order = toPlatformOrder(thaiOrder, [unit('1', 'pending'), unit('2', 'pending')]);
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]).toMatchObject({
      quantity: 2,
      unitPrice: '299.00',
      sellerDiscount: '20.00',
      platformDiscount: '10.00',
    });
    expect(order).toMatchObject({
      subtotal: '598.00',
      sellerDiscount: '20.00',
      platformDiscount: '10.00',
      shippingFee: '40.00',
      total: '608.00',
      cashOnDelivery: false,
      buyerNote: null,
      trackingNumber: null,
      packageId: null,
      updateTime: new Date('2026-11-20T03:06:00Z'),
      recipient: {
        name: 'สมชาย ใจดี',
        address: '12/3 ถนนสุขุมวิท',
        subdistrict: 'ลุมพินี',
        district: 'ปทุมวัน',
        province: 'กรุงเทพมหานคร',
        zipcode: '10330',
      },
    });
    expect(order.mapped.status).toBe(ORDER_STATUS.AwaitingShipment);
  });

  it("makes the order's status from its items: some shipped is partly shipping", () => {
    const order = toPlatformOrder(thaiOrder, [
      unit('1', 'shipped', { tracking_code: 'LX1', package_id: 'FP1' }),
      unit('2', 'pending'),
    ]);
    expect(order.platformStatus).toBe('shipped,pending');
    expect(order.mapped.status).toBe(ORDER_STATUS.PartiallyShipping);
    expect(order.trackingNumber).toBe('LX1');
  });

  it('flags a cancellation the buyer asked for without cancelling', () => {
    const order = toPlatformOrder(thaiOrder, [
      unit('1', 'pending', { need_cancel_confirm: 'true' }),
    ]);
    expect(order.mapped).toMatchObject({
      status: ORDER_STATUS.AwaitingShipment,
      cancelRequested: true,
    });
  });

  it('has no payment time while unpaid', () => {
    expect(toPlatformOrder(thaiOrder, [unit('1', 'unpaid')]).paidAt).toBeNull();
  });

  it('refuses an order whose items all have undocumented statuses', () => {
    expect(() => toPlatformOrder(thaiOrder, [unit('1', 'teleported')])).toThrow(/teleported/);
    expect(
      toPlatformOrder(thaiOrder, [unit('1', 'teleported'), unit('2', 'packed')]).mapped.status,
    ).toBe(ORDER_STATUS.AwaitingShipment);
  });
});
