-- No Prisma schema change: hand-written SQL only. Faster report reads over the rollups of
-- migration report_rollups (docs/reports.md), the numbers unchanged.

-- The order reports price the units not packed yet at today's cost. Cancelled orders are
-- never packed, so their lines stay uncosted for good and soon make most of the rows the
-- older partial index holds; the reports never count them. This index holds the sold ones
-- alone, with every column the reports read, so they are read from the index only.
CREATE INDEX "report_product_days_uncosted_sold_idx" ON "report_product_days" ("enterprise_id", "day")
  INCLUDE ("status", "sale_channel_id", "team_id", "staff_user_id", "platform",
           "platform_shop_id", "payment_type", "product_id", "units_uncosted")
  WHERE "units_uncosted" <> 0 AND "status" <> 140;

-- Today's cost of one unit of each product of the enterprise: the rule of
-- product_unit_cost_now (a promotion bundle costs its items' moving averages x their
-- quantities, a product its warehouse product's moving average); the products of neither
-- cost 0 and are left out, as the "none" product 0 is. The planner inlines it into the
-- report, which joins it to the thousands of products it prices in one pass instead of
-- running the one-product function for each.
CREATE FUNCTION product_costs_now(e INTEGER)
  RETURNS TABLE (product_id INTEGER, cost NUMERIC)
  LANGUAGE sql STABLE AS $$
  SELECT pr.id, COALESCE(b.cost, wp.avg_cost)
    FROM products pr
    LEFT JOIN wms_products wp ON wp.id = pr.wms_product_id AND wp.enterprise_id = e
    LEFT JOIN (SELECT pp.product_id, round(sum(ppi.quantity * w.avg_cost), 4) AS cost
                 FROM pickup_profiles pp
                 JOIN pickup_profile_items ppi ON ppi.pickup_profile_id = pp.id
                 JOIN wms_products w ON w.id = ppi.wms_product_id AND w.enterprise_id = e
                WHERE pp.enterprise_id = e AND pp.active
                GROUP BY pp.product_id) b ON b.product_id = pr.id
   WHERE pr.enterprise_id = e AND (b.cost IS NOT NULL OR wp.avg_cost IS NOT NULL)
$$;

-- What the reports read of a product to price it: its warehouse product, from the index alone.
CREATE INDEX "products_enterprise_id_id_wms_product_id_idx" ON "products" ("enterprise_id", "id")
  INCLUDE ("wms_product_id");
