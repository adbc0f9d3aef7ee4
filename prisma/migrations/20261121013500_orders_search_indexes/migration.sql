-- No Prisma schema change: hand-written SQL only (issue 4, the order list's text search;
-- lib/domain/orders/search.ts says which index answers what).

-- Numbers are found by their start (a tracking or platform number pasted whole or in
-- part, a phone number) or, for a phone, its end (the last digits staff ask a customer
-- for): b-tree ranges that read only the matching entries. Trigram indexes answered the
-- same "contains" questions by merging long posting lists of common digit trigrams.
CREATE INDEX "orders_phone_prefix_idx"
  ON "orders" ("enterprise_id", "recipient_phone" text_pattern_ops);
CREATE INDEX "orders_phone_suffix_idx"
  ON "orders" ("enterprise_id", reverse("recipient_phone") text_pattern_ops);
CREATE INDEX "orders_tracking_prefix_idx"
  ON "orders" ("enterprise_id", "tracking_number" text_pattern_ops);
CREATE INDEX "orders_platform_order_id_prefix_idx"
  ON "orders" ("enterprise_id", "platform_order_id" text_pattern_ops);

-- No longer read by any query (order numbers use orders_enterprise_order_number_prefix_idx);
-- each cost every order insert a trigram index update.
DROP INDEX "orders_order_number_trgm";
DROP INDEX "orders_recipient_phone_trgm";
DROP INDEX "orders_tracking_number_trgm";
DROP INDEX "orders_platform_order_id_trgm";
