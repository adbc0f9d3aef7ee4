// The answers of the purchase-order calls as the screens read them (docs: the purchase
// orders' API contract, section 7). Typed here from the contract; the server's zod schemas
// are the source once they exist, and these types should then be taken from them.

/** 0 draft, 1 approved, 2 partially received, 3 closed, 4 cancelled. */
export const PO_STATUS = {
  Draft: 0,
  Approved: 1,
  Partial: 2,
  Closed: 3,
  Cancelled: 4,
} as const;
export type PoStatus = (typeof PO_STATUS)[keyof typeof PO_STATUS];
export const PO_STATUSES: readonly PoStatus[] = [0, 1, 2, 3, 4];

/** GET /api/v1/wms/po: one row of the list. */
export interface PoRow {
  id: number;
  po_number: string;
  status: number;
  partner_id: number;
  partner_name: string;
  storage_id: number;
  storage_name: string;
  expected_at: string | null;
  /** expected_at before today (Bangkok) and still waiting for goods (status 1 or 2). */
  late: boolean;
  total: string;
  grand_total: string;
  lines_count: number;
  quantity_ordered: number;
  quantity_received: number;
  has_attachment: boolean;
  created_at: string;
  created_by_name: string;
}

export interface PoLine {
  id: number;
  product_id: number;
  sku: string;
  barcode: string | null;
  product_name: string;
  unit: string | null;
  quantity: number;
  received: number;
  /** quantity - received; 0 once the PO is closed or cancelled. */
  open: number;
  unit_cost: string;
  amount: string;
}

export interface PoReceipt {
  bill_id: number;
  bill_number: string;
  created_at: string;
  user_name: string;
  image_url: string | null;
  lines: Array<{ product_id: number; quantity: number }>;
}

export interface PoAttachment {
  key: string;
  name: string;
  url: string;
  content_type: string;
}

/** GET /api/v1/wms/po/detail?id= and the answer of every PO write. */
export interface PoDetail {
  id: number;
  po_number: string;
  status: number;
  partner: {
    id: number;
    company_name: string;
    address: string | null;
    tax_id: string | null;
    contact_name: string | null;
    contact_tel: string | null;
    email: string | null;
  };
  storage: { id: number; name: string };
  expected_at: string | null;
  late: boolean;
  note: string | null;
  attachment: PoAttachment | null;
  total: string;
  vat: string;
  grand_total: string;
  close_reason: string | null;
  created_by: { id: number; name: string };
  approved_by: { id: number; name: string } | null;
  approved_at: string | null;
  closed_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
  lines: PoLine[];
  receipts: PoReceipt[];
}

/** PUT /api/v1/wms/po/close/partial/{id}: the PO after the receipt, and the bill's number. */
export type PoReceiveAnswer = PoDetail & { BillNumber: string | null };

/** A partner or storage of the form's and the filters' selects (read by the server page). */
export interface PoOption {
  id: number;
  name: string;
}
