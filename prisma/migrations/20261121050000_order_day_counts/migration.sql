-- No Prisma schema change: hand-written SQL only (issue 4, the order list without a text).
--
-- How many orders each enterprise has per Bangkok day and status, kept by the database
-- itself. The order list's total and the status chips count a 31-day window on every call;
-- counted from the orders that is ~85,000 index entries for a large seller each time,
-- summed from here it is a few rows per day and status. Used only when the list has no
-- filter but the dates and the status (lib/domain/orders/list.ts); any other filter counts
-- the orders themselves.
--
-- The rows are signed changes, never updated in place: a new order or a status move
-- inserts its +1/-1 rows, so writers take no lock on a shared counter (no waiting behind
-- another order's transaction, no deadlock between transactions moving orders in opposite
-- directions). Now and then a writer folds one day's rows into one row per status (under a
-- transaction-scoped advisory lock it only tries to take: a second folder skips), which
-- keeps the rows a count reads few. The count is the sum of the rows.
CREATE TABLE "order_day_counts" (
  "enterprise_id" INTEGER NOT NULL,
  "day" DATE NOT NULL,
  "status" SMALLINT NOT NULL,
  "n" INTEGER NOT NULL
);
CREATE INDEX "order_day_counts_key_idx"
  ON "order_day_counts" ("enterprise_id", "day", "status") INCLUDE ("n");

-- The Bangkok day of an order (Thailand keeps UTC+7 all year).
CREATE FUNCTION order_bangkok_day(at TIMESTAMPTZ) RETURNS DATE
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (at AT TIME ZONE 'Asia/Bangkok')::date $$;

-- One enterprise-day's rows folded into one per status, unless another transaction is
-- folding the same day right now.
CREATE FUNCTION order_day_counts_fold(e INTEGER, d DATE) RETURNS VOID
  LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('order_day_counts'), hashtext(e || ':' || d)) THEN
    RETURN;
  END IF;
  WITH gone AS (
    DELETE FROM order_day_counts WHERE enterprise_id = e AND day = d RETURNING status, n
  )
  INSERT INTO order_day_counts (enterprise_id, day, status, n)
  SELECT e, d, status, sum(n)::int FROM gone GROUP BY status HAVING sum(n) <> 0;
END $$;

-- One statement's net change per (enterprise, day, status), from its transition tables: a
-- bulk insert or update costs one aggregate, and an update that moved no status or day
-- (a tracking number, a note) writes nothing and folds nothing.
CREATE FUNCTION order_day_counts_apply() RETURNS TRIGGER
  LANGUAGE plpgsql AS $$
DECLARE
  touched RECORD;
  fold BOOLEAN := random() < 0.125; -- about one statement in eight folds the days it touched
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_day_counts (enterprise_id, day, status, n)
    SELECT enterprise_id, order_bangkok_day(created_at), status, count(*)::int
      FROM new_orders GROUP BY 1, 2, 3;
    IF fold THEN
      FOR touched IN SELECT DISTINCT enterprise_id, order_bangkok_day(created_at) AS day
                       FROM new_orders LOOP
        PERFORM order_day_counts_fold(touched.enterprise_id, touched.day);
      END LOOP;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_day_counts (enterprise_id, day, status, n)
    SELECT enterprise_id, order_bangkok_day(created_at), status, -count(*)::int
      FROM old_orders GROUP BY 1, 2, 3;
    IF fold THEN
      FOR touched IN SELECT DISTINCT enterprise_id, order_bangkok_day(created_at) AS day
                       FROM old_orders LOOP
        PERFORM order_day_counts_fold(touched.enterprise_id, touched.day);
      END LOOP;
    END IF;
  ELSE
    INSERT INTO order_day_counts (enterprise_id, day, status, n)
    SELECT enterprise_id, day, status, sum(delta)::int
      FROM (SELECT enterprise_id, order_bangkok_day(created_at) AS day, status, 1 AS delta
              FROM new_orders
            UNION ALL
            SELECT enterprise_id, order_bangkok_day(created_at), status, -1
              FROM old_orders) changes
     GROUP BY 1, 2, 3
    HAVING sum(delta) <> 0;
    IF fold AND FOUND THEN
      FOR touched IN SELECT enterprise_id, order_bangkok_day(created_at) AS day FROM new_orders
                     UNION
                     SELECT enterprise_id, order_bangkok_day(created_at) FROM old_orders LOOP
        PERFORM order_day_counts_fold(touched.enterprise_id, touched.day);
      END LOOP;
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER order_day_counts_insert AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_apply();
CREATE TRIGGER order_day_counts_update AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_apply();
CREATE TRIGGER order_day_counts_delete AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS old_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_apply();

-- TRUNCATE leaves no order to count (test resets, a wiped demo): the counts go with them.
CREATE FUNCTION order_day_counts_truncate() RETURNS TRIGGER
  LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE order_day_counts;
  RETURN NULL;
END $$;
CREATE TRIGGER order_day_counts_truncate AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_truncate();

-- The orders already there.
INSERT INTO order_day_counts (enterprise_id, day, status, n)
SELECT enterprise_id, order_bangkok_day(created_at), status, count(*)::int
  FROM "orders"
 GROUP BY 1, 2, 3;
