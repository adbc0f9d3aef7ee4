-- A stored answer is written once and read back whole: json (its text as sent) instead of
-- jsonb saves the scan statement converting it. A station's scan answer (~2 kB) was also
-- compressed on every insert because its row passed the default TOAST target (~2 kB);
-- rows up to a page now stay inline and uncompressed (larger answers are still TOASTed).
ALTER TABLE "idempotency_keys" ALTER COLUMN "response" SET DATA TYPE JSON USING "response"::json;
ALTER TABLE "idempotency_keys" SET (toast_tuple_target = 8160);
