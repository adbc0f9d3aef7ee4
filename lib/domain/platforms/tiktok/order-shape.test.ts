import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import { PlatformRequestError } from '@/lib/domain/platforms/platform-errors';
import { tiktokOrderShape, type TiktokOrderJson } from '@/lib/domain/platforms/tiktok/order-shape';

// The Get Order Detail example of TikTok's API reference, its fields kept as documented,
// made a Thai order (THB, a Thai address by district_info level) and given two units of
// one SKU and one of another, since TikTok lists one line item per unit.
function documentedOrder(): TiktokOrderJson {
  const unit = {
    sku_id: '2729382476852921560',
    product_id: '1729582718312380123',
    product_name: "Women's Winter Crochet Clothes",
    sku_name: 'Black, 26',
    sku_image: 'https://p16-oec-va.itexeitg.com/tos-maliva-d-o5syd03w52-us/46123e87d14f40b69b839',
    original_price: '199.00',
    sale_price: '179.00',
    seller_discount: '15.00',
    platform_discount: '5.00',
    seller_sku: 'red_iphone_256',
    currency: 'THB',
    package_id: '1153132168123859123',
    tracking_number: 'JX12345',
    shipping_provider_name: 'TT Virtual express',
  };
  return {
    id: '576461413038785752',
    status: 'AWAITING_COLLECTION',
    create_time: 1619611561,
    update_time: 1619621355,
    paid_time: 1619611563,
    buyer_message: 'Please ship asap!',
    is_cod: true,
    is_buyer_request_cancel: false,
    payment_method_name: 'Cash on delivery',
    shipping_provider: 'TT Virtual express',
    tracking_number: 'JX12345',
    payment: {
      currency: 'THB',
      sub_total: '507.00',
      shipping_fee: '30.00',
      seller_discount: '30.00',
      platform_discount: '10.00',
      total_amount: '537.00',
      original_total_product_price: '547.00',
    },
    recipient_address: {
      full_address: '99/1 ถนนสุขุมวิท ลุมพินี ปทุมวัน กรุงเทพมหานคร 10330',
      phone_number: '(+66)8*****123',
      name: 'สมชาย ใจดี',
      postal_code: '10330',
      address_line1: '99/1 ถนนสุขุมวิท',
      address_detail: '99/1 ถนนสุขุมวิท',
      district_info: [
        { address_level_name: 'Country', address_name: 'Thailand', address_level: 'L0' },
        { address_level_name: 'Province', address_name: 'กรุงเทพมหานคร', address_level: 'L1' },
        { address_level_name: 'District', address_name: 'ปทุมวัน', address_level: 'L2' },
        { address_level_name: 'Subdistrict', address_name: 'ลุมพินี', address_level: 'L3' },
      ],
    },
    packages: [{ id: '1152321127278713123' }],
    line_items: [
      { ...unit, id: '577086512123755123' },
      { ...unit, id: '577086512123755124' },
      {
        id: '577086512123755125',
        sku_id: '2729382476852921999',
        product_id: '1729582718312380999',
        product_name: 'Socks',
        sku_name: '',
        original_price: '149.00',
        sale_price: '149.00',
        seller_discount: '0',
        platform_discount: '0',
        seller_sku: '',
      },
    ],
  };
}

describe('tiktokOrderShape', () => {
  it("turns the documented order into the back office's order", () => {
    const order = tiktokOrderShape(documentedOrder());
    expect(order.platformOrderId).toBe('576461413038785752');
    expect(order.platformStatus).toBe('AWAITING_COLLECTION');
    expect(order.mapped.status).toBe(ORDER_STATUS.AwaitingCollection);
    expect(order.createTime.toISOString()).toBe(new Date(1619611561 * 1000).toISOString());
    expect(order.updateTime.getTime()).toBe(1619621355 * 1000);
    expect(order.paidAt?.getTime()).toBe(1619611563 * 1000);
    expect(order.recipient).toEqual({
      name: 'สมชาย ใจดี',
      phone: '(+66)8*****123',
      address: '99/1 ถนนสุขุมวิท',
      subdistrict: 'ลุมพินี',
      district: 'ปทุมวัน',
      province: 'กรุงเทพมหานคร',
      zipcode: '10330',
    });
    expect(order.subtotal).toBe('547.00');
    expect(order.sellerDiscount).toBe('30.00');
    expect(order.platformDiscount).toBe('10.00');
    expect(order.shippingFee).toBe('30.00');
    expect(order.total).toBe('537.00');
    expect(order.paymentMethodName).toBe('Cash on delivery');
    expect(order.cashOnDelivery).toBe(true);
    expect(order.shippingProviderName).toBe('TT Virtual express');
    expect(order.trackingNumber).toBe('JX12345');
    expect(order.packageId).toBe('1152321127278713123');
    expect(order.buyerNote).toBe('Please ship asap!');
  });

  it('counts the per-unit line items back into lines with quantities and line discounts', () => {
    const { lines } = tiktokOrderShape(documentedOrder());
    expect(lines).toEqual([
      {
        platformItemId: '1729582718312380123',
        platformSkuId: '2729382476852921560',
        sellerSku: 'red_iphone_256',
        name: "Women's Winter Crochet Clothes (Black, 26)",
        quantity: 2,
        unitPrice: '199.00',
        sellerDiscount: '30.00',
        platformDiscount: '10.00',
        imageUrl:
          'https://p16-oec-va.itexeitg.com/tos-maliva-d-o5syd03w52-us/46123e87d14f40b69b839',
      },
      {
        platformItemId: '1729582718312380999',
        platformSkuId: '2729382476852921999',
        sellerSku: null,
        name: 'Socks',
        quantity: 1,
        unitPrice: '149.00',
        sellerDiscount: '0.00',
        platformDiscount: '0.00',
        imageUrl: null,
      },
    ]);
  });

  it('leaves the recipient blank while TikTok hides it (unpaid) and has no paid time', () => {
    const raw = documentedOrder();
    raw.status = 'UNPAID';
    delete raw.recipient_address;
    delete raw.paid_time;
    const order = tiktokOrderShape(raw);
    expect(order.mapped.status).toBe(ORDER_STATUS.Unpaid);
    expect(order.recipient.name).toBe('');
    expect(order.recipient.zipcode).toBe('');
    expect(order.paidAt).toBeNull();
  });

  it('flags a pending buyer cancellation and the on-hold window without moving the status', () => {
    const raw = { ...documentedOrder(), status: 'ON_HOLD', is_buyer_request_cancel: true };
    const { mapped } = tiktokOrderShape(raw);
    expect(mapped.status).toBe(ORDER_STATUS.AwaitingShipment);
    expect(mapped.buyerMayCancel).toBe(true);
    expect(mapped.cancelRequested).toBe(true);
  });

  it('takes the package and tracking number from the line items when the order has none', () => {
    const raw = documentedOrder();
    delete raw.packages;
    delete raw.tracking_number;
    const order = tiktokOrderShape(raw);
    expect(order.packageId).toBe('1153132168123859123');
    expect(order.trackingNumber).toBe('JX12345');
  });

  it('refuses a status TikTok does not document rather than guessing', () => {
    const raw = { ...documentedOrder(), status: 'SOMETHING_NEW' };
    expect(() => tiktokOrderShape(raw)).toThrow(PlatformRequestError);
  });

  it('refuses an amount that is not a decimal', () => {
    const raw = documentedOrder();
    raw.payment = { ...raw.payment, total_amount: 'abc' };
    expect(() => tiktokOrderShape(raw)).toThrow(/total_amount/);
  });
});
