import { describe, expect, it } from 'vitest';
import { renderLabelsPdf } from '@/lib/domain/packing/labels/label-pdf';
import type { LabelOrder } from '@/lib/domain/packing/labels/label-data';
import { pdfPages } from '@/tests/helpers/pdf-text';

const order: LabelOrder = {
  id: 1,
  orderNumber: 'SO2609050001',
  platformOrderId: null,
  // 13:30 UTC is 20:30 in Bangkok.
  createdAt: new Date('2026-09-05T13:30:00Z'),
  shippingProviderId: 1,
  trackingNumber: null,
  codAmount: null,
  recipient: { name: 'สมชาย ใจดี', phone: '0812345678', place: 'กรุงเทพมหานคร', zipcode: '10110' },
  sellerNote: null,
  lines: [{ sku: 'SERUM-30', name: 'เซรั่มวิตามินซี 30 มล.', quantity: 1 }],
};
const sender = { name: 'Demo Shop', address: null, phone: null };

describe('label and slip PDF dates', () => {
  it.each([
    ['th', '5 ก.ย. 2569 20:30'],
    ['en', '5 Sep 2026 20:30'],
  ])('writes the order date as the screens do (%s)', async (locale, written) => {
    const pages = pdfPages(await renderLabelsPdf([order], sender, 'both', locale));
    expect(pages).toHaveLength(2);
    for (const page of pages) expect(page.text.replace(/\s+/g, ' ')).toContain(written);
  });
});
