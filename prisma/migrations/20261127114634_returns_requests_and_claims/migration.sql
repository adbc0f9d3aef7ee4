-- CreateTable
CREATE TABLE "order_return_requests" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "order_id" INTEGER NOT NULL,
    "platform_return_id" VARCHAR(100) NOT NULL,
    "kind" SMALLINT NOT NULL,
    "platform_status" VARCHAR(60) NOT NULL,
    "reason" TEXT,
    "buyer_tracking_number" VARCHAR(100),
    "requested_at" TIMESTAMPTZ(3) NOT NULL,
    "platform_updated_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "order_return_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_claims" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "order_id" INTEGER NOT NULL,
    "party" SMALLINT NOT NULL,
    "reason" TEXT NOT NULL,
    "from_status" SMALLINT NOT NULL,
    "photo_keys" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_by_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "order_claims_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "order_return_requests_enterprise_id_requested_at_idx" ON "order_return_requests"("enterprise_id", "requested_at");

-- CreateIndex
CREATE UNIQUE INDEX "order_return_requests_order_id_platform_return_id_key" ON "order_return_requests"("order_id", "platform_return_id");

-- CreateIndex
CREATE UNIQUE INDEX "order_claims_order_id_key" ON "order_claims"("order_id");

-- CreateIndex
CREATE INDEX "order_claims_enterprise_id_created_at_idx" ON "order_claims"("enterprise_id", "created_at");

-- AddForeignKey
ALTER TABLE "order_return_requests" ADD CONSTRAINT "order_return_requests_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_return_requests" ADD CONSTRAINT "order_return_requests_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Hand-written: the kinds and parties the columns hold, and one received return per order
-- (the order lock serialises receipts; this is the last line if a path forgets it).
ALTER TABLE "order_return_requests" ADD CONSTRAINT "order_return_requests_kind_check" CHECK (kind IN (1, 2, 3));
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_party_check" CHECK (party IN (1, 2));
CREATE UNIQUE INDEX "returns_one_closed_per_order" ON "returns"("order_id") WHERE status = 2;
