-- AlterTable
ALTER TABLE "members" ADD COLUMN     "phone_verified_at" TIMESTAMPTZ(3);

-- Hand-written: members already verified (status 1 with a phone) keep that proof, so a
-- block and an unblock give back 1 (docs/members.md, Status). A member blocked before this
-- migration cannot be told apart and unblocks to 0.
UPDATE "members" SET "phone_verified_at" = "updated_at" WHERE "status" = 1 AND "phone" IS NOT NULL;
