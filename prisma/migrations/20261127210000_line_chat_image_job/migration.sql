-- AlterTable
ALTER TABLE "line_webhook_events" ADD COLUMN     "outcome" VARCHAR(20);
