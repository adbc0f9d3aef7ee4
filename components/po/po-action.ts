// The {action} segment of /backoffice/po/{action} (lib/navigation/pages.ts): `create`,
// `edit-<id>` (a draft), `view-<id>` and `receive-<id>`. Pure, for the page and the links.

export type PoAction = { kind: 'create' } | { kind: 'edit' | 'view' | 'receive'; id: number };

export const LIST_HREF = '/backoffice/po';
export const CREATE_HREF = '/backoffice/po/create';
export const viewHref = (id: number) => `/backoffice/po/view-${id}`;
export const editHref = (id: number) => `/backoffice/po/edit-${id}`;
export const receiveHref = (id: number) => `/backoffice/po/receive-${id}`;
export const pdfHref = (id: number) => `/api/v1/wms/po/pdf?id=${id}`;
/** A stock bill in the warehouse history. */
export const billHref = (billId: number) => `/wms/historydetail/${billId}`;

/** The action an address names, or null (the page answers not found). */
export function poAction(segment: string): PoAction | null {
  if (segment === 'create') return { kind: 'create' };
  const m = /^(edit|view|receive)-([1-9]\d{0,9})$/.exec(segment);
  if (!m) return null;
  const id = Number(m[2]);
  if (id > 2_147_483_647) return null;
  return { kind: m[1] as 'edit' | 'view' | 'receive', id };
}
