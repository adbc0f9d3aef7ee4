// The answers of the purchase-order calls as the screens read them: the server's own
// schemas (lib/domain/purchasing/schemas.ts imports nothing server-side).
export {
  PO_STATUS,
  PO_STATUSES,
  type PoAttachment,
  type PoDetail,
  type PoLine,
  type PoReceipt,
  type PoRow,
  type PoStatus,
} from '@/lib/domain/purchasing/schemas';
export type { ReceiptAnswer as PoReceiveAnswer } from '@/lib/domain/purchasing/receive/schemas';

/** A partner or storage of the form's and the filters' selects (read by the server page). */
export interface PoOption {
  id: number;
  name: string;
}
