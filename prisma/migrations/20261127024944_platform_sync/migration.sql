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
