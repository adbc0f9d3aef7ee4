-- No Prisma schema change: this migration is hand-written SQL only (issue 4, the order
-- list's speed, measured by npm run bench over the 1,000,000 orders of npm run seed:large
-- and checked by tests/orders-explain.int.test.ts).

-- The order list walks one enterprise's orders newest first over a date range, filtered by
-- status (one, several or 999 = 121 + 130), sale channel, payment method and type,
-- shipping provider, platform and staff. With every filter column in the index the page
-- (OFFSET + LIMIT) and the total are index-only scans in the list's own order: no table
-- read, no sort, whatever the filters and however deep the page.
CREATE INDEX "orders_list_cover_idx" ON "orders" ("enterprise_id", "created_at" DESC, "id" DESC)
  INCLUDE ("status", "sale_channel_id", "payment_method_id", "payment_type",
           "shipping_provider_id", "platform", "staff_user_id");

-- The text search's trigram indexes without a pending list: with one, every search reads
-- the orders added since the last vacuum one by one, and an insert now and then pays for
-- merging thousands of them (the products' trigram indexes do the same, migration
-- master_data).
ALTER INDEX "orders_order_number_trgm" SET (fastupdate = off);
ALTER INDEX "orders_platform_order_id_trgm" SET (fastupdate = off);
ALTER INDEX "orders_recipient_name_trgm" SET (fastupdate = off);
ALTER INDEX "orders_recipient_phone_trgm" SET (fastupdate = off);
ALTER INDEX "orders_tracking_number_trgm" SET (fastupdate = off);
