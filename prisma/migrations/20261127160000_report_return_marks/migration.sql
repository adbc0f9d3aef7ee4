-- No Prisma schema change: hand-written SQL only. The return report is reused like the sales
-- reports (docs/reports.md, Reusing answers): it reads the returns received on its days, so a
-- change of what it reads marks the Bangkok day each return was received (closed) on.

-- A return received, changed, reopened or removed: the day it was (and is) received on.
CREATE FUNCTION report_returns_mark_changed() RETURNS TRIGGER
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_day_changes (enterprise_id, day)
  SELECT DISTINCT enterprise_id, order_bangkok_day(closed_at) FROM changed
   WHERE closed_at IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE FUNCTION report_returns_mark_updated() RETURNS TRIGGER
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_day_changes (enterprise_id, day)
  SELECT DISTINCT x.enterprise_id, order_bangkok_day(x.closed_at)
    FROM (SELECT enterprise_id, closed_at FROM old_rows
          UNION ALL
          SELECT enterprise_id, closed_at FROM new_rows) x
   WHERE x.closed_at IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER report_returns_inserted AFTER INSERT ON "returns"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION report_returns_mark_changed();
CREATE TRIGGER report_returns_deleted AFTER DELETE ON "returns"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION report_returns_mark_changed();
CREATE TRIGGER report_returns_updated AFTER UPDATE ON "returns"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_returns_mark_updated();

-- A return's lines: the day their return was received on.
CREATE FUNCTION report_return_lines_mark_changed() RETURNS TRIGGER
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_day_changes (enterprise_id, day)
  SELECT DISTINCT r.enterprise_id, order_bangkok_day(r.closed_at)
    FROM (SELECT DISTINCT return_id FROM changed) c
    JOIN returns r ON r.id = c.return_id
   WHERE r.closed_at IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER report_return_lines_inserted AFTER INSERT ON "return_lines"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION report_return_lines_mark_changed();
CREATE TRIGGER report_return_lines_updated AFTER UPDATE ON "return_lines"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION report_return_lines_mark_changed();
CREATE TRIGGER report_return_lines_deleted AFTER DELETE ON "return_lines"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION report_return_lines_mark_changed();

-- The report filters returns by their order (sale channel, team, staff, platform, shop,
-- payment type) and values them at the cost their order's lines left with: a change of
-- those, on an order that came back, marks the days its returns were received on. The
-- orders' own rollups are marked by the rollup triggers (their creation day).
CREATE FUNCTION report_returned_orders_mark_changed() RETURNS TRIGGER
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'orders' THEN
    INSERT INTO report_day_changes (enterprise_id, day)
    SELECT DISTINCT r.enterprise_id, order_bangkok_day(r.closed_at)
      FROM new_rows n
      JOIN old_rows o ON o.id = n.id
      JOIN returns r ON r.order_id = n.id
     WHERE r.closed_at IS NOT NULL
       AND (n.sale_channel_id, n.team_id, n.staff_user_id, n.platform, n.platform_shop_id,
            n.payment_type)
           IS DISTINCT FROM (o.sale_channel_id, o.team_id, o.staff_user_id, o.platform,
                             o.platform_shop_id, o.payment_type)
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO report_day_changes (enterprise_id, day)
    SELECT DISTINCT r.enterprise_id, order_bangkok_day(r.closed_at)
      FROM (SELECT order_id FROM new_rows UNION SELECT order_id FROM old_rows) c
      JOIN returns r ON r.order_id = c.order_id
     WHERE r.closed_at IS NOT NULL
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER report_returned_orders_updated AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_returned_orders_mark_changed();
CREATE TRIGGER report_returned_order_items_updated AFTER UPDATE ON "order_items"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_returned_orders_mark_changed();
