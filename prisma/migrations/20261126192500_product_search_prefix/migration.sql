-- The one product search (lib/domain/catalog/product-search.ts) finds a product by the start
-- of its barcode in any case: upper(barcode) LIKE 'TEXT%'. A b-tree answers a prefix LIKE
-- only with text_pattern_ops (or the C collation), hence these; the name words and the SKU
-- prefix go through the trigram indexes that are there already.
CREATE INDEX "products_barcode_prefix_idx" ON "products" ("enterprise_id", upper("barcode") text_pattern_ops);
CREATE INDEX "wms_products_barcode_prefix_idx" ON "wms_products" ("enterprise_id", upper("barcode") text_pattern_ops);

-- The balances list looked an SKU up whole through this index; the search now takes the
-- SKU's start, through wms_products_sku_trgm.
DROP INDEX "wms_products_upper_sku_idx";
