-- No Prisma schema change: hand-written SQL only (issue 5, the stock reads).
--
-- A sellable product stands for at most one live promotion bundle (pickup profile):
-- packing and the waiting-to-ship list expand the product into one bundle's items, so two
-- live bundles would count its units twice. Retired bundles (active = false) are kept.
-- The service checks first and answers pickup.duplicateProduct; this index decides when
-- two requests arrive at the same moment.
CREATE UNIQUE INDEX "pickup_profiles_live_product_uniq"
  ON "pickup_profiles" ("product_id") WHERE "active" AND "product_id" IS NOT NULL;
