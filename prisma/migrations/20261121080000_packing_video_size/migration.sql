-- AlterTable
ALTER TABLE "packings" ADD COLUMN     "video_size" BIGINT;
