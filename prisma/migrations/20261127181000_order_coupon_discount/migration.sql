-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "coupon_discount" DECIMAL(14,2) NOT NULL DEFAULT 0;

-- Hand-written: the coupon's part is never negative.
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_discount_check" CHECK ("coupon_discount" >= 0);

-- Backfill: the coupon's part of the orders that already hold a coupon, as the order event
-- that priced it recorded it (the `created` event of the order's creation, or the
-- packing station's `updated` event), never more than the order's discount.
UPDATE "orders" o
   SET "coupon_discount" = LEAST(o."discount", ev.amount)
  FROM (
    SELECT DISTINCT ON (e."order_id") e."order_id", e."enterprise_id",
           (e."data"->>'coupon_discount')::numeric(14, 2) AS amount
      FROM "order_events" e
     WHERE e."data"->>'coupon_discount' ~ '^[0-9]+(\.[0-9]+)?$'
     ORDER BY e."order_id", e."id" DESC
  ) ev
 WHERE ev."order_id" = o."id" AND ev."enterprise_id" = o."enterprise_id"
   AND o."coupon_code" IS NOT NULL AND ev.amount > 0;
