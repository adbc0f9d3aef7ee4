-- DropIndex
DROP INDEX "thai_addresses_subdistrict_code_key";

-- CreateIndex
CREATE UNIQUE INDEX "thai_addresses_subdistrict_code_zipcode_key" ON "thai_addresses"("subdistrict_code", "zipcode");

-- =======================================================================================
-- Hand-written SQL: names unique in any case, one phone per active customer, SKU search.
-- =======================================================================================
CREATE UNIQUE INDEX "teams_name_lower_uniq" ON "teams" ("enterprise_id", lower("name"));
CREATE UNIQUE INDEX "departments_name_lower_uniq" ON "departments" ("enterprise_id", lower("name"));
CREATE UNIQUE INDEX "sale_channels_name_lower_uniq" ON "sale_channels" ("enterprise_id", lower("name"));
CREATE UNIQUE INDEX "payment_methods_name_lower_uniq" ON "payment_methods" ("enterprise_id", lower("name"));
CREATE UNIQUE INDEX "storages_name_lower_uniq" ON "storages" ("enterprise_id", lower("name"));
CREATE UNIQUE INDEX "product_categories_name_lower_uniq" ON "product_categories" ("enterprise_id", lower("name"));
CREATE UNIQUE INDEX "products_pn_lower_uniq" ON "products" ("enterprise_id", lower("pn"));
CREATE UNIQUE INDEX "customers_active_phone_uniq" ON "customers" ("enterprise_id", "phone") WHERE "status" = 1 AND "phone" IS NOT NULL;
CREATE INDEX "wms_products_sku_trgm" ON "wms_products" USING gin ("sku" gin_trgm_ops);
-- Trigram indexes without a pending list keep search plans stable right after bulk writes.
ALTER INDEX "products_name_trgm" SET (fastupdate = off);
ALTER INDEX "products_pn_trgm" SET (fastupdate = off);
ALTER INDEX "customers_name_trgm" SET (fastupdate = off);
ALTER INDEX "customers_phone_trgm" SET (fastupdate = off);
ALTER INDEX "wms_products_name_trgm" SET (fastupdate = off);
ALTER INDEX "wms_products_sku_trgm" SET (fastupdate = off);
-- The default product list: active products, newest first.
CREATE INDEX "products_active_created_idx" ON "products" ("enterprise_id", "created_at" DESC, "id" DESC) WHERE "active";
