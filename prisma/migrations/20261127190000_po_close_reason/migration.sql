-- AlterTable
ALTER TABLE "purchase_orders" ADD COLUMN     "close_reason" VARCHAR(500);
