-- No Prisma schema change: hand-written SQL only (issue 5, the stock reads on the large seed).
--
-- What the stock screens read on every call, kept by the database itself as stock moves,
-- so that a report over 31 days reads a few index entries per day instead of every ledger
-- row and its bill:
--
-- stock_ledger_days      the ledger summed per Bangkok day, storage, product and bill kind
--                        (units in, units out, rows): the storage history's QuantitySummary
--                        and the dashboard's movements and top movers.
-- stock_bill_storages    one row per bill and storage it touches (its from / to storage and
--                        the storage of each of its ledger rows): the bill history filtered
--                        by storage, counted and paged through one index.
-- stock_bill_day_counts  bills per Bangkok day and kind: the bill history's total.
-- stock_read_versions    a count of the changes the kept answers (the dashboard, the
--                        storage history's QuantitySummary) depend on, per storage: a kept
--                        answer is served only while its count is unchanged
--                        (lib/domain/wms/inventory/read-snapshots.ts).
--
-- Locks. A bill's writer (lib/domain/wms/inventory/ledger.ts, orders/stock-release.ts)
-- updates the balance row of each (product, storage) of the bill, in that order, before it
-- inserts the bill's ledger rows. stock_ledger_days is keyed by (product, storage) too, and
-- its rows are upserted in the same order: two transactions that meet on one of its rows
-- already met on that balance row, so the upsert never waits and adds no new lock order.
-- stock_bill_storages gets rows of the inserting bill only (no other transaction has its
-- key). The two counters would be hot rows (every bill of a day, every bill of a
-- storage): as for order_day_counts, they are signed change rows that writers only insert,
-- and now and then a writer folds one key's rows into one, under a transaction-scoped
-- advisory lock it only tries to take. A count is the sum of its rows.
--
-- The ledger is append-only (never updated) and a bill's kind, time and storages are never
-- changed after it is inserted (only its number is, at commit): the rollups follow inserts,
-- deletes and TRUNCATE.

-- The Bangkok day of an instant (Thailand keeps UTC+7 all year).
CREATE FUNCTION stock_bangkok_day(at TIMESTAMPTZ) RETURNS DATE
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (at AT TIME ZONE 'Asia/Bangkok')::date $$;

-- ---------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------
CREATE TABLE "stock_ledger_days" (
  "enterprise_id" INTEGER NOT NULL,
  "storage_id" INTEGER NOT NULL,
  "day" DATE NOT NULL,
  "wms_product_id" INTEGER NOT NULL,
  "kind" SMALLINT NOT NULL,
  -- Sum of the + amounts, and of the - amounts as a positive number.
  "units_in" BIGINT NOT NULL,
  "units_out" BIGINT NOT NULL,
  -- Ledger rows summed here.
  "lines" INTEGER NOT NULL,
  -- The sums ride in the key's index: a storage's month is read from ~30 index pages
  -- (an index-only scan) instead of one heap page per row.
  CONSTRAINT "stock_ledger_days_pkey"
    PRIMARY KEY ("enterprise_id", "storage_id", "day", "wms_product_id", "kind")
    INCLUDE ("units_in", "units_out", "lines")
);

CREATE TABLE "stock_bill_storages" (
  "bill_id" INTEGER NOT NULL,
  "storage_id" INTEGER NOT NULL,
  "enterprise_id" INTEGER NOT NULL,
  "kind" SMALLINT NOT NULL,
  -- The bill's created_at (the history's order and date filter), not its ledger rows'.
  "created_at" TIMESTAMPTZ(3) NOT NULL,
  CONSTRAINT "stock_bill_storages_pkey" PRIMARY KEY ("bill_id", "storage_id")
);
CREATE INDEX "stock_bill_storages_list_idx"
  ON "stock_bill_storages" ("enterprise_id", "storage_id", "created_at" DESC, "bill_id" DESC)
  INCLUDE ("kind");

CREATE TABLE "stock_bill_day_counts" (
  "enterprise_id" INTEGER NOT NULL,
  "day" DATE NOT NULL,
  "kind" SMALLINT NOT NULL,
  "n" INTEGER NOT NULL
);
CREATE INDEX "stock_bill_day_counts_key_idx"
  ON "stock_bill_day_counts" ("enterprise_id", "day", "kind") INCLUDE ("n");

-- storage_id 0 stands for every storage of the enterprise (a product renamed), and
-- enterprise_id 0 for every enterprise (a TRUNCATE does not say whose rows went). A read of
-- one storage sums its rows and the 0 rows; a read of every storage sums them all.
CREATE TABLE "stock_read_versions" (
  "enterprise_id" INTEGER NOT NULL,
  "storage_id" INTEGER NOT NULL,
  "n" BIGINT NOT NULL
);
CREATE INDEX "stock_read_versions_key_idx"
  ON "stock_read_versions" ("enterprise_id", "storage_id") INCLUDE ("n");

-- ---------------------------------------------------------------------------------------
-- Folds of the signed change rows
-- ---------------------------------------------------------------------------------------

-- One enterprise-day's bill counts folded into one row per kind, unless another transaction
-- is folding the same day right now. Only under READ COMMITTED: there the DELETE sees what
-- the previous folder committed; a snapshot older than that could not delete its rows.
CREATE FUNCTION stock_bill_day_counts_fold(e INTEGER, d DATE) RETURNS VOID
  LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed'
     OR NOT pg_try_advisory_xact_lock(hashtext('stock_bill_day_counts'), hashtext(e || ':' || d)) THEN
    RETURN;
  END IF;
  WITH gone AS (
    DELETE FROM stock_bill_day_counts WHERE enterprise_id = e AND day = d RETURNING kind, n
  )
  INSERT INTO stock_bill_day_counts (enterprise_id, day, kind, n)
  SELECT e, d, kind, sum(n)::int FROM gone GROUP BY kind HAVING sum(n) <> 0;
END $$;

CREATE FUNCTION stock_read_versions_fold(e INTEGER, s INTEGER) RETURNS VOID
  LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed'
     OR NOT pg_try_advisory_xact_lock(hashtext('stock_read_versions'), hashtext(e || ':' || s)) THEN
    RETURN;
  END IF;
  WITH gone AS (
    DELETE FROM stock_read_versions WHERE enterprise_id = e AND storage_id = s RETURNING n
  )
  INSERT INTO stock_read_versions (enterprise_id, storage_id, n)
  SELECT e, s, sum(n) FROM gone HAVING count(*) > 0;
END $$;

-- What is kept of storage s of enterprise e (0: of all its storages) may have changed: a
-- +1 row. A count only grows, so two reads that sum the same count saw the same committed
-- changes.
CREATE FUNCTION stock_read_changed(e INTEGER, s INTEGER) RETURNS VOID
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_read_versions (enterprise_id, storage_id, n) VALUES (e, s, 1);
  IF random() < 0.125 THEN -- about one change in eight folds
    PERFORM stock_read_versions_fold(e, s);
  END IF;
END $$;

-- ---------------------------------------------------------------------------------------
-- Bills
-- ---------------------------------------------------------------------------------------
CREATE FUNCTION stock_bills_apply() RETURNS TRIGGER
  LANGUAGE plpgsql AS $$
DECLARE
  touched RECORD;
  fold BOOLEAN := random() < 0.125; -- about one statement in eight folds the days it touched
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- One statement: each statement a trigger runs costs the bill's writer its own round of
    -- planning and execution.
    WITH touched AS (
      INSERT INTO stock_bill_storages (bill_id, storage_id, enterprise_id, kind, created_at)
      SELECT DISTINCT b.id, v.storage_id, b.enterprise_id, b.kind, b.created_at
        FROM new_bills b
       CROSS JOIN LATERAL (VALUES (b.from_storage_id), (b.to_storage_id)) AS v(storage_id)
       WHERE v.storage_id IS NOT NULL
      ON CONFLICT DO NOTHING
    )
    INSERT INTO stock_bill_day_counts (enterprise_id, day, kind, n)
    SELECT enterprise_id, stock_bangkok_day(created_at), kind, count(*)::int
      FROM new_bills GROUP BY 1, 2, 3;
    IF fold THEN
      FOR touched IN SELECT DISTINCT enterprise_id, stock_bangkok_day(created_at) AS day
                       FROM new_bills LOOP
        PERFORM stock_bill_day_counts_fold(touched.enterprise_id, touched.day);
      END LOOP;
    END IF;
  ELSE
    DELETE FROM stock_bill_storages s USING old_bills b WHERE s.bill_id = b.id;
    INSERT INTO stock_bill_day_counts (enterprise_id, day, kind, n)
    SELECT enterprise_id, stock_bangkok_day(created_at), kind, -count(*)::int
      FROM old_bills GROUP BY 1, 2, 3;
    IF fold THEN
      FOR touched IN SELECT DISTINCT enterprise_id, stock_bangkok_day(created_at) AS day
                       FROM old_bills LOOP
        PERFORM stock_bill_day_counts_fold(touched.enterprise_id, touched.day);
      END LOOP;
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER stock_bills_insert AFTER INSERT ON "inventory_bills"
  REFERENCING NEW TABLE AS new_bills
  FOR EACH STATEMENT EXECUTE FUNCTION stock_bills_apply();
CREATE TRIGGER stock_bills_delete AFTER DELETE ON "inventory_bills"
  REFERENCING OLD TABLE AS old_bills
  FOR EACH STATEMENT EXECUTE FUNCTION stock_bills_apply();

-- ---------------------------------------------------------------------------------------
-- Ledger rows
-- ---------------------------------------------------------------------------------------
CREATE FUNCTION stock_ledger_added() RETURNS TRIGGER
  LANGUAGE plpgsql AS $$
DECLARE
  touched RECORD;
BEGIN
  -- One statement (see stock_bills_apply). The bill is visible here even when it was
  -- inserted by the same statement (ledger.ts inserts a bill and its rows in one): AFTER
  -- triggers run once the statement is done.
  WITH moved AS (
    SELECT n.enterprise_id, n.storage_id, n.wms_product_id, n.bill_id, n.amount, n.created_at,
           bi.kind, bi.enterprise_id AS bill_enterprise_id, bi.created_at AS bill_created_at,
           bi.from_storage_id, bi.to_storage_id
      FROM new_ledger n
      JOIN inventory_bills bi ON bi.id = n.bill_id
  ), days AS (
    INSERT INTO stock_ledger_days AS d
           (enterprise_id, storage_id, day, wms_product_id, kind, units_in, units_out, lines)
    SELECT m.enterprise_id, m.storage_id, stock_bangkok_day(m.created_at), m.wms_product_id,
           m.kind,
           COALESCE(sum(m.amount) FILTER (WHERE m.amount > 0), 0),
           COALESCE(-sum(m.amount) FILTER (WHERE m.amount < 0), 0),
           count(*)::int
      FROM moved m
     GROUP BY 1, 2, 3, 4, 5
     ORDER BY 4, 2, 3, 5 -- the writers' lock order: product, then storage
    ON CONFLICT (enterprise_id, storage_id, day, wms_product_id, kind) DO UPDATE
       SET units_in = d.units_in + EXCLUDED.units_in,
           units_out = d.units_out + EXCLUDED.units_out,
           lines = d.lines + EXCLUDED.lines
  ), touched AS (
    -- The bill's from / to storages are there already (stock_bills_apply).
    INSERT INTO stock_bill_storages (bill_id, storage_id, enterprise_id, kind, created_at)
    SELECT DISTINCT m.bill_id, m.storage_id, m.bill_enterprise_id, m.kind, m.bill_created_at
      FROM moved m
     WHERE m.storage_id IS DISTINCT FROM m.from_storage_id
       AND m.storage_id IS DISTINCT FROM m.to_storage_id
    ON CONFLICT DO NOTHING
  )
  INSERT INTO stock_read_versions (enterprise_id, storage_id, n)
  SELECT DISTINCT m.enterprise_id, m.storage_id, 1 FROM moved m;
  IF random() < 0.125 THEN -- about one statement in eight folds the versions
    FOR touched IN SELECT DISTINCT enterprise_id, storage_id FROM new_ledger LOOP
      PERFORM stock_read_versions_fold(touched.enterprise_id, touched.storage_id);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;

-- Nothing deletes ledger rows; should anything do it, the rollups follow.
CREATE FUNCTION stock_ledger_removed() RETURNS TRIGGER
  LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (
    SELECT o.enterprise_id, o.storage_id, stock_bangkok_day(o.created_at) AS day,
           o.wms_product_id, bi.kind,
           COALESCE(sum(o.amount) FILTER (WHERE o.amount > 0), 0) AS units_in,
           COALESCE(-sum(o.amount) FILTER (WHERE o.amount < 0), 0) AS units_out,
           count(*)::int AS lines
      FROM old_ledger o
      JOIN inventory_bills bi ON bi.id = o.bill_id
     GROUP BY 1, 2, 3, 4, 5
  )
  UPDATE stock_ledger_days d
     SET units_in = d.units_in - g.units_in,
         units_out = d.units_out - g.units_out,
         lines = d.lines - g.lines
    FROM gone g
   WHERE (d.enterprise_id, d.storage_id, d.day, d.wms_product_id, d.kind)
       = (g.enterprise_id, g.storage_id, g.day, g.wms_product_id, g.kind);
  DELETE FROM stock_ledger_days d
   USING (SELECT DISTINCT enterprise_id, storage_id, stock_bangkok_day(created_at) AS day,
                 wms_product_id
            FROM old_ledger) o
   WHERE (d.enterprise_id, d.storage_id, d.day, d.wms_product_id)
       = (o.enterprise_id, o.storage_id, o.day, o.wms_product_id)
     AND d.lines = 0;
  -- A storage no longer touched by a bill (neither its from / to nor any line left).
  DELETE FROM stock_bill_storages s
   USING (SELECT DISTINCT bill_id, storage_id FROM old_ledger) o, inventory_bills bi
   WHERE s.bill_id = o.bill_id AND s.storage_id = o.storage_id AND bi.id = o.bill_id
     AND o.storage_id IS DISTINCT FROM bi.from_storage_id
     AND o.storage_id IS DISTINCT FROM bi.to_storage_id
     AND NOT EXISTS (SELECT 1 FROM inventory_ledgers l
                      WHERE l.bill_id = o.bill_id AND l.storage_id = o.storage_id);
  PERFORM stock_read_changed(o.enterprise_id, o.storage_id)
     FROM (SELECT DISTINCT enterprise_id, storage_id FROM old_ledger) o;
  RETURN NULL;
END $$;

CREATE TRIGGER stock_ledger_insert AFTER INSERT ON "inventory_ledgers"
  REFERENCING NEW TABLE AS new_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION stock_ledger_added();
CREATE TRIGGER stock_ledger_delete AFTER DELETE ON "inventory_ledgers"
  REFERENCING OLD TABLE AS old_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION stock_ledger_removed();

-- TRUNCATE leaves nothing to sum (test resets, a wiped demo).
CREATE FUNCTION stock_reads_truncate() RETURNS TRIGGER
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'inventory_ledgers' THEN
    TRUNCATE stock_ledger_days;
  ELSE
    TRUNCATE stock_bill_storages, stock_bill_day_counts;
  END IF;
  PERFORM stock_read_changed(0, 0);
  RETURN NULL;
END $$;
CREATE TRIGGER stock_ledger_truncate AFTER TRUNCATE ON "inventory_ledgers"
  FOR EACH STATEMENT EXECUTE FUNCTION stock_reads_truncate();
CREATE TRIGGER stock_bills_truncate AFTER TRUNCATE ON "inventory_bills"
  FOR EACH STATEMENT EXECUTE FUNCTION stock_reads_truncate();

-- ---------------------------------------------------------------------------------------
-- What else the kept answers show: balances' thresholds and removed rows, products' names,
-- SKUs, thresholds, costs and archiving, storages' names, kinds and packing lines. A
-- balance's units change only together with its ledger rows, which the ledger trigger
-- counts already: the row triggers' WHEN keeps a bill's balance updates from calling
-- anything.
-- ---------------------------------------------------------------------------------------
CREATE FUNCTION stock_read_row_changed() RETURNS TRIGGER
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'wms_products' THEN
    -- A product is shown in every storage.
    PERFORM stock_read_changed(NEW.enterprise_id, 0);
    IF OLD.enterprise_id <> NEW.enterprise_id THEN
      PERFORM stock_read_changed(OLD.enterprise_id, 0);
    END IF;
  ELSIF TG_TABLE_NAME = 'storages' THEN
    PERFORM stock_read_changed(NEW.enterprise_id, NEW.id);
    IF OLD.enterprise_id <> NEW.enterprise_id THEN
      PERFORM stock_read_changed(OLD.enterprise_id, OLD.id);
    END IF;
  ELSE -- inventory_balances
    IF TG_OP <> 'INSERT' THEN
      PERFORM stock_read_changed(OLD.enterprise_id, OLD.storage_id);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM stock_read_changed(NEW.enterprise_id, NEW.storage_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER stock_read_balance_insert AFTER INSERT ON "inventory_balances"
  FOR EACH ROW WHEN (NEW.balance = 0 OR NEW.threshold IS NOT NULL)
  EXECUTE FUNCTION stock_read_row_changed();
CREATE TRIGGER stock_read_balance_update AFTER UPDATE ON "inventory_balances"
  FOR EACH ROW WHEN (OLD.threshold IS DISTINCT FROM NEW.threshold
                     OR OLD.enterprise_id <> NEW.enterprise_id
                     OR OLD.wms_product_id <> NEW.wms_product_id
                     OR OLD.storage_id <> NEW.storage_id)
  EXECUTE FUNCTION stock_read_row_changed();
CREATE TRIGGER stock_read_balance_delete AFTER DELETE ON "inventory_balances"
  FOR EACH ROW EXECUTE FUNCTION stock_read_row_changed();
CREATE TRIGGER stock_read_products_update AFTER UPDATE ON "wms_products"
  FOR EACH ROW WHEN ((OLD.name, OLD.sku, OLD.threshold, OLD.avg_cost, OLD.archived_at,
                      OLD.enterprise_id)
                     IS DISTINCT FROM (NEW.name, NEW.sku, NEW.threshold, NEW.avg_cost,
                                       NEW.archived_at, NEW.enterprise_id))
  EXECUTE FUNCTION stock_read_row_changed();
CREATE TRIGGER stock_read_storages_update AFTER UPDATE ON "storages"
  FOR EACH ROW WHEN ((OLD.name, OLD.kind, OLD.packing_line, OLD.enterprise_id)
                     IS DISTINCT FROM (NEW.name, NEW.kind, NEW.packing_line, NEW.enterprise_id))
  EXECUTE FUNCTION stock_read_row_changed();

-- ---------------------------------------------------------------------------------------
-- Rebuild: an enterprise's rollups made again from its bills and ledger rows. For the rows
-- already there (below) and for bulk loads that skip triggers (npm run seed:large loads
-- with session_replication_role = replica: scripts/bench/seed-inventory.ts calls it).
-- ---------------------------------------------------------------------------------------
CREATE FUNCTION stock_reads_rebuild(e INTEGER) RETURNS VOID
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stock_ledger_days WHERE enterprise_id = e;
  INSERT INTO stock_ledger_days
         (enterprise_id, storage_id, day, wms_product_id, kind, units_in, units_out, lines)
  SELECT l.enterprise_id, l.storage_id, stock_bangkok_day(l.created_at), l.wms_product_id,
         bi.kind,
         COALESCE(sum(l.amount) FILTER (WHERE l.amount > 0), 0),
         COALESCE(-sum(l.amount) FILTER (WHERE l.amount < 0), 0),
         count(*)::int
    FROM inventory_ledgers l
    JOIN inventory_bills bi ON bi.id = l.bill_id
   WHERE l.enterprise_id = e
   GROUP BY 1, 2, 3, 4, 5
   ORDER BY 1, 2, 3, 4, 5; -- in key order: each index page is filled once

  DELETE FROM stock_bill_storages WHERE enterprise_id = e;
  INSERT INTO stock_bill_storages (bill_id, storage_id, enterprise_id, kind, created_at)
  SELECT b.id, t.storage_id, b.enterprise_id, b.kind, b.created_at
    FROM (SELECT id AS bill_id, from_storage_id AS storage_id
            FROM inventory_bills WHERE enterprise_id = e AND from_storage_id IS NOT NULL
          UNION
          SELECT id, to_storage_id
            FROM inventory_bills WHERE enterprise_id = e AND to_storage_id IS NOT NULL
          UNION
          SELECT bill_id, storage_id FROM inventory_ledgers WHERE enterprise_id = e) t
    JOIN inventory_bills b ON b.id = t.bill_id AND b.enterprise_id = e
   ORDER BY b.id, t.storage_id;

  DELETE FROM stock_bill_day_counts WHERE enterprise_id = e;
  INSERT INTO stock_bill_day_counts (enterprise_id, day, kind, n)
  SELECT enterprise_id, stock_bangkok_day(created_at), kind, count(*)::int
    FROM inventory_bills WHERE enterprise_id = e
   GROUP BY 1, 2, 3;

  PERFORM stock_read_changed(e, 0);
END $$;

-- The rows already there. CREATE TRIGGER above locked the tables against writes until this
-- migration commits, so no bill slips between the triggers and the rebuild.
SET LOCAL work_mem = '256MB';
SELECT stock_reads_rebuild(id) FROM enterprises ORDER BY id;

-- The balances list: its search's exact SKU in any case (the name has its trigram index,
-- the barcode its unique index), and its default order, by product name (page 1 walks the
-- products in name order instead of sorting every balance row).
CREATE INDEX "wms_products_upper_sku_idx" ON "wms_products" ("enterprise_id", upper("sku"));
CREATE INDEX "wms_products_name_idx" ON "wms_products" ("enterprise_id", "name");
