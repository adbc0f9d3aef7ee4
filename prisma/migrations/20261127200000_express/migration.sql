-- CreateTable
CREATE TABLE "express_assignments" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "order_id" INTEGER NOT NULL,
    "driver_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "position" INTEGER NOT NULL DEFAULT 0,
    "assigned_by_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "express_assignments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "express_deliveries" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "assignment_id" INTEGER NOT NULL,
    "order_id" INTEGER NOT NULL,
    "driver_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "outcome" SMALLINT NOT NULL,
    "next" SMALLINT,
    "reason" VARCHAR(500),
    "cash_collected" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "cash_expected" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "photo_key" VARCHAR(300),
    "acted_at" TIMESTAMPTZ(3) NOT NULL,
    "client_action_id" VARCHAR(100) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "express_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "express_cash_handins" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "driver_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "note" VARCHAR(500),
    "received_by_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "express_cash_handins_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "express_assignments_enterprise_id_driver_id_day_idx" ON "express_assignments"("enterprise_id", "driver_id", "day");

-- CreateIndex
CREATE INDEX "express_assignments_enterprise_id_day_idx" ON "express_assignments"("enterprise_id", "day");

-- CreateIndex
CREATE UNIQUE INDEX "express_assignments_enterprise_id_order_id_day_key" ON "express_assignments"("enterprise_id", "order_id", "day");

-- CreateIndex
CREATE INDEX "express_deliveries_enterprise_id_driver_id_day_idx" ON "express_deliveries"("enterprise_id", "driver_id", "day");

-- CreateIndex
CREATE INDEX "express_deliveries_enterprise_id_day_idx" ON "express_deliveries"("enterprise_id", "day");

-- CreateIndex
CREATE INDEX "express_deliveries_order_id_idx" ON "express_deliveries"("order_id");

-- CreateIndex
CREATE UNIQUE INDEX "express_deliveries_enterprise_id_client_action_id_key" ON "express_deliveries"("enterprise_id", "client_action_id");

-- CreateIndex
CREATE INDEX "express_cash_handins_enterprise_id_driver_id_day_idx" ON "express_cash_handins"("enterprise_id", "driver_id", "day");

-- CreateIndex
CREATE INDEX "express_cash_handins_enterprise_id_day_idx" ON "express_cash_handins"("enterprise_id", "day");

-- AddForeignKey
ALTER TABLE "express_assignments" ADD CONSTRAINT "express_assignments_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "express_assignments" ADD CONSTRAINT "express_assignments_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "express_assignments" ADD CONSTRAINT "express_assignments_driver_id_fkey" FOREIGN KEY ("driver_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "express_assignments" ADD CONSTRAINT "express_assignments_assigned_by_id_fkey" FOREIGN KEY ("assigned_by_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "express_deliveries" ADD CONSTRAINT "express_deliveries_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "express_deliveries" ADD CONSTRAINT "express_deliveries_assignment_id_fkey" FOREIGN KEY ("assignment_id") REFERENCES "express_assignments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "express_deliveries" ADD CONSTRAINT "express_deliveries_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "express_deliveries" ADD CONSTRAINT "express_deliveries_driver_id_fkey" FOREIGN KEY ("driver_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "express_cash_handins" ADD CONSTRAINT "express_cash_handins_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "express_cash_handins" ADD CONSTRAINT "express_cash_handins_driver_id_fkey" FOREIGN KEY ("driver_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "express_cash_handins" ADD CONSTRAINT "express_cash_handins_received_by_id_fkey" FOREIGN KEY ("received_by_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Hand-written: what the schema language cannot say.
ALTER TABLE "express_assignments" ADD CONSTRAINT "express_assignments_status_check"
  CHECK ("status" BETWEEN 1 AND 4);
ALTER TABLE "express_deliveries" ADD CONSTRAINT "express_deliveries_outcome_check"
  CHECK ("outcome" IN (1, 2) AND ("next" IS NULL OR "next" IN (1, 2)));
ALTER TABLE "express_deliveries" ADD CONSTRAINT "express_deliveries_cash_check"
  CHECK ("cash_collected" >= 0 AND "cash_expected" >= 0);
ALTER TABLE "express_cash_handins" ADD CONSTRAINT "express_cash_handins_amount_check"
  CHECK ("amount" > 0);
