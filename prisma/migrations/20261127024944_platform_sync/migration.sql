-- DropForeignKey
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_product_id_fkey";

-- AddForeignKey
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

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
