import { access, allows, type Subject } from '@/lib/auth/permissions';

// Who reads and who edits payment methods. Reading (the list, one method) is the same
// rule for both calls, and below the editing rule the bank account number and PromptPay
// id stay masked in both: a signed-in user who cannot edit the method never gets them
// whole (they are the shop's money details; pickers and the order screens need only the
// name and the last four digits).

export const PAYMENT_METHOD_ACCESS = {
  read: access.signedIn(),
  edit: access.admin(),
} as const;

/** The account number and PromptPay id whole (the edit form), else masked as in the list. */
export const seesWholeNumbers = (actor: Subject): boolean =>
  allows(actor, PAYMENT_METHOD_ACCESS.edit);
