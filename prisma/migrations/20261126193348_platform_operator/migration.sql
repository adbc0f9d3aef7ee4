-- AlterTable
ALTER TABLE "users" ADD COLUMN     "is_platform_operator" BOOLEAN NOT NULL DEFAULT false;
