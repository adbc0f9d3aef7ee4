-- AlterTable
ALTER TABLE "platform_shops" ADD COLUMN     "connected_by_id" INTEGER,
ADD COLUMN     "handover_method" SMALLINT NOT NULL DEFAULT 1,
ADD COLUMN     "last_error" TEXT,
ADD COLUMN     "stock_storage_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

-- AlterTable
ALTER TABLE "platform_products" ADD COLUMN     "push_error" TEXT,
ADD COLUMN     "pushed_at" TIMESTAMPTZ(3),
ADD COLUMN     "pushed_quantity" INTEGER,
ADD COLUMN     "warehouse_id" VARCHAR(100);

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "buyer_may_cancel" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "cancel_requested" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "needs_rearrange" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "platform_discount" DECIMAL(14,2) NOT NULL DEFAULT 0,
ADD COLUMN     "platform_label_key" VARCHAR(300),
ADD COLUMN     "platform_package_id" VARCHAR(100),
ADD COLUMN     "platform_shipment_error" TEXT,
ADD COLUMN     "platform_shipment_state" SMALLINT NOT NULL DEFAULT 0,
ADD COLUMN     "platform_status" VARCHAR(40),
ADD COLUMN     "platform_updated_at" TIMESTAMPTZ(3),
ADD COLUMN     "return_requested" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "unmapped_item_count" SMALLINT NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "order_items" ADD COLUMN     "platform_discount" DECIMAL(14,2) NOT NULL DEFAULT 0,
ADD COLUMN     "platform_product_id" INTEGER,
ALTER COLUMN "product_id" DROP NOT NULL;

-- CreateTable
CREATE TABLE "platform_sync_runs" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "platform_shop_id" INTEGER NOT NULL,
    "kind" SMALLINT NOT NULL,
    "trigger" SMALLINT NOT NULL,
    "state" SMALLINT NOT NULL DEFAULT 0,
    "time_from" TIMESTAMPTZ(3),
    "time_to" TIMESTAMPTZ(3),
    "pages_done" INTEGER NOT NULL DEFAULT 0,
    "cursor" TEXT,
    "fetched" INTEGER NOT NULL DEFAULT 0,
    "created" INTEGER NOT NULL DEFAULT 0,
    "updated" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,
    "errors" JSONB NOT NULL DEFAULT '[]',
    "created_by_id" INTEGER,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "platform_sync_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "platform_stock_changes" (
    "id" BIGSERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "wms_product_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "platform_stock_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "platform_sync_runs_enterprise_id_platform_shop_id_id_idx" ON "platform_sync_runs"("enterprise_id", "platform_shop_id", "id" DESC);

-- CreateIndex
CREATE INDEX "platform_stock_changes_id_idx" ON "platform_stock_changes"("id");

-- CreateIndex
CREATE INDEX "orders_enterprise_id_unmapped_item_count_idx" ON "orders"("enterprise_id", "unmapped_item_count");

-- CreateIndex
CREATE INDEX "order_items_platform_product_id_idx" ON "order_items"("platform_product_id");

-- AddForeignKey
ALTER TABLE "platform_sync_runs" ADD CONSTRAINT "platform_sync_runs_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "platform_sync_runs" ADD CONSTRAINT "platform_sync_runs_platform_shop_id_fkey" FOREIGN KEY ("platform_shop_id") REFERENCES "platform_shops"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_platform_product_id_fkey" FOREIGN KEY ("platform_product_id") REFERENCES "platform_products"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Hand-written: what the schema language cannot say.

-- A platform order's line that is waiting for its mapping has no product, but it always
-- names the platform SKU it was sold as.
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_or_platform_sku"
  CHECK ("product_id" IS NOT NULL OR "platform_product_id" IS NOT NULL);

-- One platform order is one row: the sync upserts on (platform_shop_id, platform_order_id).
-- The stock push is told about every balance change, whichever code moved the stock (bills,
-- packing, returns, receipts, releases), by this trigger. Only enterprises with a connected
-- shop pay the extra insert.
CREATE FUNCTION platform_stock_changed() RETURNS trigger AS $$
BEGIN
  IF (TG_OP = 'UPDATE' AND NEW.balance IS NOT DISTINCT FROM OLD.balance) THEN
    RETURN NULL;
  END IF;
  IF EXISTS (SELECT 1 FROM platform_shops s
              WHERE s.enterprise_id = NEW.enterprise_id AND s.status = 1) THEN
    INSERT INTO platform_stock_changes (enterprise_id, wms_product_id)
    VALUES (NEW.enterprise_id, NEW.wms_product_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER inventory_balances_platform_stock_changed
  AFTER INSERT OR UPDATE OF balance ON inventory_balances
  FOR EACH ROW EXECUTE FUNCTION platform_stock_changed();

-- What a platform shows as sellable also drops when an order takes units and comes back
-- when it is cancelled: new order lines and status changes tell the stock push too.
CREATE FUNCTION platform_order_lines_added() RETURNS trigger AS $$
BEGIN
  INSERT INTO platform_stock_changes (enterprise_id, wms_product_id)
  SELECT DISTINCT n.enterprise_id, n.wms_product_id
    FROM new_items n
   WHERE n.wms_product_id IS NOT NULL
     AND EXISTS (SELECT 1 FROM platform_shops s
                  WHERE s.enterprise_id = n.enterprise_id AND s.status = 1);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER order_items_platform_stock_changed
  AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION platform_order_lines_added();

CREATE FUNCTION platform_order_status_changed() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM platform_shops s
              WHERE s.enterprise_id = NEW.enterprise_id AND s.status = 1) THEN
    INSERT INTO platform_stock_changes (enterprise_id, wms_product_id)
    SELECT DISTINCT i.enterprise_id, i.wms_product_id
      FROM order_items i
     WHERE i.order_id = NEW.id AND i.wms_product_id IS NOT NULL;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER orders_platform_stock_changed
  AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION platform_order_status_changed();
