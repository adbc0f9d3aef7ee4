// ---------------------------------------------------------------------------------------
// Purchase order numbers: PO-<yymm>-<5 digits>, e.g. PO-2611-00042, the Bangkok year and
// month of creation, running per enterprise and month without gaps. Taken from the bill
// sequences (kind 'PO') inside the transaction that inserts the PO, so two POs never share
// a number and a failed create gives its number back (lib/domain/wms/inventory/writes/
// bill-number.ts). Deleting a draft later leaves its number unused: numbers are never
// reissued.
// ---------------------------------------------------------------------------------------

/** The bill_sequences kind and the numbers' prefix. */
export const PO_PREFIX = 'PO';

/** PO-2611-00042: the shape a PO number has (the list's po_from / po_to take it). */
export const PO_NUMBER_PATTERN = /^PO-\d{4}-\d{5}$/;

export const formatPoNumber = (period: string, n: number): string =>
  `${PO_PREFIX}-${period}-${String(n).padStart(5, '0')}`;

/** A number typed by a person, tidied: trimmed, upper case ("po-2611-00042" -> "PO-2611-00042"). */
export const normalisePoNumber = (text: string): string => text.trim().toUpperCase();
