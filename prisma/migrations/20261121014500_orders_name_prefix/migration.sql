-- No Prisma schema change: hand-written SQL only (issue 4, the order list's text search).

-- The part of a recipient's name a search compares: without a leading title (คุณ, นาย,
-- นาง, นางสาว, Mr. ...: shops write "คุณสมชาย ใจดี" as often as "สมชาย ใจดี"), spaces
-- collapsed, lower case. Immutable, so an index can hold it.
CREATE FUNCTION order_name_key(name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
  RETURN lower(regexp_replace(
    regexp_replace(btrim(name),
      '^(คุณ|นางสาว|นาง|นาย|น\.ส\.|ด\.ช\.|ด\.ญ\.|mrs\.?|mr\.?|ms\.?|miss|dr\.?)\s*', '', 'i'),
    '\s+', ' ', 'g'));

-- A search of several words is a name from its start ("สมชาย ใจ": a first name and the
-- start of the family name): a b-tree range over the names' keys reads only the names
-- that start so, where the trigrams of a common first name match thousands of orders.
CREATE INDEX "orders_name_key_prefix_idx"
  ON "orders" ("enterprise_id", order_name_key("recipient_name") text_pattern_ops);
