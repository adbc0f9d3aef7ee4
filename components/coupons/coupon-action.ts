// The {action} segment of /backoffice/coupon/{action} (lib/navigation/pages.ts): `create`
// opens an empty form, `edit-<id>` the coupon's. Pure, for the page and the links alike.

export type CouponAction = { kind: 'create' } | { kind: 'edit'; id: number };

export const CREATE_HREF = '/backoffice/coupon/create';
export const editHref = (id: number) => `/backoffice/coupon/edit-${id}`;
export const detailHref = (id: number) => `/backoffice/coupon/detail/${id}`;

/** The action an address names, or null (the page answers not found). */
export function couponAction(segment: string): CouponAction | null {
  if (segment === 'create') return { kind: 'create' };
  const m = /^edit-([1-9]\d{0,9})$/.exec(segment);
  if (!m) return null;
  const id = Number(m[1]);
  return id <= 2_147_483_647 ? { kind: 'edit', id } : null;
}
