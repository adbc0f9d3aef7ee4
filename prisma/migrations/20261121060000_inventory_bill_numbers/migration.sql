-- No Prisma schema change: hand-written SQL only (issue 5, the stock writes).
--
-- Running bill numbers taken at commit. A bill number is gapless per enterprise, prefix and
-- Bangkok month, so the bill_sequences row must stay locked from the moment a number is
-- taken until the transaction ends: a rollback then gives the number back. Taken in the
-- middle of a transaction, every bill of a kind would wait for the previous one's last
-- statements, its round trips to the application and its commit. Taken by this deferred
-- trigger, the row is locked inside COMMIT itself, for the trigger's two statements and
-- the WAL flush only.
--
-- A stock bill is inserted with a provisional number '~<PREFIX>-<yyMM>~<bill id>' (unique,
-- never seen by another transaction); at commit the trigger takes the next number of that
-- series and writes 'PREFIX-yyMM-NNNNN'. Bills inserted with their final number (returns on
-- order cancel, the seed) do not fire it.

CREATE FUNCTION inventory_bill_take_number() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  series text := split_part(NEW.bill_number, '~', 2);
  taken integer;
BEGIN
  INSERT INTO bill_sequences (enterprise_id, kind, period, last_number, updated_at)
  VALUES (NEW.enterprise_id, split_part(series, '-', 1), split_part(series, '-', 2), 1, now())
  ON CONFLICT (enterprise_id, kind, period)
    DO UPDATE SET last_number = bill_sequences.last_number + 1, updated_at = now()
  RETURNING last_number INTO taken;
  UPDATE inventory_bills
     SET bill_number = series || '-' || lpad(taken::text, GREATEST(5, length(taken::text)), '0')
   WHERE id = NEW.id;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER inventory_bills_number_at_commit
  AFTER INSERT ON inventory_bills
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (NEW.bill_number LIKE '~%')
  EXECUTE FUNCTION inventory_bill_take_number();

-- A provisional number names its series and bill: it can never be a final one.
ALTER TABLE inventory_bills
  ADD CONSTRAINT inventory_bills_bill_number_chk
  CHECK (bill_number NOT LIKE '~%' OR bill_number ~ '^~[A-Z]{2,5}-[0-9]{4}~[0-9]+$');
