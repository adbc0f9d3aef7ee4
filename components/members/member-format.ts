// Pure helpers of the member screens (docs/members.md).

/** "U4af4…c1d2": a LINE user id short enough for a table cell (the full one goes in a title). */
export function shortLineId(id: string): string {
  return id.length > 12 ? `${id.slice(0, 5)}…${id.slice(-4)}` : id;
}

/** The name a screen shows: the LINE display name, else `fallback` (the screen's "no name"). */
export const memberName = (m: { display_name: string | null }, fallback: string): string =>
  m.display_name?.trim() || fallback;

/** The address on one line: house and street, subdistrict, district, province, postcode. */
export function addressLine(m: {
  address: string | null;
  subdistrict: string | null;
  district: string | null;
  province: string | null;
  postcode: string | null;
}): string {
  return [m.address, m.subdistrict, m.district, m.province, m.postcode]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
}

/** The members' page of a member's coupons (coupon 1). */
export const memberCouponsHref = (id: number) => `/backoffice/coupon/member/${id}`;
