-- AlterTable
ALTER TABLE "sale_channels" ADD COLUMN     "commission_rate" DECIMAL(5,2) NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "team_id" INTEGER;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------------------
-- Hand-written SQL: the reports' per-day rollups, kept by the database in the same
-- transaction as every order change (docs/reports.md explains the design).
-- ---------------------------------------------------------------------------------------

-- The team an order counts under is its staff member's team when it was made.
CREATE FUNCTION orders_team_from_staff() RETURNS TRIGGER
  LANGUAGE plpgsql AS $$
BEGIN
  SELECT u.team_id INTO NEW.team_id FROM users u WHERE u.id = NEW.staff_user_id;
  RETURN NEW;
END $$;
CREATE TRIGGER orders_team_from_staff BEFORE INSERT ON "orders"
  FOR EACH ROW WHEN (NEW.team_id IS NULL AND NEW.staff_user_id IS NOT NULL)
  EXECUTE FUNCTION orders_team_from_staff();

UPDATE "orders" o SET team_id = u.team_id
  FROM users u WHERE u.id = o.staff_user_id AND o.team_id IS NULL AND u.team_id IS NOT NULL;

-- What each order adds to the rollups right now: one row per order, and one per order and
-- product. A change of an order or its lines takes its rows out of the rollups (signed
-- -1 rows) and puts its new rows in, so nothing has to know what changed. 0 stands for
-- "none" in the keys (no team, no staff, no shop, a line not mapped to a product).
CREATE TABLE "report_order_facts" (
  "order_id" INTEGER NOT NULL,
  "enterprise_id" INTEGER NOT NULL,
  "day" DATE NOT NULL,
  "status" SMALLINT NOT NULL,
  "sale_channel_id" INTEGER NOT NULL,
  "team_id" INTEGER NOT NULL,
  "staff_user_id" INTEGER NOT NULL,
  "platform" SMALLINT NOT NULL,
  "platform_shop_id" INTEGER NOT NULL,
  "payment_type" SMALLINT NOT NULL,
  "units" INTEGER NOT NULL,
  "items_amount" NUMERIC(16, 2) NOT NULL,
  "discount" NUMERIC(16, 2) NOT NULL,
  "shipping" NUMERIC(16, 2) NOT NULL,
  "cost_known" NUMERIC(20, 4) NOT NULL,
  "units_uncosted" INTEGER NOT NULL
);
CREATE INDEX "report_order_facts_order_idx" ON "report_order_facts" ("order_id");

CREATE TABLE "report_product_facts" (
  "order_id" INTEGER NOT NULL,
  "product_id" INTEGER NOT NULL,
  "enterprise_id" INTEGER NOT NULL,
  "day" DATE NOT NULL,
  "status" SMALLINT NOT NULL,
  "sale_channel_id" INTEGER NOT NULL,
  "team_id" INTEGER NOT NULL,
  "staff_user_id" INTEGER NOT NULL,
  "platform" SMALLINT NOT NULL,
  "platform_shop_id" INTEGER NOT NULL,
  "payment_type" SMALLINT NOT NULL,
  "units" INTEGER NOT NULL,
  "amount" NUMERIC(16, 2) NOT NULL,
  "cost_known" NUMERIC(20, 4) NOT NULL,
  "units_uncosted" INTEGER NOT NULL
);
CREATE INDEX "report_product_facts_order_idx" ON "report_product_facts" ("order_id");

-- The rollups: signed rows per Bangkok day and group, summed by the reports. Writers only
-- insert; the rows of the groups a statement touched are folded into one now and then
-- (under an advisory lock per enterprise-day that a writer only tries to take), as with
-- order_day_counts.
CREATE TABLE "report_order_days" (
  "enterprise_id" INTEGER NOT NULL,
  "day" DATE NOT NULL,
  "status" SMALLINT NOT NULL,
  "sale_channel_id" INTEGER NOT NULL,
  "team_id" INTEGER NOT NULL,
  "staff_user_id" INTEGER NOT NULL,
  "platform" SMALLINT NOT NULL,
  "platform_shop_id" INTEGER NOT NULL,
  "payment_type" SMALLINT NOT NULL,
  "orders" INTEGER NOT NULL,
  "units" INTEGER NOT NULL,
  "items_amount" NUMERIC(16, 2) NOT NULL,
  "discount" NUMERIC(16, 2) NOT NULL,
  "shipping" NUMERIC(16, 2) NOT NULL,
  "cost_known" NUMERIC(20, 4) NOT NULL,
  "units_uncosted" INTEGER NOT NULL
);
CREATE INDEX "report_order_days_key_idx" ON "report_order_days"
  ("enterprise_id", "day", "status", "sale_channel_id", "staff_user_id", "team_id",
   "platform_shop_id", "platform", "payment_type");

CREATE TABLE "report_product_days" (
  "enterprise_id" INTEGER NOT NULL,
  "day" DATE NOT NULL,
  "status" SMALLINT NOT NULL,
  "sale_channel_id" INTEGER NOT NULL,
  "team_id" INTEGER NOT NULL,
  "staff_user_id" INTEGER NOT NULL,
  "platform" SMALLINT NOT NULL,
  "platform_shop_id" INTEGER NOT NULL,
  "payment_type" SMALLINT NOT NULL,
  "product_id" INTEGER NOT NULL,
  "orders" INTEGER NOT NULL,
  "units" INTEGER NOT NULL,
  "amount" NUMERIC(16, 2) NOT NULL,
  "cost_known" NUMERIC(20, 4) NOT NULL,
  "units_uncosted" INTEGER NOT NULL
);
CREATE INDEX "report_product_days_key_idx" ON "report_product_days"
  ("enterprise_id", "day", "status", "product_id", "sale_channel_id", "staff_user_id",
   "team_id", "platform_shop_id", "platform", "payment_type");

-- The orders' rows made again from the orders and their lines, and the difference written
-- to the rollups. Net sales = line totals - the order's discount; a product's share of
-- the order's discount is in proportion to its line totals, rounded on the running sum so
-- the shares add up to the discount exactly. Cost: what packing recorded on the line
-- (unit_cost); lines not packed yet count their units as "uncosted" and the report prices
-- them at today's cost.
CREATE FUNCTION report_facts_refresh(ids INTEGER[]) RETURNS VOID
  LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  -- Two writers refreshing the same order take turns (a line change that did not lock its
  -- order itself); the next statement then reads what the first one committed.
  PERFORM 1 FROM orders WHERE id = ANY(ids) ORDER BY id FOR UPDATE;

  WITH old AS (
    DELETE FROM report_order_facts WHERE order_id = ANY(ids) RETURNING *
  ), cur AS (
    INSERT INTO report_order_facts
    SELECT o.id, o.enterprise_id, order_bangkok_day(o.created_at), o.status, o.sale_channel_id,
           COALESCE(o.team_id, 0), COALESCE(o.staff_user_id, 0), o.platform,
           COALESCE(o.platform_shop_id, 0), o.payment_type,
           COALESCE(l.units, 0), COALESCE(l.items_amount, 0), o.discount, o.shipping_fee,
           COALESCE(l.cost_known, 0), COALESCE(l.units_uncosted, 0)
      FROM orders o
      LEFT JOIN LATERAL (SELECT sum(i.quantity)::int AS units, sum(i.line_total) AS items_amount,
                                sum(i.quantity * i.unit_cost) AS cost_known,
                                sum(i.quantity) FILTER (WHERE i.unit_cost IS NULL)::int
                                  AS units_uncosted
                           FROM order_items i WHERE i.order_id = o.id) l ON TRUE
     WHERE o.id = ANY(ids)
    RETURNING *
  ), delta AS (
    SELECT enterprise_id, day, status, sale_channel_id, team_id, staff_user_id, platform,
           platform_shop_id, payment_type, sum(orders)::int AS orders, sum(units)::int AS units,
           sum(items_amount) AS items_amount, sum(discount) AS discount, sum(shipping) AS shipping,
           sum(cost_known) AS cost_known, sum(units_uncosted)::int AS units_uncosted
      FROM (SELECT enterprise_id, day, status, sale_channel_id, team_id, staff_user_id, platform,
                   platform_shop_id, payment_type, 1 AS orders, units, items_amount, discount,
                   shipping, cost_known, units_uncosted FROM cur
            UNION ALL
            SELECT enterprise_id, day, status, sale_channel_id, team_id, staff_user_id, platform,
                   platform_shop_id, payment_type, -1, -units, -items_amount, -discount, -shipping,
                   -cost_known, -units_uncosted
              FROM old) c
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    HAVING sum(orders) <> 0 OR sum(units) <> 0 OR sum(items_amount) <> 0
        OR sum(discount) <> 0 OR sum(shipping) <> 0 OR sum(cost_known) <> 0
        OR sum(units_uncosted) <> 0
  ), folding AS (
    SELECT * FROM delta
     WHERE pg_try_advisory_xact_lock(hashtext('report_order_days'),
                                     hashtext(enterprise_id || ':' || day))
  ), gone AS (
    DELETE FROM report_order_days r USING folding f
     WHERE r.enterprise_id = f.enterprise_id AND r.day = f.day AND r.status = f.status
       AND r.sale_channel_id = f.sale_channel_id AND r.staff_user_id = f.staff_user_id
       AND r.team_id = f.team_id AND r.platform_shop_id = f.platform_shop_id
       AND r.platform = f.platform AND r.payment_type = f.payment_type
    RETURNING r.*
  )
  INSERT INTO report_order_days
  SELECT enterprise_id, day, status, sale_channel_id, team_id, staff_user_id, platform,
         platform_shop_id, payment_type, sum(orders)::int, sum(units)::int, sum(items_amount),
         sum(discount), sum(shipping), sum(cost_known), sum(units_uncosted)::int
    FROM (SELECT * FROM gone UNION ALL SELECT * FROM delta) c
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  HAVING sum(orders) <> 0 OR sum(units) <> 0 OR sum(items_amount) <> 0
      OR sum(discount) <> 0 OR sum(shipping) <> 0 OR sum(cost_known) <> 0
      OR sum(units_uncosted) <> 0;

  WITH old AS (
    DELETE FROM report_product_facts WHERE order_id = ANY(ids) RETURNING *
  ), lines AS (
    SELECT o.id AS order_id, COALESCE(i.product_id, 0) AS product_id, o.enterprise_id,
           order_bangkok_day(o.created_at) AS day, o.status, o.sale_channel_id,
           COALESCE(o.team_id, 0) AS team_id, COALESCE(o.staff_user_id, 0) AS staff_user_id,
           o.platform, COALESCE(o.platform_shop_id, 0) AS platform_shop_id, o.payment_type,
           o.discount, i.id AS line_id, i.quantity, i.line_total, i.unit_cost,
           sum(i.line_total) OVER (PARTITION BY o.id) AS order_items_amount,
           sum(i.line_total) OVER (PARTITION BY o.id ORDER BY i.id) AS running
      FROM orders o JOIN order_items i ON i.order_id = o.id
     WHERE o.id = ANY(ids)
  ), shares AS (
    SELECT *,
           line_total
           - CASE WHEN order_items_amount = 0 THEN 0
                  ELSE round(discount * running / order_items_amount, 2)
                       - round(discount * (running - line_total) / order_items_amount, 2) END
             AS net
      FROM lines
  ), cur AS (
    INSERT INTO report_product_facts
    SELECT order_id, product_id, enterprise_id, day, status, sale_channel_id, team_id,
           staff_user_id, platform, platform_shop_id, payment_type, sum(quantity)::int, sum(net),
           COALESCE(sum(quantity * unit_cost), 0),
           COALESCE(sum(quantity) FILTER (WHERE unit_cost IS NULL), 0)::int
      FROM shares
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    RETURNING *
  ), delta AS (
    SELECT enterprise_id, day, status, sale_channel_id, team_id, staff_user_id, platform,
           platform_shop_id, payment_type, product_id, sum(orders)::int AS orders,
           sum(units)::int AS units, sum(amount) AS amount, sum(cost_known) AS cost_known,
           sum(units_uncosted)::int AS units_uncosted
      FROM (SELECT enterprise_id, day, status, sale_channel_id, team_id, staff_user_id, platform,
                   platform_shop_id, payment_type, product_id, 1 AS orders, units, amount,
                   cost_known, units_uncosted FROM cur
            UNION ALL
            SELECT enterprise_id, day, status, sale_channel_id, team_id, staff_user_id, platform,
                   platform_shop_id, payment_type, product_id, -1, -units, -amount, -cost_known,
                   -units_uncosted FROM old) c
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    HAVING sum(orders) <> 0 OR sum(units) <> 0 OR sum(amount) <> 0
        OR sum(cost_known) <> 0 OR sum(units_uncosted) <> 0
  ), folding AS (
    SELECT * FROM delta
     WHERE pg_try_advisory_xact_lock(hashtext('report_product_days'),
                                     hashtext(enterprise_id || ':' || day))
  ), gone AS (
    DELETE FROM report_product_days r USING folding f
     WHERE r.enterprise_id = f.enterprise_id AND r.day = f.day AND r.status = f.status
       AND r.product_id = f.product_id AND r.sale_channel_id = f.sale_channel_id
       AND r.staff_user_id = f.staff_user_id AND r.team_id = f.team_id
       AND r.platform_shop_id = f.platform_shop_id AND r.platform = f.platform
       AND r.payment_type = f.payment_type
    RETURNING r.*
  )
  INSERT INTO report_product_days
  SELECT enterprise_id, day, status, sale_channel_id, team_id, staff_user_id, platform,
         platform_shop_id, payment_type, product_id, sum(orders)::int, sum(units)::int,
         sum(amount), sum(cost_known), sum(units_uncosted)::int
    FROM (SELECT * FROM gone UNION ALL SELECT * FROM delta) c
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  HAVING sum(orders) <> 0 OR sum(units) <> 0 OR sum(amount) <> 0
      OR sum(cost_known) <> 0 OR sum(units_uncosted) <> 0;
END $$;

-- Orders: a new or removed order, or a change of what the reports group or sum by (a
-- tracking number or a note changes nothing here and costs one comparison).
CREATE FUNCTION report_orders_changed() RETURNS TRIGGER
  LANGUAGE plpgsql AS $$
DECLARE
  ids INTEGER[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id) INTO ids FROM new_orders;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id) INTO ids FROM old_orders;
  ELSE
    SELECT array_agg(n.id) INTO ids
      FROM new_orders n JOIN old_orders o ON o.id = n.id
     WHERE (n.enterprise_id, n.created_at, n.status, n.sale_channel_id, n.team_id,
            n.staff_user_id, n.platform, n.platform_shop_id, n.payment_type, n.discount,
            n.shipping_fee)
           IS DISTINCT FROM
           (o.enterprise_id, o.created_at, o.status, o.sale_channel_id, o.team_id,
            o.staff_user_id, o.platform, o.platform_shop_id, o.payment_type, o.discount,
            o.shipping_fee);
  END IF;
  PERFORM report_facts_refresh(ids);
  RETURN NULL;
END $$;
CREATE TRIGGER report_orders_insert AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION report_orders_changed();
CREATE TRIGGER report_orders_update AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION report_orders_changed();
CREATE TRIGGER report_orders_delete AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS old_orders
  FOR EACH STATEMENT EXECUTE FUNCTION report_orders_changed();

-- Order lines: every order whose lines were added, removed, or changed in product,
-- quantity, amount or cost.
CREATE FUNCTION report_order_items_changed() RETURNS TRIGGER
  LANGUAGE plpgsql AS $$
DECLARE
  ids INTEGER[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT order_id) INTO ids FROM new_items;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT order_id) INTO ids FROM old_items;
  ELSE
    SELECT array_agg(DISTINCT x.order_id) INTO ids
      FROM (SELECT n.order_id FROM new_items n JOIN old_items o ON o.id = n.id
             WHERE (n.order_id, n.product_id, n.quantity, n.line_total, n.unit_cost)
                   IS DISTINCT FROM (o.order_id, o.product_id, o.quantity, o.line_total, o.unit_cost)
            UNION ALL
            SELECT o.order_id FROM new_items n JOIN old_items o ON o.id = n.id
             WHERE n.order_id <> o.order_id) x;
  END IF;
  PERFORM report_facts_refresh(ids);
  RETURN NULL;
END $$;
CREATE TRIGGER report_order_items_insert AFTER INSERT ON "order_items"
  REFERENCING NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION report_order_items_changed();
CREATE TRIGGER report_order_items_update AFTER UPDATE ON "order_items"
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION report_order_items_changed();
CREATE TRIGGER report_order_items_delete AFTER DELETE ON "order_items"
  REFERENCING OLD TABLE AS old_items
  FOR EACH STATEMENT EXECUTE FUNCTION report_order_items_changed();

-- TRUNCATE of the orders (test resets, a wiped demo) empties the reports with them.
CREATE FUNCTION report_rollups_truncate() RETURNS TRIGGER
  LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE report_order_facts, report_product_facts, report_order_days, report_product_days;
  RETURN NULL;
END $$;
CREATE TRIGGER report_rollups_truncate AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION report_rollups_truncate();

-- Today's cost of one unit of a product: a promotion bundle costs its items' moving
-- averages x their quantities, a product its warehouse product's moving average (the
-- cost packing would record now).
CREATE FUNCTION product_unit_cost_now(e INTEGER, p INTEGER) RETURNS NUMERIC
  LANGUAGE sql STABLE AS $$
  SELECT COALESCE(
           (SELECT round(sum(ppi.quantity * wp.avg_cost), 4)
              FROM pickup_profiles pp
              JOIN pickup_profile_items ppi ON ppi.pickup_profile_id = pp.id
              JOIN wms_products wp ON wp.id = ppi.wms_product_id AND wp.enterprise_id = e
             WHERE pp.product_id = p AND pp.enterprise_id = e AND pp.active),
           (SELECT wp.avg_cost FROM products pr
              JOIN wms_products wp ON wp.id = pr.wms_product_id AND wp.enterprise_id = e
             WHERE pr.id = p AND pr.enterprise_id = e),
           0)
$$;

-- The orders already there.
SELECT report_facts_refresh(array_agg(id)) FROM "orders";
