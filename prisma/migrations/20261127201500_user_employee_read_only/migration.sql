-- AlterTable
ALTER TABLE "users" ADD COLUMN     "is_employee" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "is_read_only" BOOLEAN NOT NULL DEFAULT false;
