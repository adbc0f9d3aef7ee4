-- Hand-written PostgreSQL that the Prisma schema language cannot express. Appended to the
-- initial migration, after the tables and indexes Prisma generates from prisma/schema/.
-- Table and column names are the @@map/@map names of the schema.
-- Names: <table>_<what>_chk for CHECKs, <table>_<what>_trgm for trigram indexes,
-- <table>_<what>_uniq / _idx for partial indexes (none collides with Prisma's own names).

-- ---------------------------------------------------------------------------------------
-- Extensions
-- ---------------------------------------------------------------------------------------
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- ---------------------------------------------------------------------------------------
-- Identity (codes documented in identity.prisma)
-- ---------------------------------------------------------------------------------------
ALTER TABLE "users"
  ADD CONSTRAINT "users_group_id_chk" CHECK ("group_id" BETWEEN 1 AND 6),
  ADD CONSTRAINT "users_status_chk" CHECK ("status" IN (1, 2));

ALTER TABLE "sale_channels"
  ADD CONSTRAINT "sale_channels_type_chk" CHECK ("type" IN (1, 2));

ALTER TABLE "payment_methods"
  ADD CONSTRAINT "payment_methods_type_chk" CHECK ("type" IN (1, 2, 4, 5, 6, 7));

ALTER TABLE "signup_requests"
  ADD CONSTRAINT "signup_requests_status_chk" CHECK ("status" IN (0, 1, 2));

-- ---------------------------------------------------------------------------------------
-- Catalog
-- ---------------------------------------------------------------------------------------
ALTER TABLE "customers"
  ADD CONSTRAINT "customers_status_chk" CHECK ("status" IN (1, 2));

ALTER TABLE "products"
  ADD CONSTRAINT "products_price_chk" CHECK ("price" >= 0),
  ADD CONSTRAINT "products_size_chk" CHECK (
    ("width" IS NULL OR "width" >= 0) AND ("height" IS NULL OR "height" >= 0)
    AND ("depth" IS NULL OR "depth" >= 0) AND ("weight" IS NULL OR "weight" >= 0));

ALTER TABLE "platform_shops"
  ADD CONSTRAINT "platform_shops_platform_chk" CHECK ("platform" IN (1, 2, 3, 4, 5, 8)),
  ADD CONSTRAINT "platform_shops_status_chk" CHECK ("status" IN (1, 2, 3));

ALTER TABLE "platform_products"
  ADD CONSTRAINT "platform_products_platform_chk" CHECK ("platform" IN (1, 2, 3, 4, 5, 8)),
  ADD CONSTRAINT "platform_products_status_chk" CHECK ("status" IN (0, 1, 2, 3)),
  ADD CONSTRAINT "platform_products_mapping_status_chk" CHECK ("mapping_status" IN (1, 2, 3)),
  ADD CONSTRAINT "platform_products_price_chk" CHECK ("price" IS NULL OR "price" >= 0);

-- At most one default address per customer.
CREATE UNIQUE INDEX "customer_addresses_one_default_uniq"
  ON "customer_addresses" ("customer_id") WHERE "is_default";

-- Name (and phone / SKU) search with ILIKE '%...%'.
CREATE INDEX "customers_name_trgm" ON "customers" USING gin ("name" gin_trgm_ops);
CREATE INDEX "customers_phone_trgm" ON "customers" USING gin ("phone" gin_trgm_ops);
CREATE INDEX "products_name_trgm" ON "products" USING gin ("name" gin_trgm_ops);
CREATE INDEX "products_pn_trgm" ON "products" USING gin ("pn" gin_trgm_ops);

-- ---------------------------------------------------------------------------------------
-- Warehouse
-- ---------------------------------------------------------------------------------------
ALTER TABLE "storages"
  ADD CONSTRAINT "storages_kind_chk" CHECK ("kind" IN (1, 2, 3)),
  ADD CONSTRAINT "storages_size_chk" CHECK (
    ("width" IS NULL OR "width" >= 0) AND ("height" IS NULL OR "height" >= 0)
    AND ("depth" IS NULL OR "depth" >= 0) AND ("weight" IS NULL OR "weight" >= 0));

-- One holding storage per agent or delivery user.
CREATE UNIQUE INDEX "storages_one_holding_per_user_uniq"
  ON "storages" ("holder_user_id") WHERE "kind" = 3 AND "holder_user_id" IS NOT NULL;

ALTER TABLE "wms_products"
  ADD CONSTRAINT "wms_products_threshold_chk" CHECK ("threshold" >= 0),
  ADD CONSTRAINT "wms_products_avg_cost_chk" CHECK ("avg_cost" >= 0),
  ADD CONSTRAINT "wms_products_size_chk" CHECK (
    ("width" IS NULL OR "width" >= 0) AND ("height" IS NULL OR "height" >= 0)
    AND ("depth" IS NULL OR "depth" >= 0) AND ("weight" IS NULL OR "weight" >= 0));

CREATE INDEX "wms_products_name_trgm" ON "wms_products" USING gin ("name" gin_trgm_ops);

-- A balance never goes below zero, whatever the concurrency.
ALTER TABLE "inventory_balances"
  ADD CONSTRAINT "inventory_balances_balance_chk" CHECK ("balance" >= 0),
  ADD CONSTRAINT "inventory_balances_cost_chk" CHECK ("cost" >= 0),
  ADD CONSTRAINT "inventory_balances_threshold_chk" CHECK ("threshold" IS NULL OR "threshold" >= 0);

ALTER TABLE "inventory_bills"
  ADD CONSTRAINT "inventory_bills_kind_chk" CHECK ("kind" BETWEEN 1 AND 7);

ALTER TABLE "inventory_ledgers"
  ADD CONSTRAINT "inventory_ledgers_amount_chk" CHECK ("amount" <> 0),
  ADD CONSTRAINT "inventory_ledgers_balance_after_chk" CHECK ("balance_after" >= 0),
  ADD CONSTRAINT "inventory_ledgers_unit_cost_chk" CHECK ("unit_cost" >= 0);

ALTER TABLE "bill_sequences"
  ADD CONSTRAINT "bill_sequences_last_number_chk" CHECK ("last_number" >= 0);

ALTER TABLE "pickup_profile_items"
  ADD CONSTRAINT "pickup_profile_items_quantity_chk" CHECK ("quantity" > 0);

-- ---------------------------------------------------------------------------------------
-- Orders
-- ---------------------------------------------------------------------------------------
ALTER TABLE "orders"
  ADD CONSTRAINT "orders_status_chk"
    CHECK ("status" IN (100, 111, 112, 114, 121, 122, 130, 140, 141, 142, 998)),
  ADD CONSTRAINT "orders_platform_chk" CHECK ("platform" IN (1, 2, 3, 4, 5, 8)),
  ADD CONSTRAINT "orders_shipping_provider_chk" CHECK ("shipping_provider_id" IN (1, 2, 5, 6, 7)),
  ADD CONSTRAINT "orders_money_chk" CHECK (
    "subtotal" >= 0 AND "discount" >= 0 AND "shipping_fee" >= 0 AND "total" >= 0
    AND ("slip_amount" IS NULL OR "slip_amount" >= 0));

ALTER TABLE "order_items"
  ADD CONSTRAINT "order_items_quantity_chk" CHECK ("quantity" > 0),
  ADD CONSTRAINT "order_items_money_chk" CHECK (
    "price" >= 0 AND "discount" >= 0 AND "line_total" >= 0
    AND ("unit_cost" IS NULL OR "unit_cost" >= 0));

ALTER TABLE "order_sequences"
  ADD CONSTRAINT "order_sequences_last_number_chk" CHECK ("last_number" >= 0);

-- Order list text search (q): order number, platform order id, recipient, phone, tracking.
CREATE INDEX "orders_order_number_trgm" ON "orders" USING gin ("order_number" gin_trgm_ops);
CREATE INDEX "orders_platform_order_id_trgm" ON "orders" USING gin ("platform_order_id" gin_trgm_ops);
CREATE INDEX "orders_recipient_name_trgm" ON "orders" USING gin ("recipient_name" gin_trgm_ops);
CREATE INDEX "orders_recipient_phone_trgm" ON "orders" USING gin ("recipient_phone" gin_trgm_ops);
CREATE INDEX "orders_tracking_number_trgm" ON "orders" USING gin ("tracking_number" gin_trgm_ops);

ALTER TABLE "returns"
  ADD CONSTRAINT "returns_status_chk" CHECK ("status" IN (1, 2, 3));

-- At most one open return per order.
CREATE UNIQUE INDEX "returns_one_open_per_order_uniq"
  ON "returns" ("order_id") WHERE "status" = 1;

ALTER TABLE "return_lines"
  ADD CONSTRAINT "return_lines_quantities_chk"
    CHECK ("good" >= 0 AND "broken" >= 0 AND "lost" >= 0 AND "other" >= 0);

-- ---------------------------------------------------------------------------------------
-- Packing
-- ---------------------------------------------------------------------------------------
ALTER TABLE "packings"
  ADD CONSTRAINT "packings_kind_chk" CHECK ("kind" IN (1, 2)),
  ADD CONSTRAINT "packings_status_chk" CHECK ("status" IN (1, 2, 3)),
  ADD CONSTRAINT "packings_video_status_chk" CHECK ("video_status" BETWEEN 0 AND 4);

-- One open packing per order: two stations scanning the same order meet here.
CREATE UNIQUE INDEX "packings_one_open_per_order_uniq"
  ON "packings" ("order_id") WHERE "status" = 1;

-- The upload sweeper finds videos still uploading or failed.
CREATE INDEX "packings_video_pending_idx"
  ON "packings" ("updated_at") WHERE "video_status" IN (2, 4);

ALTER TABLE "packing_lines"
  ADD CONSTRAINT "packing_lines_ordered_chk" CHECK ("ordered" > 0),
  ADD CONSTRAINT "packing_lines_scanned_chk" CHECK ("scanned" >= 0 AND "scanned" <= "ordered");

ALTER TABLE "auto_close_settings"
  ADD CONSTRAINT "auto_close_settings_run_at_chk" CHECK ("run_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');

ALTER TABLE "auto_close_runs"
  ADD CONSTRAINT "auto_close_runs_status_chk" CHECK ("status" IN (1, 2, 3)),
  ADD CONSTRAINT "auto_close_runs_counts_chk" CHECK ("closed_orders" >= 0 AND "listed_packings" >= 0);

-- ---------------------------------------------------------------------------------------
-- Marketing
-- ---------------------------------------------------------------------------------------
ALTER TABLE "coupons"
  ADD CONSTRAINT "coupons_discount_type_chk" CHECK ("discount_type" IN (1, 2)),
  ADD CONSTRAINT "coupons_money_chk" CHECK (
    "minimum_amount" >= 0 AND "discount_value" > 0
    AND ("max_discount" IS NULL OR "max_discount" >= 0)),
  ADD CONSTRAINT "coupons_percent_chk" CHECK ("discount_type" <> 2 OR "discount_value" <= 100),
  ADD CONSTRAINT "coupons_validity_chk" CHECK ("valid_to" >= "valid_from"),
  -- usedCount is incremented conditionally; this keeps a coupon from being used too often.
  ADD CONSTRAINT "coupons_usage_chk" CHECK (
    "used_count" >= 0 AND ("quantity" IS NULL OR ("quantity" >= 0 AND "used_count" <= "quantity"))),
  ADD CONSTRAINT "coupons_status_chk" CHECK ("status" IN (1, 2));

ALTER TABLE "members"
  ADD CONSTRAINT "members_sex_chk" CHECK ("sex" IN (0, 1, 2, 3)),
  ADD CONSTRAINT "members_status_chk" CHECK ("status" IN (0, 1, 2)),
  ADD CONSTRAINT "members_total_spending_chk" CHECK ("total_spending" >= 0);

ALTER TABLE "member_coupons"
  ADD CONSTRAINT "member_coupons_status_chk" CHECK ("status" IN (0, 1)),
  ADD CONSTRAINT "member_coupons_used_at_chk" CHECK ("status" = 0 OR "used_at" IS NOT NULL);

-- ---------------------------------------------------------------------------------------
-- Purchasing
-- ---------------------------------------------------------------------------------------
ALTER TABLE "purchase_orders"
  ADD CONSTRAINT "purchase_orders_status_chk" CHECK ("status" IN (0, 1, 2, 3, 4)),
  ADD CONSTRAINT "purchase_orders_total_chk" CHECK ("total" >= 0);

ALTER TABLE "purchase_order_lines"
  ADD CONSTRAINT "purchase_order_lines_quantity_chk" CHECK ("quantity" > 0),
  ADD CONSTRAINT "purchase_order_lines_received_chk"
    CHECK ("received_quantity" >= 0 AND "received_quantity" <= "quantity"),
  ADD CONSTRAINT "purchase_order_lines_unit_cost_chk" CHECK ("unit_cost" >= 0);

-- ---------------------------------------------------------------------------------------
-- Infrastructure
-- ---------------------------------------------------------------------------------------
-- The outbox relay polls only what is still to be sent.
CREATE INDEX "outbox_messages_pending_idx"
  ON "outbox_messages" ("available_at", "id") WHERE "relayed_at" IS NULL;
