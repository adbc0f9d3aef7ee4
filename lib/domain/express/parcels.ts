import { sqlRunner, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { normaliseTracking } from '@/lib/domain/orders/tracking';
import {
  ASSIGNABLE_STATUSES,
  ASSIGNMENT_STATUS,
  ASSIGNMENT_STATUS_NAMES,
  COD_PAYMENT_TYPE,
  OUTCOME,
  OWN_COURIER_PROVIDER,
  type AssignmentStatus,
} from '@/lib/domain/express/rules';
import type { Parcel } from '@/lib/domain/express/schemas';

// Reading parcels of the own courier: a driver's route for a day, the parcels waiting to be
// put on a route, one parcel by what its label shows. Hand-written SQL, filtered on the
// enterprise itself.

interface ParcelRow {
  order_id: number;
  order_number: string;
  tracking_number: string | null;
  order_status: number;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  recipient_subdistrict: string;
  recipient_district: string;
  recipient_province: string;
  recipient_zipcode: string;
  payment_type: number;
  total: string;
  seller_note: string | null;
  assignment_id: number | null;
  driver_id: number | null;
  driver_name: string | null;
  day: string | null;
  position: number | null;
  a_status: number | null;
  last_outcome: number | null;
  last_reason: string | null;
  last_at: Date | null;
}

/** The columns of a parcel; `a` is the assignment (LEFT JOINed), `o` the order. */
const COLUMNS = Prisma.sql`
  o.id::int AS order_id, o.order_number, o.tracking_number, o.status::int AS order_status,
  o.recipient_name, o.recipient_phone, o.recipient_address, o.recipient_subdistrict,
  o.recipient_district, o.recipient_province, o.recipient_zipcode,
  o.payment_type::int AS payment_type, o.total::text AS total, o.seller_note,
  a.id::int AS assignment_id, a.driver_id::int AS driver_id,
  CASE WHEN u.id IS NULL THEN NULL ELSE btrim(u.first_name || ' ' || u.last_name) END AS driver_name,
  to_char(a.day, 'YYYY-MM-DD') AS day, a.position::int AS position, a.status::int AS a_status,
  d.outcome::int AS last_outcome, d.reason AS last_reason, d.acted_at AS last_at`;

/** The last action of the assignment (LATERAL, one row at most). */
const lastAction = (e: number) => Prisma.sql`
  LEFT JOIN LATERAL (
    SELECT outcome, reason, acted_at FROM express_deliveries x
     WHERE x.enterprise_id = ${e} AND x.assignment_id = a.id
     ORDER BY x.id DESC LIMIT 1) d ON true
  LEFT JOIN users u ON u.id = a.driver_id AND u.enterprise_id = ${e}`;

function toParcel(r: ParcelRow): Parcel {
  const cod = r.payment_type === COD_PAYMENT_TYPE;
  const address = [
    r.recipient_address,
    r.recipient_subdistrict,
    r.recipient_district,
    r.recipient_province,
    r.recipient_zipcode,
  ]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
  return {
    order_id: r.order_id,
    order_number: r.order_number,
    tracking_number: r.tracking_number,
    order_status: r.order_status,
    recipient_name: r.recipient_name,
    recipient_phone: r.recipient_phone,
    address,
    cod,
    cod_amount: cod ? r.total : '0.00',
    seller_note: r.seller_note,
    assignment_id: r.assignment_id,
    driver_id: r.driver_id,
    driver_name: r.driver_name,
    day: r.day,
    position: r.position,
    status: r.a_status === null ? null : ASSIGNMENT_STATUS_NAMES[r.a_status as AssignmentStatus],
    last_outcome:
      r.last_outcome === null
        ? null
        : r.last_outcome === OUTCOME.Delivered
          ? 'delivered'
          : 'failed',
    last_reason: r.last_reason,
    last_at: r.last_at ? r.last_at.toISOString() : null,
  };
}

/** A driver's parcels of one day, in route order. */
export async function routeParcels(
  db: TenantDb,
  enterpriseId: number,
  driverId: number,
  day: string,
): Promise<Parcel[]> {
  const e = enterpriseId;
  const rows = await sqlRunner(db).rows<ParcelRow>(Prisma.sql`
    SELECT ${COLUMNS}
      FROM express_assignments a
      JOIN orders o ON o.id = a.order_id AND o.enterprise_id = ${e}
      ${lastAction(e)}
     WHERE a.enterprise_id = ${e} AND a.driver_id = ${driverId} AND a.day = ${day}::date
     ORDER BY a.position, a.id`);
  return rows.map(toParcel);
}

/**
 * The own courier's parcels still to deliver (112 or 121), each with its assignment of
 * `day` when it has one: what the dispatcher puts on routes.
 */
export async function waitingParcels(
  db: TenantDb,
  enterpriseId: number,
  day: string,
): Promise<Parcel[]> {
  const e = enterpriseId;
  const rows = await sqlRunner(db).rows<ParcelRow>(Prisma.sql`
    SELECT ${COLUMNS}
      FROM orders o
      LEFT JOIN express_assignments a
        ON a.enterprise_id = ${e} AND a.order_id = o.id AND a.day = ${day}::date
      ${lastAction(e)}
     WHERE o.enterprise_id = ${e} AND o.shipping_provider_id = ${OWN_COURIER_PROVIDER}
       AND o.status = ANY(${ASSIGNABLE_STATUSES as number[]}::int[])
     ORDER BY o.id
     LIMIT 500`);
  return rows.map(toParcel);
}

/**
 * One parcel by its order number or tracking number, with its open assignment (any day),
 * else its newest one. order.notFound when no order of the own courier has that code.
 */
export async function parcelByCode(
  db: TenantDb,
  enterpriseId: number,
  code: string,
): Promise<Parcel> {
  const e = enterpriseId;
  const tracking = normaliseTracking(code);
  const rows = await sqlRunner(db).rows<ParcelRow>(Prisma.sql`
    SELECT ${COLUMNS}
      FROM orders o
      LEFT JOIN LATERAL (
        SELECT * FROM express_assignments y
         WHERE y.enterprise_id = ${e} AND y.order_id = o.id
         ORDER BY (y.status = ${ASSIGNMENT_STATUS.OnRoute}) DESC, y.day DESC, y.id DESC
         LIMIT 1) a ON true
      ${lastAction(e)}
     WHERE o.enterprise_id = ${e} AND o.shipping_provider_id = ${OWN_COURIER_PROVIDER}
       AND (o.order_number = ${code} OR o.tracking_number = ${tracking}
            OR o.platform_order_id = ${code})
     ORDER BY (o.order_number = ${code}) DESC, o.id DESC
     LIMIT 1`);
  const row = rows[0];
  if (!row) throw new AppError('order.notFound', `parcel ${code.slice(0, 40)}`);
  return toParcel(row);
}
