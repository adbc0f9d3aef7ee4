-- No Prisma schema change: hand-written SQL only. A report answer is computed once and reused
-- while nothing it read has changed (docs/reports.md, Reusing answers). Every transaction that
-- changes the report rollups of a day, or what today's costs are, leaves one mark per
-- enterprise and day with its transaction id; an answer remembers the snapshot it was computed
-- under and stays good while no mark of its days is invisible in that snapshot.

-- day '-infinity': every day (today's costs, the promotion bundles); enterprise 0: every
-- enterprise (the rollups were truncated).
CREATE TABLE "report_day_changes" (
  "enterprise_id" INTEGER NOT NULL,
  "day" DATE NOT NULL,
  "xid" XID8 NOT NULL DEFAULT pg_current_xact_id(),
  CONSTRAINT "report_day_changes_pkey" PRIMARY KEY ("enterprise_id", "day", "xid")
);

-- Snapshots taken now and then by report_day_changes_prune: a mark every transaction of an
-- old enough snapshot already saw is of no use to an answer kept since, and goes.
CREATE TABLE "report_change_horizons" (
  "taken_at" TIMESTAMPTZ NOT NULL,
  "snapshot" PG_SNAPSHOT NOT NULL,
  CONSTRAINT "report_change_horizons_pkey" PRIMARY KEY ("taken_at")
);

-- The rollups: a statement that wrote or removed rows marks their enterprise-days.
CREATE FUNCTION report_days_mark_written() RETURNS TRIGGER
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_day_changes (enterprise_id, day)
  SELECT DISTINCT enterprise_id, day FROM changed
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER report_order_days_mark_inserted AFTER INSERT ON "report_order_days"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION report_days_mark_written();
CREATE TRIGGER report_order_days_mark_deleted AFTER DELETE ON "report_order_days"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION report_days_mark_written();
CREATE TRIGGER report_product_days_mark_inserted AFTER INSERT ON "report_product_days"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION report_days_mark_written();
CREATE TRIGGER report_product_days_mark_deleted AFTER DELETE ON "report_product_days"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION report_days_mark_written();

CREATE FUNCTION report_days_mark_truncated() RETURNS TRIGGER
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_day_changes (enterprise_id, day) VALUES (0, '-infinity')
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER report_order_days_mark_truncated AFTER TRUNCATE ON "report_order_days"
  FOR EACH STATEMENT EXECUTE FUNCTION report_days_mark_truncated();
CREATE TRIGGER report_product_days_mark_truncated AFTER TRUNCATE ON "report_product_days"
  FOR EACH STATEMENT EXECUTE FUNCTION report_days_mark_truncated();

-- Today's cost (product_costs_now) prices the units not packed yet on every day: a moving
-- average that moved, a product linked to another warehouse product, a promotion bundle or
-- its items changed mark every day of the enterprise.
CREATE FUNCTION report_costs_mark_changed() RETURNS TRIGGER
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_day_changes (enterprise_id, day)
  SELECT DISTINCT enterprise_id, '-infinity'::date FROM changed
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

-- An update marks only when what prices a unit moved (stock-ins move the average; a rename
-- or a price change marks nothing).
CREATE FUNCTION report_costs_mark_updated() RETURNS TRIGGER
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'wms_products' THEN
    INSERT INTO report_day_changes (enterprise_id, day)
    SELECT DISTINCT n.enterprise_id, '-infinity'::date
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE n.avg_cost IS DISTINCT FROM o.avg_cost
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO report_day_changes (enterprise_id, day)
    SELECT DISTINCT n.enterprise_id, '-infinity'::date
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE n.wms_product_id IS DISTINCT FROM o.wms_product_id
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER report_costs_wms_products_updated AFTER UPDATE ON "wms_products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_costs_mark_updated();
CREATE TRIGGER report_costs_wms_products_deleted AFTER DELETE ON "wms_products"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION report_costs_mark_changed();
CREATE TRIGGER report_costs_products_updated AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_costs_mark_updated();
CREATE TRIGGER report_costs_products_deleted AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION report_costs_mark_changed();
CREATE TRIGGER report_costs_pickup_profiles_inserted AFTER INSERT ON "pickup_profiles"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION report_costs_mark_changed();
CREATE TRIGGER report_costs_pickup_profiles_updated AFTER UPDATE ON "pickup_profiles"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION report_costs_mark_changed();
CREATE TRIGGER report_costs_pickup_profiles_deleted AFTER DELETE ON "pickup_profiles"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION report_costs_mark_changed();
CREATE TRIGGER report_costs_pickup_profile_items_inserted AFTER INSERT ON "pickup_profile_items"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION report_costs_mark_changed();
CREATE TRIGGER report_costs_pickup_profile_items_updated AFTER UPDATE ON "pickup_profile_items"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION report_costs_mark_changed();
CREATE TRIGGER report_costs_pickup_profile_items_deleted AFTER DELETE ON "pickup_profile_items"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION report_costs_mark_changed();

-- Is an answer computed under `snap` over days from..to of enterprise e still what the
-- rollups say? No mark of those days (or of every day, or every enterprise) made by a
-- transaction the snapshot did not see.
CREATE FUNCTION report_answer_fresh(e INTEGER, from_day DATE, to_day DATE, snap PG_SNAPSHOT)
  RETURNS BOOLEAN
  LANGUAGE sql STABLE AS $$
  SELECT NOT EXISTS (
    SELECT 1 FROM report_day_changes c
     WHERE c.enterprise_id IN (e, 0)
       AND (c.day BETWEEN from_day AND to_day OR c.day = '-infinity')
       AND NOT pg_visible_in_snapshot(c.xid, snap))
$$;

-- Marks every transaction of a snapshot taken at least `keep` ago already saw go: an answer
-- is kept for less than `keep`, so its own snapshot saw them too. Then the snapshot of now
-- is kept for a later run. Run by the report-changes prune job every few minutes.
CREATE FUNCTION report_day_changes_prune(keep INTERVAL) RETURNS INTEGER
  LANGUAGE plpgsql AS $$
DECLARE
  horizon RECORD;
  pruned INTEGER := 0;
BEGIN
  SELECT * INTO horizon FROM report_change_horizons
   WHERE taken_at <= now() - keep ORDER BY taken_at DESC LIMIT 1;
  IF FOUND THEN
    DELETE FROM report_day_changes WHERE pg_visible_in_snapshot(xid, horizon.snapshot);
    GET DIAGNOSTICS pruned = ROW_COUNT;
    DELETE FROM report_change_horizons WHERE taken_at < horizon.taken_at;
  END IF;
  INSERT INTO report_change_horizons VALUES (clock_timestamp(), pg_current_snapshot())
  ON CONFLICT DO NOTHING;
  RETURN pruned;
END $$;
