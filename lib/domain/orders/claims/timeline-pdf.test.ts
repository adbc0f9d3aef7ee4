import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@/lib/domain/orders/schemas';
import { renderClaimTimelinePdf } from '@/lib/domain/orders/claims/timeline-pdf';
import { pdfPages } from '@/tests/helpers/pdf-text';

const event = (id: number, extra: Partial<OrderDetail['events'][number]>) => ({
  id,
  type: 'status',
  from_status: null,
  to_status: null,
  reason: null,
  data: null,
  user_id: 7,
  user_name: 'สมหญิง แพ็คเก่ง',
  // 03:00 UTC is 10:00 in Bangkok.
  created_at: `2026-11-${String(10 + id).padStart(2, '0')}T03:00:00.000Z`,
  ...extra,
});

function order(events: OrderDetail['events']): OrderDetail {
  return {
    id: 5,
    order_number: 'SO2611270042',
    platform_order_id: '2611SHP99887766',
    platform: 3,
    status: 142,
    sale_channel_id: 1,
    sale_channel_name: 'Shopee',
    payment_method_id: 1,
    payment_method_name: 'Shopee',
    payment_type: 6,
    shipping_provider_id: 7,
    tracking_number: 'TH0123456789',
    recipient_name: 'สมชาย ใจดี',
    recipient_phone: '0812345678',
    recipient_province: 'กรุงเทพมหานคร',
    staff_user_id: null,
    staff_name: null,
    item_count: 2,
    total: '1250.00',
    payment_slip_url: null,
    slip_ref: null,
    slip_amount: null,
    slip_duplicate: false,
    slip_uploaded_at: null,
    created_at: '2026-11-10T03:00:00.000Z',
    platform_shop_name: 'ร้านสยาม',
    cancel_requested: false,
    return_requested: true,
    buyer_may_cancel: false,
    needs_rearrange: false,
    unmapped_item_count: 0,
    customer_id: null,
    customer_name: null,
    sale_channel_type: 3,
    storage_id: null,
    recipient: {
      name: 'สมชาย ใจดี',
      phone: '0812345678',
      address: '99/1 ถนนสุขุมวิท',
      subdistrict: 'คลองเตย',
      district: 'คลองเตย',
      province: 'กรุงเทพมหานคร',
      zipcode: '10110',
    },
    subtotal: '1250.00',
    discount: '0.00',
    shipping_fee: '0.00',
    coupon_code: null,
    coupon_discount: '0.00',
    seller_note: null,
    cancel_reason_type: null,
    cancel_reason: null,
    tracking_failed: false,
    payment_slip_key: null,
    slip_bank: null,
    slip_bank_name: null,
    slip_used_by: [],
    payment_checked_by: null,
    payment_checked_at: null,
    paid_at: null,
    packed_at: null,
    shipped_at: null,
    delivered_at: '2026-11-13T03:00:00.000Z',
    completed_at: null,
    cancelled_at: null,
    returned_at: null,
    updated_at: '2026-11-14T03:00:00.000Z',
    next_statuses: [],
    next_actions: [],
    promptpay_available: false,
    payment_undo_until: null,
    items: [
      {
        id: 1,
        product_id: 1,
        wms_product_id: 1,
        platform_product_id: null,
        sku: 'SERUM-30',
        name: 'เซรั่มวิตามินซี 30 มล.',
        image_url: null,
        barcode: null,
        quantity: 2,
        price: '625.00',
        discount: '0.00',
        platform_discount: '0.00',
        line_total: '1250.00',
      },
    ],
    events,
    claim: {
      id: 1,
      party: 1,
      reason: 'กล่องบุบ ขวดแตก',
      from_status: 122,
      photos: [{ key: '1/claim-photos/2026/11/a.jpg', url: '/api/v1/files/1/a.jpg' }],
      created_by_id: 7,
      created_by_name: 'สมหญิง แพ็คเก่ง',
      created_at: '2026-11-14T03:00:00.000Z',
    },
    return_request: {
      id: 3,
      platform_return_id: 'RSN778899',
      kind: 2,
      platform_status: 'REQUESTED',
      reason: 'สินค้าเสียหาย',
      buyer_tracking_number: null,
      requested_at: '2026-11-13T09:00:00.000Z',
    },
    dispute_deadline: null,
  };
}

const text = async (o: OrderDetail, files: string[] = ['label.pdf']) => {
  const pdf = await renderClaimTimelinePdf({ order: o, files, notes: [], madeAt: new Date() });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pages = pdfPages(pdf);
  // The font draws SARA AM as two glyphs, whose text maps read back as "ำา".
  const read = (p: { text: string }) => p.text.replace(/\s+/g, ' ').replaceAll('ำา', 'ำ');
  return { pages, all: pages.map(read).join('\n') };
};

describe('timeline.pdf of the claim pack', () => {
  it('tells the order, the claim, the return request and every event in Thai', async () => {
    const { pages, all } = await text(
      order([
        event(0, { type: 'created', to_status: 111, user_name: null }),
        event(2, { from_status: 121, to_status: 122 }),
        event(4, { type: 'claimed', from_status: 122, to_status: 142, reason: 'กล่องบุบ' }),
      ]),
      ['packing-video-evidence.webm', 'label.pdf', 'photos/photo-1.jpg'],
    );
    expect(pages).toHaveLength(1);
    for (const expected of [
      'SO2611270042',
      '2611SHP99887766',
      'Shopee',
      'สมชาย ใจดี',
      'SERUM-30',
      // Each event at its Bangkok time, with its words and who did it.
      '10 พ.ย. 2569 10:00',
      'สร้างออเดอร์',
      'โดย ระบบ',
      '12 พ.ย. 2569 10:00',
      'จาก กำลังจัดส่ง เป็น จัดส่งสำเร็จ',
      'จาก จัดส่งสำเร็จ เป็น เคลม',
      'โดย สมหญิง แพ็คเก่ง',
      // The claim and the buyer's request.
      'เคลมกับบริษัทขนส่ง',
      'กล่องบุบ ขวดแตก',
      'คืนเงินอย่างเดียว',
      'RSN778899',
      'packing-video-evidence.webm',
      'photos/photo-1.jpg',
    ])
      expect(all).toContain(expected);
  });

  it('goes on to further pages for a long timeline, each numbered', async () => {
    const many = Array.from({ length: 80 }, (_, i) =>
      event(i % 18, { id: i + 1, type: 'tracking', reason: `เลขพัสดุรอบที่ ${i + 1}` }),
    );
    const { pages, all } = await text(order(many));
    expect(pages.length).toBeGreaterThan(1);
    expect(all).toContain('เลขพัสดุรอบที่ 80');
    for (const [i, p] of pages.entries())
      expect(p.text.replace(/\s+/g, ' ')).toContain(`หน้า ${i + 1}/${pages.length}`);
  });
});
