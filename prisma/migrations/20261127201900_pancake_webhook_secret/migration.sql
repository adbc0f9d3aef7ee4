-- AlterTable
ALTER TABLE "platform_tokens" ADD COLUMN     "webhook_secret_enc" TEXT;
