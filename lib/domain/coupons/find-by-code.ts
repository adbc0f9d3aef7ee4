import type { SqlRunner } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';

// ---------------------------------------------------------------------------------------
// The coupon a code typed on an order names (docs/domain-rules.md, Coupons): a member's
// personal code (member_coupons.coupon_code, exactly as given out), else a coupon's own
// code in any case. A member's code is locked for the rest of the transaction, so two
// orders racing for one personal code are decided one after the other; a look that
// only reads (the order form's coupon check) passes `{ lock: false }`.
// ---------------------------------------------------------------------------------------

export interface FoundCoupon {
  id: number;
  /** The coupon's own code. */
  code: string;
  name: string;
  status: number;
  validFrom: Date;
  validTo: Date;
  discountType: number;
  discountValue: string;
  maxDiscount: string | null;
  minimumAmount: string;
  /** Uses in all (null: unlimited) and uses counted so far. */
  quantity: number | null;
  usedCount: number;
  /** The member's code, when the code typed is one. */
  member: {
    memberCouponId: number;
    code: string;
    /** The member's display name, when known. */
    name: string | null;
    couponStatus: number;
    memberStatus: number;
    orderId: number | null;
  } | null;
}

/** The code the order keeps: the member's code, else the coupon's own spelling. */
export const orderCodeOf = (c: FoundCoupon): string => c.member?.code ?? c.code;

interface Row {
  id: number;
  code: string;
  name: string;
  status: number;
  valid_from: Date;
  valid_to: Date;
  discount_type: number;
  discount_value: string;
  max_discount: string | null;
  minimum_amount: string;
  quantity: number | null;
  used_count: number;
  member_coupon_id: number | null;
  member_code: string | null;
  member_name: string | null;
  member_coupon_status: number | null;
  member_status: number | null;
  member_order_id: number | null;
}

const COUPON_COLUMNS = Prisma.sql`
  c.id::int AS id, c.code, c.name, c.status::int AS status, c.valid_from, c.valid_to,
  c.discount_type::int AS discount_type, c.discount_value::text AS discount_value,
  c.max_discount::text AS max_discount, c.minimum_amount::text AS minimum_amount,
  c.quantity::int AS quantity, c.used_count::int AS used_count`;

function toFound(r: Row): FoundCoupon {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    status: r.status,
    validFrom: new Date(r.valid_from),
    validTo: new Date(r.valid_to),
    discountType: r.discount_type,
    discountValue: r.discount_value,
    maxDiscount: r.max_discount,
    minimumAmount: r.minimum_amount,
    quantity: r.quantity,
    usedCount: r.used_count,
    member:
      r.member_coupon_id === null
        ? null
        : {
            memberCouponId: r.member_coupon_id,
            code: r.member_code!,
            name: r.member_name,
            couponStatus: r.member_coupon_status!,
            memberStatus: r.member_status!,
            orderId: r.member_order_id,
          },
  };
}

export async function findCouponByCode(
  run: SqlRunner,
  enterpriseId: number,
  code: string,
  opts: { lock?: boolean } = {},
): Promise<FoundCoupon | null> {
  const e = enterpriseId;
  const lock = opts.lock === false ? Prisma.empty : Prisma.sql`FOR UPDATE OF mc`;
  const [member] = await run.rows<Row>(Prisma.sql`
    SELECT ${COUPON_COLUMNS},
           mc.id::int AS member_coupon_id, mc.coupon_code AS member_code,
           m.display_name AS member_name, mc.status::int AS member_coupon_status, m.status::int AS member_status,
           mc.order_id::int AS member_order_id
      FROM member_coupons mc
      JOIN coupons c ON c.id = mc.coupon_id AND c.enterprise_id = ${e}
      JOIN members m ON m.id = mc.member_id AND m.enterprise_id = ${e}
     WHERE mc.enterprise_id = ${e} AND mc.coupon_code = ${code}
       ${lock}`);
  if (member) return toFound(member);
  const [own] = await run.rows<Row>(Prisma.sql`
    SELECT ${COUPON_COLUMNS},
           NULL::int AS member_coupon_id, NULL::text AS member_code,
           NULL::text AS member_name, NULL::int AS member_coupon_status, NULL::int AS member_status,
           NULL::int AS member_order_id
      FROM coupons c
     WHERE c.enterprise_id = ${e} AND lower(c.code) = lower(${code})
     ORDER BY (c.code = ${code}) DESC, c.id
     LIMIT 1`);
  return own ? toFound(own) : null;
}
