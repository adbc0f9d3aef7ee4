import { describe, expect, it } from 'vitest';
import { baht, chatText, orderSummaryText } from '@/lib/domain/line/chat-text';

describe('the chat texts of a LINE order', () => {
  it('formats baht with thousands and two places', () => {
    expect(baht('1250.00')).toBe('1,250.00');
    expect(baht('0.5')).toBe('0.50');
    expect(baht('1234567.89')).toBe('1,234,567.89');
  });

  it('fills placeholders', () => {
    expect(chatText('slipReceived', { number: 'SO2611270001' })).toContain('SO2611270001');
  });

  it('lists the lines, the amounts and how to pay', () => {
    const order = {
      order_number: 'SO2611270007',
      items: [
        { name: 'เซรั่ม', quantity: 2, line_total: '1000.00' },
        { name: 'สบู่', quantity: 1, line_total: '90.00' },
      ],
      subtotal: '1090.00',
      discount: '0.00',
      shipping_fee: '50.00',
      total: '1140.00',
    };
    const withQr = orderSummaryText(order, true);
    expect(withQr).toContain('SO2611270007');
    expect(withQr).toContain('เซรั่ม x2 = ฿1,000.00');
    expect(withQr).toContain('฿1,140.00');
    expect(withQr).toContain(chatText('shipping', { amount: '50.00' }));
    expect(withQr).not.toContain(chatText('discount', { amount: '0.00' }));
    expect(withQr.endsWith(chatText('payByQr'))).toBe(true);
    expect(orderSummaryText(order, false).endsWith(chatText('payBySlip'))).toBe(true);
  });

  it('counts the lines past thirty instead of listing them', () => {
    const items = Array.from({ length: 35 }, (_, i) => ({
      name: `P${i}`,
      quantity: 1,
      line_total: '1.00',
    }));
    const text = orderSummaryText(
      {
        order_number: 'X',
        items,
        subtotal: '35.00',
        discount: '0',
        shipping_fee: '0',
        total: '35.00',
      },
      false,
    );
    expect(text).toContain('… +5');
    expect(text).not.toContain('P30 ');
  });
});
