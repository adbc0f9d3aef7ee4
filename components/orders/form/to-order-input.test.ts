import { describe, expect, it } from 'vitest';
import type { ProductLookupRow } from '@/lib/domain/catalog/schemas';
import type { OrderDetail } from '@/lib/domain/orders/schemas';
import {
  addProduct,
  emptyOrderForm,
  formFromOrder,
  recipientFromAddress,
  removeLine,
  stepQuantity,
  updateLine,
  type OrderFormState,
} from '@/components/orders/form/form-state';
import {
  checkOrderForm,
  liveTotals,
  toOrderBody,
  toUpdateInput,
  withCoupon,
} from '@/components/orders/form/to-order-input';

const product = (id: number, price: string, extra: Partial<ProductLookupRow> = {}) =>
  ({
    id,
    pn: `SKU-${id}`,
    name: `Product ${id}`,
    barcode: `88500000000${id}`,
    price,
    unit_name: null,
    image_url: null,
    wms_product_id: null,
    exact: true,
    ...extra,
  }) satisfies ProductLookupRow;

function filledForm(): OrderFormState {
  let lines = emptyOrderForm().lines;
  for (const p of [product(1, '100.00'), product(2, '35.50'), product(1, '100.00')]) {
    const r = addProduct(lines, p);
    if (!r.ok) throw new Error(r.reason);
    lines = r.lines;
  }
  return {
    ...emptyOrderForm({ sale_channel_id: 3 }),
    payment_method_id: '4',
    shipping_provider_id: '1',
    recipient: {
      name: ' สมชาย ใจดี ',
      phone: '081-234-5678',
      address: '99/1 หมู่ 2 ถนนพหลโยธิน',
      subdistrict: 'ลาดยาว',
      district: 'จตุจักร',
      province: 'กรุงเทพมหานคร',
      zipcode: '10900',
    },
    lines,
    shipping_fee: '50',
    discount: '10.5',
    seller_note: '  ฝากวางหน้าบ้าน ',
    save_customer: true,
  };
}

describe('lines', () => {
  it('adds a product once and counts it up when it comes again', () => {
    const form = filledForm();
    expect(form.lines.map((l) => [l.product_id, l.quantity, l.price])).toEqual([
      [1, '2', '100.00'],
      [2, '1', '35.50'],
    ]);
  });

  it('steps quantities between 1 and the limit, edits and removes a line', () => {
    const { lines } = filledForm();
    const key = lines[1]!.key;
    expect(stepQuantity(lines, key, -1)[1]!.quantity).toBe('1');
    expect(stepQuantity(lines, key, 1)[1]!.quantity).toBe('2');
    expect(updateLine(lines, key, { price: '30' })[1]!.price).toBe('30');
    expect(removeLine(lines, key).map((l) => l.product_id)).toEqual([1]);
  });

  it('refuses a quantity past the line limit', () => {
    const lines = updateLine(filledForm().lines, 'p1', { quantity: '100000' });
    expect(addProduct(lines, product(1, '100.00'))).toEqual({ ok: false, reason: 'tooMany' });
  });
});

describe('checkOrderForm', () => {
  it('sends what the API takes: ids as numbers, amounts as text, phone digits, no totals', () => {
    const r = checkOrderForm(filledForm());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.body).toEqual({
      sale_channel_id: 3,
      payment_method_id: 4,
      shipping_provider_id: 1,
      storage_id: null,
      customer_id: null,
      recipient: {
        name: 'สมชาย ใจดี',
        phone: '0812345678',
        address: '99/1 หมู่ 2 ถนนพหลโยธิน',
        subdistrict: 'ลาดยาว',
        district: 'จตุจักร',
        province: 'กรุงเทพมหานคร',
        zipcode: '10900',
      },
      items: [
        { product_id: 1, quantity: 2, price: '100.00', discount: '0.00' },
        { product_id: 2, quantity: 1, price: '35.50', discount: '0.00' },
      ],
      discount: '10.50',
      shipping_fee: '50.00',
      seller_note: 'ฝากวางหน้าบ้าน',
      platform_order_id: null,
      payment_slip_key: null,
      save_customer: true,
    });
    expect(r.body).not.toHaveProperty('total');
    expect(r.body).not.toHaveProperty('subtotal');
  });

  it('sends save_customer only without a chosen customer', () => {
    const form = {
      ...filledForm(),
      customer: { id: 7, name: 'A', phone: '', address_count: 1 },
    };
    const r = checkOrderForm(form);
    expect(r.ok && [r.body.customer_id, r.body.save_customer]).toEqual([7, false]);
  });

  it('gives the first issue of each field, by its path', () => {
    const form: OrderFormState = {
      ...emptyOrderForm(),
      recipient: { ...filledForm().recipient, phone: '12345', zipcode: '109' },
    };
    const r = checkOrderForm(form);
    expect(r.ok ? null : r.issues).toEqual({
      sale_channel_id: { key: 'choose' },
      payment_method_id: { key: 'choose' },
      shipping_provider_id: { key: 'choose' },
      'recipient.phone': { key: 'thaiPhone' },
      'recipient.zipcode': { key: 'zipcode' },
      items: { key: 'noLines' },
    });
  });

  it('checks each line and the amounts with the server rule', () => {
    let form = filledForm();
    form = { ...form, lines: updateLine(form.lines, 'p1', { discount: '250', quantity: '2' }) };
    form = { ...form, lines: updateLine(form.lines, 'p2', { price: '1.234', quantity: '' }) };
    const r = checkOrderForm({ ...form, discount: 'abc' });
    expect(r.ok ? null : r.issues).toEqual({
      discount: { key: 'money' },
      'items.0.discount': { key: 'lineDiscountTooBig' },
      'items.1.quantity': { key: 'required' },
      'items.1.price': { key: 'money' },
    });
  });
});

describe('liveTotals', () => {
  it('computes as staff type, with the problems beside their fields', () => {
    const form = filledForm();
    expect(liveTotals(form).totals).toEqual({
      lines: [{ line_total: '200.00' }, { line_total: '35.50' }],
      subtotal: '235.50',
      discount: '10.50',
      shipping_fee: '50.00',
      total: '275.00',
    });
    const tooMuch = liveTotals({ ...form, discount: '300' });
    expect(tooMuch.totals.total).toBe('285.50');
    expect(tooMuch.issues).toEqual({ discount: { key: 'orderDiscountTooBig' } });
  });

  it('counts an empty form as zero', () => {
    expect(liveTotals(emptyOrderForm()).totals.total).toBe('0.00');
  });
});

describe('orders and customers into the form', () => {
  const order = {
    id: 5,
    customer_id: 9,
    customer_name: 'คุณเอ',
    recipient: {
      name: 'คุณเอ',
      phone: '0812345678',
      address: '1 ถนนสุขุมวิท',
      subdistrict: 'คลองตัน',
      district: 'คลองเตย',
      province: 'กรุงเทพมหานคร',
      zipcode: '10110',
    },
    items: [
      {
        id: 1,
        product_id: 2,
        wms_product_id: null,
        sku: 'SKU-2',
        name: 'Product 2',
        image_url: null,
        barcode: null,
        quantity: 3,
        price: '35.50',
        discount: '0.00',
        line_total: '106.50',
      },
    ],
    discount: '0.00',
    shipping_fee: '40.00',
    sale_channel_id: 3,
    payment_method_id: 4,
    shipping_provider_id: 7,
    storage_id: null,
    seller_note: 'โทรก่อนส่ง',
  } as unknown as OrderDetail;

  it('fills the form from an order, and a repeat drops the seller note', () => {
    const form = formFromOrder(order);
    expect(form.recipient.phone).toBe('081-234-5678');
    expect(form.lines[0]).toMatchObject({ key: 'p2', quantity: '3', price: '35.50', discount: '' });
    expect([form.discount, form.shipping_fee, form.seller_note]).toEqual(['', '40.00', 'โทรก่อนส่ง']);
    expect(formFromOrder(order, true).seller_note).toBe('');
    const r = checkOrderForm(form);
    expect(r.ok && toUpdateInput(r.body)).toEqual({
      sale_channel_id: 3,
      payment_method_id: 4,
      shipping_provider_id: 7,
      storage_id: null,
      customer_id: 9,
      recipient: { ...order.recipient },
      items: [{ product_id: 2, quantity: 3, price: '35.50', discount: '0.00' }],
      discount: '0.00',
      shipping_fee: '40.00',
      seller_note: 'โทรก่อนส่ง',
    });
  });

  it("takes a customer's address, with the customer's name and phone where it has none", () => {
    const address = {
      id: 1,
      customer_id: 9,
      recipient_name: '',
      phone: '',
      address: '1 ถนนสุขุมวิท',
      subdistrict: 'คลองตัน',
      district: 'คลองเตย',
      province: 'กรุงเทพมหานคร',
      zipcode: '10110',
      is_default: true,
    };
    expect(recipientFromAddress(address, { name: 'คุณเอ', phone: '021234567' })).toMatchObject({
      name: 'คุณเอ',
      phone: '02-123-4567',
    });
  });

  it('takes the own discount of an order with a coupon, and holds the coupon when editing', () => {
    const withOne = {
      ...order,
      discount: '45.00',
      coupon_code: 'MC777',
      coupon_discount: '30.00',
    } as OrderDetail;
    const form = formFromOrder(withOne);
    expect([form.discount, form.coupon_code, form.held_coupon]).toEqual([
      '15.00',
      '',
      { code: 'MC777', discount: '30.00' },
    ]);
    // The coupon's part counts in the totals; the edit sends the own discount only.
    expect(withCoupon(liveTotals(form).totals, '30.00').totals).toMatchObject({
      discount: '45.00',
      total: '101.50',
    });
    const r = checkOrderForm(form);
    expect(r.ok && r.body.coupon_code).toBeUndefined();
    expect(r.ok && toUpdateInput(r.body)).toMatchObject({ discount: '15.00' });
    expect(r.ok && 'coupon_code' in toUpdateInput(r.body)).toBe(false);
    // A repeat is a new order: no coupon held, none typed.
    const repeat = formFromOrder(withOne, true);
    expect([repeat.discount, repeat.coupon_code, repeat.held_coupon]).toEqual(['15.00', '', null]);
  });

  it('keeps the body unparsed for an empty form', () => {
    expect(toOrderBody(emptyOrderForm()).items).toEqual([]);
  });
});

describe('a coupon on the new order', () => {
  it('sends the code typed, trimmed; none when the box is empty', () => {
    const typed = checkOrderForm({ ...filledForm(), coupon_code: '  welcome10 ' });
    expect(typed.ok && typed.body.coupon_code).toBe('welcome10');
    const blank = checkOrderForm({ ...filledForm(), coupon_code: '   ' });
    expect(blank.ok && blank.body.coupon_code).toBeUndefined();
    const long = checkOrderForm({ ...filledForm(), coupon_code: 'X'.repeat(61) });
    expect(long.ok).toBe(false);
    expect(!long.ok && Object.keys(long.issues)).toEqual(['coupon_code']);
  });

  it('takes the coupon off the totals, never beyond the items left after the own discount', () => {
    const totals = {
      lines: [{ line_total: '100.00' }],
      subtotal: '100.00',
      discount: '30.00',
      shipping_fee: '20.00',
      total: '90.00',
    };
    expect(withCoupon(totals, '25.00')).toEqual({
      totals: { ...totals, discount: '55.00', total: '65.00' },
      coupon: '25.00',
    });
    // An answer for more items than there are now is cut down to what is left.
    expect(withCoupon(totals, '80.00')).toEqual({
      totals: { ...totals, discount: '100.00', total: '20.00' },
      coupon: '70.00',
    });
    expect(withCoupon(totals, null)).toEqual({ totals, coupon: '0.00' });
    expect(withCoupon({ ...totals, discount: '100.00', total: '20.00' }, '5').coupon).toBe('0.00');
  });
});
