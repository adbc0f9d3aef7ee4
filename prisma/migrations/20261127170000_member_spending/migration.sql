-- AlterTable
ALTER TABLE "members" ADD COLUMN     "otp_expires_at" TIMESTAMPTZ(3),
ADD COLUMN     "otp_hash" VARCHAR(64),
ADD COLUMN     "otp_phone" VARCHAR(30),
ADD COLUMN     "otp_tries" SMALLINT NOT NULL DEFAULT 0,
ADD COLUMN     "unfollowed_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "line_messages" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "member_id" INTEGER NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "text" TEXT NOT NULL,
    "member_coupon_id" INTEGER,
    "retry_key" UUID NOT NULL,
    "status" VARCHAR(10) NOT NULL DEFAULT 'queued',
    "error" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "line_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "line_webhook_events" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "event_id" VARCHAR(64) NOT NULL,
    "type" VARCHAR(40) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "line_webhook_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "line_messages_enterprise_id_created_at_id_idx" ON "line_messages"("enterprise_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "line_messages_member_id_idx" ON "line_messages"("member_id");

-- CreateIndex
CREATE UNIQUE INDEX "line_messages_retry_key_key" ON "line_messages"("retry_key");

-- CreateIndex
CREATE UNIQUE INDEX "line_webhook_events_enterprise_id_event_id_key" ON "line_webhook_events"("enterprise_id", "event_id");

-- AddForeignKey
ALTER TABLE "line_messages" ADD CONSTRAINT "line_messages_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "line_messages" ADD CONSTRAINT "line_messages_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "line_webhook_events" ADD CONSTRAINT "line_webhook_events_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Hand-written: a member's total_spending kept by the database (docs/members.md,
-- Spending). It is the net sales (subtotal less the order's own discount, as the reports
-- count it: docs/reports.md) of the member's orders at 122 Delivered or 130 Completed,
-- the member's orders being those of the member's customer record or of the member's phone
-- (the order's recipient phone). Every path that moves an order (the order screens,
-- packing, returns, the platform sync) goes through these triggers, so none can forget it.

-- One member's spending, read fresh (its own statement, so it sees what committed before).
CREATE FUNCTION member_spending_of(p_enterprise INTEGER, p_customer INTEGER, p_phone TEXT)
RETURNS NUMERIC(14, 2) LANGUAGE sql STABLE AS $$
  SELECT COALESCE(SUM(o.subtotal - o.discount), 0)::NUMERIC(14, 2)
    FROM orders o
   WHERE o.enterprise_id = p_enterprise
     AND o.status IN (122, 130)
     AND ((p_customer IS NOT NULL AND o.customer_id = p_customer)
       OR (p_phone IS NOT NULL AND p_phone <> '' AND o.recipient_phone = p_phone))
$$;

-- Recomputes the given members of one enterprise. The member rows are locked first, in id
-- order, and the totals computed in a later statement: under READ COMMITTED that statement
-- sees every order change committed by a transaction that held the lock before, so two
-- orders of one member moved at the same moment both count.
CREATE FUNCTION member_spending_refresh(p_enterprise INTEGER, p_members INTEGER[])
RETURNS INTEGER LANGUAGE plpgsql AS $$
DECLARE
  n INTEGER;
BEGIN
  IF p_members IS NULL OR cardinality(p_members) = 0 THEN
    RETURN 0;
  END IF;
  PERFORM 1 FROM members
    WHERE enterprise_id = p_enterprise AND id = ANY (p_members)
    ORDER BY id FOR UPDATE;
  UPDATE members m
     SET total_spending = member_spending_of(m.enterprise_id, m.customer_id, m.phone)
   WHERE m.enterprise_id = p_enterprise AND m.id = ANY (p_members)
     AND m.total_spending IS DISTINCT FROM member_spending_of(m.enterprise_id, m.customer_id, m.phone);
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END;
$$;

-- Every member of one enterprise recomputed (a repair, and what the tests compare with).
CREATE FUNCTION member_spending_recompute(p_enterprise INTEGER)
RETURNS INTEGER LANGUAGE sql AS $$
  SELECT member_spending_refresh(p_enterprise,
    ARRAY(SELECT id FROM members WHERE enterprise_id = p_enterprise ORDER BY id))
$$;

-- The members an order belongs to: by its customer record or by its recipient phone.
CREATE FUNCTION member_ids_of_order(p_enterprise INTEGER, p_customer INTEGER, p_phone TEXT)
RETURNS INTEGER[] LANGUAGE sql STABLE AS $$
  SELECT ARRAY(
    SELECT id FROM members
     WHERE enterprise_id = p_enterprise
       AND ((p_customer IS NOT NULL AND customer_id = p_customer)
         OR (p_phone IS NOT NULL AND p_phone <> '' AND phone = p_phone))
     ORDER BY id)
$$;

CREATE FUNCTION orders_member_spending() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids INTEGER[] := '{}';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN (122, 130) THEN
    ids := ids || member_ids_of_order(OLD.enterprise_id, OLD.customer_id, OLD.recipient_phone);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.status IN (122, 130) THEN
    ids := ids || member_ids_of_order(NEW.enterprise_id, NEW.customer_id, NEW.recipient_phone);
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM member_spending_refresh(
      CASE WHEN TG_OP = 'DELETE' THEN OLD.enterprise_id ELSE NEW.enterprise_id END,
      ARRAY(SELECT DISTINCT x FROM unnest(ids) AS x ORDER BY x));
  END IF;
  RETURN NULL;
END;
$$;

-- Only changes that can move a total wake it: an order outside 122/130 before and after
-- costs nothing more than the WHEN test.
CREATE TRIGGER orders_member_spending_insert AFTER INSERT ON orders
  FOR EACH ROW WHEN (NEW.status IN (122, 130))
  EXECUTE FUNCTION orders_member_spending();
CREATE TRIGGER orders_member_spending_update AFTER UPDATE ON orders
  FOR EACH ROW WHEN (
    (OLD.status IN (122, 130) OR NEW.status IN (122, 130)) AND (
      OLD.status IS DISTINCT FROM NEW.status
      OR OLD.subtotal IS DISTINCT FROM NEW.subtotal
      OR OLD.discount IS DISTINCT FROM NEW.discount
      OR OLD.customer_id IS DISTINCT FROM NEW.customer_id
      OR OLD.recipient_phone IS DISTINCT FROM NEW.recipient_phone))
  EXECUTE FUNCTION orders_member_spending();
CREATE TRIGGER orders_member_spending_delete AFTER DELETE ON orders
  FOR EACH ROW WHEN (OLD.status IN (122, 130))
  EXECUTE FUNCTION orders_member_spending();

-- A member whose customer record or phone changes (or a new member) gets its total at once.
CREATE FUNCTION members_own_spending() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.total_spending := member_spending_of(NEW.enterprise_id, NEW.customer_id, NEW.phone);
  RETURN NEW;
END;
$$;
CREATE TRIGGER members_own_spending_insert BEFORE INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION members_own_spending();
CREATE TRIGGER members_own_spending_update BEFORE UPDATE OF customer_id, phone ON members
  FOR EACH ROW WHEN (OLD.customer_id IS DISTINCT FROM NEW.customer_id
                  OR OLD.phone IS DISTINCT FROM NEW.phone)
  EXECUTE FUNCTION members_own_spending();

