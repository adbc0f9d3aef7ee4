import { LEVEL, levelOf, type Subject } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';

// ---------------------------------------------------------------------------------------
// Whose orders a person may edit. An order belongs to the staff member who made it
// (orders.staff_user_id; a platform order has none). Order level 2 edits one's own orders;
// the orders of other staff take order level 3 (admins and owners hold it), or the
// spec's special-user flag, which an admin gives in the user form (users.is_special).
// Pure: no database.
// ---------------------------------------------------------------------------------------

export interface OrderEditor extends Subject {
  userId: number;
  /** The spec's special user: may edit the orders of other staff. */
  isSpecial?: boolean;
}

export function mayEditOrderOf(editor: OrderEditor, staffUserId: number | null): boolean {
  if (staffUserId === null || staffUserId === editor.userId) return true;
  return editor.isSpecial === true || levelOf(editor, 'order') >= LEVEL.manage;
}

/** 403 `common.accessDenied` for an order of another staff member the editor may not edit. */
export function assertMayEditOrder(
  editor: OrderEditor,
  order: { staff_user_id: number | null; order_number: string },
): void {
  if (!mayEditOrderOf(editor, order.staff_user_id))
    throw new AppError(
      'common.accessDenied',
      `order ${order.order_number} was made by another staff member: editing it needs order level 3 or the special-user flag`,
    );
}
