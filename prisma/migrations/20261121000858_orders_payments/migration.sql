-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "payment_checked_at" TIMESTAMPTZ(3),
ADD COLUMN     "payment_checked_by_id" INTEGER,
ADD COLUMN     "payment_type" SMALLINT NOT NULL DEFAULT 1,
ADD COLUMN     "slip_bank" VARCHAR(10),
ADD COLUMN     "slip_uploaded_at" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "orders_enterprise_id_payment_method_id_created_at_idx" ON "orders"("enterprise_id", "payment_method_id", "created_at");

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_checked_by_id_fkey" FOREIGN KEY ("payment_checked_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Hand-written: rules Prisma cannot express.
ALTER TABLE "orders"
  ADD CONSTRAINT "orders_payment_type_chk" CHECK ("payment_type" IN (1, 2, 4, 5, 6, 7));

-- Order numbers are searched by prefix ("SO261120", "SO2611200042"): a pattern-ops b-tree
-- answers LIKE 'prefix%' without the trigram index matching a whole month of numbers.
CREATE INDEX "orders_enterprise_order_number_prefix_idx"
  ON "orders" ("enterprise_id", "order_number" text_pattern_ops);
