import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import { PlatformRequestError } from '@/lib/domain/platforms/platform-errors';
import {
  arrangedPackages,
  money,
  shopeeOrderToPlatform,
  shopeeRecipient,
  toSatang,
  type ShopeeOrderDetail,
} from '@/lib/domain/platforms/shopee/order-shape';

// The get_order_detail sample of Shopee's API reference (its order_sn, times, carrier and
// item ids), set in Thailand: two lines, one with the seller's discount, shipping paid by
// the buyer and a Shopee voucher that lowers total_amount.
const documented: ShopeeOrderDetail = {
  order_sn: '201214JAJXU6G7',
  order_status: 'PROCESSED',
  cod: false,
  currency: 'THB',
  total_amount: 1004.0,
  shipping_carrier: 'Standard Delivery',
  payment_method: 'Bank Transfer',
  estimated_shipping_fee: 40.0,
  message_to_seller: 'ฝากไว้ที่ป้อมยาม ',
  create_time: 1607930885,
  update_time: 1608134691,
  pay_time: 1607930900,
  recipient_address: {
    name: 'Max',
    phone: '66812345678',
    town: '',
    district: 'ลุมพินี',
    city: 'ปทุมวัน',
    state: 'กรุงเทพมหานคร',
    region: 'TH',
    zipcode: '10330',
    full_address: '99/1 ถนนวิทยุ, ลุมพินี, ปทุมวัน, กรุงเทพมหานคร, 10330',
  },
  item_list: [
    {
      item_id: 2600144043,
      item_name: 'backpack',
      item_sku: 'sku',
      model_id: 0,
      model_name: '',
      model_sku: '',
      model_quantity_purchased: 1,
      model_original_price: 1000.0,
      model_discounted_price: 900.0,
      image_info: { image_url: 'https://cf.shopee.co.th/file/backpack' },
    },
    {
      item_id: 2600144044,
      item_name: 'T-shirt',
      item_sku: 'TS',
      model_id: 7001,
      model_name: 'Red,L',
      model_sku: 'TS-RED-L',
      model_quantity_purchased: 2,
      model_original_price: 59.5,
      model_discounted_price: 59.5,
    },
  ],
  package_list: [
    {
      package_number: '61630084074470',
      logistics_status: 'LOGISTICS_REQUEST_CREATED',
      shipping_carrier: 'SPX Express',
    },
  ],
};

describe('shopeeOrderToPlatform', () => {
  const order = shopeeOrderToPlatform(documented, new Map([['61630084074470', 'TH0123456789A']]));

  it('keeps the ids, the status words and maps the status', () => {
    expect(order.platformOrderId).toBe('201214JAJXU6G7');
    expect(order.platformStatus).toBe('PROCESSED');
    expect(order.mapped.status).toBe(ORDER_STATUS.AwaitingCollection);
    expect(order.mapped.cancelRequested).toBe(false);
  });

  it('reads times as Unix seconds', () => {
    expect(order.createTime.toISOString()).toBe('2020-12-14T07:28:05.000Z');
    expect(order.updateTime.getTime()).toBe(1608134691 * 1000);
    expect(order.paidAt?.getTime()).toBe(1607930900 * 1000);
  });

  it('splits the recipient into Thai address parts', () => {
    expect(order.recipient).toEqual({
      name: 'Max',
      phone: '66812345678',
      address: '99/1 ถนนวิทยุ',
      subdistrict: 'ลุมพินี',
      district: 'ปทุมวัน',
      province: 'กรุงเทพมหานคร',
      zipcode: '10330',
    });
  });

  it('prices each line before discount and puts the seller discount on the line', () => {
    expect(order.lines).toEqual([
      {
        platformItemId: '2600144043',
        platformSkuId: '0',
        sellerSku: 'sku',
        name: 'backpack',
        quantity: 1,
        unitPrice: '1000.00',
        sellerDiscount: '100.00',
        platformDiscount: '0.00',
        imageUrl: 'https://cf.shopee.co.th/file/backpack',
      },
      {
        platformItemId: '2600144044',
        platformSkuId: '7001',
        sellerSku: 'TS-RED-L',
        name: 'T-shirt - Red,L',
        quantity: 2,
        unitPrice: '59.50',
        sellerDiscount: '0.00',
        platformDiscount: '0.00',
        imageUrl: null,
      },
    ]);
  });

  it('makes the totals add up: what lowers total_amount beyond the seller is the platform', () => {
    // 1000 + 119 = 1119; less 100 seller; plus 40 shipping = 1059; the buyer paid 1004.
    expect(order.subtotal).toBe('1119.00');
    expect(order.sellerDiscount).toBe('100.00');
    expect(order.shippingFee).toBe('40.00');
    expect(order.platformDiscount).toBe('55.00');
    expect(order.total).toBe('1004.00');
  });

  it('reads payment, carrier, package, tracking number and the buyer note', () => {
    expect(order.paymentMethodName).toBe('Bank Transfer');
    expect(order.cashOnDelivery).toBe(false);
    expect(order.shippingProviderName).toBe('SPX Express');
    expect(order.packageId).toBe('61630084074470');
    expect(order.trackingNumber).toBe('TH0123456789A');
    expect(order.buyerNote).toBe('ฝากไว้ที่ป้อมยาม');
  });

  it('reads a cash-on-delivery order and a buyer who paid more shipping than estimated', () => {
    const cod = shopeeOrderToPlatform({
      ...documented,
      cod: true,
      payment_method: undefined,
      total_amount: 1079,
    });
    expect(cod.cashOnDelivery).toBe(true);
    expect(cod.paymentMethodName).toBe('Cash on Delivery');
    expect(cod.platformDiscount).toBe('0.00');
    expect(cod.shippingFee).toBe('60.00');
    expect(cod.total).toBe('1079.00');
    expect(cod.trackingNumber).toBeNull();
  });

  it('does not count a bundle deal price of 0 as a free item', () => {
    const bundle = shopeeOrderToPlatform({
      ...documented,
      item_list: [{ ...documented.item_list![0]!, model_discounted_price: 0 }],
      total_amount: 950,
    });
    expect(bundle.lines[0]!.sellerDiscount).toBe('0.00');
    expect(bundle.platformDiscount).toBe('90.00');
  });

  it('keeps the code of a pending cancellation and flags it', () => {
    const inCancel = shopeeOrderToPlatform({ ...documented, order_status: 'IN_CANCEL' });
    expect(inCancel.mapped.cancelRequested).toBe(true);
    expect(inCancel.mapped.status).toBe(ORDER_STATUS.AwaitingShipment);
  });

  it('sees an order partly shipped from its packages', () => {
    const partly = shopeeOrderToPlatform({
      ...documented,
      order_status: 'READY_TO_SHIP',
      package_list: [
        { package_number: 'P1', logistics_status: 'LOGISTICS_PICKUP_DONE' },
        { package_number: 'P2', logistics_status: 'LOGISTICS_READY' },
      ],
    });
    expect(partly.mapped.status).toBe(ORDER_STATUS.PartiallyShipping);
    expect(partly.packageId).toBe('P2');
  });

  it('refuses a status Shopee has not documented', () => {
    expect(() => shopeeOrderToPlatform({ ...documented, order_status: 'TELEPORTED' })).toThrow(
      PlatformRequestError,
    );
  });

  it('reads an order without optional parts', () => {
    const bare = shopeeOrderToPlatform({
      order_sn: 'X1',
      order_status: 'UNPAID',
      create_time: 1,
      update_time: 2,
    });
    expect(bare.mapped.status).toBe(ORDER_STATUS.Unpaid);
    expect(bare.total).toBe('0.00');
    expect(bare.paidAt).toBeNull();
    expect(bare.packageId).toBeNull();
    expect(bare.recipient.address).toBe('');
  });
});

describe('shopeeRecipient', () => {
  it('keeps the whole address when its tail is not the named parts', () => {
    const r = shopeeRecipient({
      full_address: '12 Moo 3, Tambon Suthep, Amphoe Mueang, Chiang Mai 50200',
      district: 'สุเทพ',
      city: 'เมืองเชียงใหม่',
      state: 'เชียงใหม่',
      zipcode: '50200',
    });
    expect(r.address).toBe('12 Moo 3, Tambon Suthep, Amphoe Mueang, Chiang Mai 50200');
    expect(r.subdistrict).toBe('สุเทพ');
  });

  it('takes the town as subdistrict when there is no district', () => {
    expect(shopeeRecipient({ town: 'ในเมือง', city: 'เมืองขอนแก่น' }).subdistrict).toBe('ในเมือง');
  });
});

describe('money', () => {
  it('rounds floats to satang and writes decimal strings', () => {
    expect(toSatang(59.5)).toBe(5950);
    expect(toSatang(0.1 + 0.2)).toBe(30);
    expect(toSatang(undefined)).toBe(0);
    expect(money(12900)).toBe('129.00');
    expect(money(5)).toBe('0.05');
    expect(money(-250)).toBe('-2.50');
  });
});

describe('arrangedPackages', () => {
  it('asks tracking numbers only for orders already arranged', () => {
    expect(arrangedPackages(documented)).toEqual(['61630084074470']);
    expect(arrangedPackages({ ...documented, order_status: 'READY_TO_SHIP' })).toEqual([]);
  });
});
