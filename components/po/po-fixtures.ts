import type { PoDetail, PoRow } from '@/components/po/po-types';

// PO answers for the screens' tests, as the contract shapes them.

export const PO_DETAIL: PoDetail = {
  id: 9,
  po_number: 'PO-2611-00003',
  status: 0,
  partner: {
    id: 2,
    company_name: 'บริษัท สยามซัพพลาย จำกัด',
    address: '99 ถนนพระราม 4 กรุงเทพฯ 10110',
    tax_id: '0105551234567',
    contact_name: 'คุณวิภา',
    contact_tel: '0891112222',
    email: 'sales@siamsupply.test',
  },
  storage: { id: 1, name: 'คลังหลัก' },
  expected_at: '2026-11-29T17:00:00.000Z',
  late: false,
  note: 'ส่งก่อนสิ้นเดือน',
  attachment: null,
  total: '765.00',
  vat: '53.55',
  grand_total: '818.55',
  close_reason: null,
  created_by: { id: 3, name: 'Owner Demo' },
  approved_by: null,
  approved_at: null,
  closed_at: null,
  cancelled_at: null,
  created_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-20T03:00:00.000Z',
  lines: [
    {
      id: 31,
      product_id: 4,
      sku: 'SOAP-3',
      barcode: '2000000000046',
      product_name: 'สบู่สมุนไพร แพ็ก 3 ก้อน',
      unit: 'แพ็ก',
      quantity: 10,
      received: 0,
      open: 10,
      unit_cost: '41.5000',
      amount: '415.00',
    },
    {
      id: 32,
      product_id: 5,
      sku: 'MASK-10',
      barcode: '2000000000053',
      product_name: 'มาสก์หน้า 10 แผ่น',
      unit: null,
      quantity: 5,
      received: 0,
      open: 5,
      unit_cost: '70.0000',
      amount: '350.00',
    },
  ],
  receipts: [],
};

/** The same PO approved, 4 soaps received on one bill with its delivery-note photo. */
export const PO_PARTIAL: PoDetail = {
  ...PO_DETAIL,
  status: 2,
  late: true,
  approved_by: { id: 1, name: 'Admin Demo' },
  approved_at: '2026-11-21T03:00:00.000Z',
  attachment: {
    key: '1/po/9/quote.pdf',
    name: 'quote.pdf',
    url: '/api/v1/files/1/po/9/quote.pdf',
    content_type: 'application/pdf',
  },
  lines: [{ ...PO_DETAIL.lines[0]!, received: 4, open: 6 }, { ...PO_DETAIL.lines[1]! }],
  receipts: [
    {
      bill_id: 77,
      bill_number: 'IN-2611-00012',
      created_at: '2026-11-22T03:00:00.000Z',
      user_name: 'Staff Demo',
      image_url: '/api/v1/files/1/bills/77.jpg',
      lines: [{ product_id: 4, quantity: 4 }],
    },
  ],
};

/** Closed short with a reason: nothing is open any more. */
export const PO_CLOSED: PoDetail = {
  ...PO_PARTIAL,
  status: 3,
  late: false,
  close_reason: 'ผู้ขายเลิกผลิตมาสก์',
  closed_at: '2026-11-25T03:00:00.000Z',
  lines: PO_PARTIAL.lines.map((l) => ({ ...l, open: 0 })),
};

export const PO_ROW: PoRow = {
  id: 9,
  po_number: 'PO-2611-00003',
  status: 2,
  partner_id: 2,
  partner_name: 'บริษัท สยามซัพพลาย จำกัด',
  storage_id: 1,
  storage_name: 'คลังหลัก',
  expected_at: '2026-11-29T17:00:00.000Z',
  late: true,
  total: '765.00',
  grand_total: '818.55',
  lines_count: 2,
  quantity_ordered: 15,
  quantity_received: 4,
  has_attachment: true,
  created_at: '2026-11-20T03:00:00.000Z',
  created_by_name: 'Owner Demo',
};
