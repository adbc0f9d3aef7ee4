import { Prisma } from '@/lib/generated/prisma/client';
import { and, containsPattern, escapeLike, likeOperator } from '@/lib/db';

// ---------------------------------------------------------------------------------------
// The one product search of every product picker and product list, for our products on
// sale (products: SKU in `pn`) and the warehouse's (wms_products: SKU in `sku`). A product
// matches a text when
// - every word of the text is somewhere in its name ("serum", "ครีม 50", "มาสก์"), or
// - its SKU starts with the text ("mask" finds MASK-10), or
// - its barcode starts with the text ("2000000000" finds the demo products),
// in any case. Exact SKU or barcode matches rank first, then SKUs or barcodes starting with
// the text, so a picker's top answer to a scanned or typed code is that code's product.
//
// Indexes: each name word its trigram index (products_name_trgm, wms_products_name_trgm),
// the SKU prefix the trigram index of the SKU (products_pn_trgm, wms_products_sku_trgm),
// the barcode prefix the text_pattern_ops b-tree on (enterprise_id, upper(barcode))
// (migration product_search_prefix). A text without case (Thai, digits) is matched with
// LIKE: the same answer as ILIKE at a fraction of its cost.
// ---------------------------------------------------------------------------------------

/** More words than a product name has: the rest of a pasted paragraph is left out. */
export const MAX_SEARCH_WORDS = 8;

/** What a search text asks for, or null for a blank text. */
export interface ProductSearchTerms {
  /** The text, trimmed: what a SKU or barcode starts with. */
  text: string;
  /** Its words (split on spaces, each once): each must be in the name. */
  words: string[];
}

export function productSearchTerms(q: string | null | undefined): ProductSearchTerms | null {
  const text = (q ?? '').trim();
  if (!text) return null;
  const words: string[] = [];
  for (const word of text.split(/\s+/)) {
    if (words.some((w) => w.toLowerCase() === word.toLowerCase())) continue;
    words.push(word);
    if (words.length === MAX_SEARCH_WORDS) break;
  }
  return { text, words };
}

/** The table a search runs on: its alias in the statement, its SKU column, its enterprise. */
export interface ProductSearchTable {
  alias: string;
  sku: 'pn' | 'sku';
  enterpriseId: number;
}

const columns = (table: ProductSearchTable) => ({
  a: Prisma.raw(table.alias),
  sku: Prisma.raw(`${table.alias}.${table.sku}`),
  barcode: Prisma.raw(`${table.alias}.barcode`),
});

/** `(...)`: the rows the text matches (see the rule above); null for a blank text. */
export function productSearchSql(
  q: string | null | undefined,
  table: ProductSearchTable,
): Prisma.Sql | null {
  const terms = productSearchTerms(q);
  if (!terms) return null;
  const { a, sku, barcode } = columns(table);
  const name = and(
    terms.words.map((w) => Prisma.sql`${a}.name ${likeOperator(w)} ${containsPattern(w)}`),
  );
  const prefix = `${escapeLike(terms.text)}%`;
  return Prisma.sql`((${name})
      OR ${sku} ${likeOperator(terms.text)} ${prefix}
      OR (${a}.enterprise_id = ${table.enterpriseId} AND upper(${barcode}) LIKE upper(${prefix})))`;
}

/**
 * How well a matched row answers the text, for "best match first": `exact` (its SKU or
 * barcode is the text, any case) and `starts` (its SKU or barcode starts with it).
 */
export function productMatchRankSql(
  text: string,
  table: Omit<ProductSearchTable, 'enterpriseId'>,
): { exact: Prisma.Sql; starts: Prisma.Sql } {
  const { sku, barcode } = columns({ ...table, enterpriseId: 0 });
  const t = text.trim();
  return {
    exact: Prisma.sql`(lower(${sku}) = lower(${t}) OR COALESCE(upper(${barcode}) = upper(${t}), FALSE))`,
    starts: Prisma.sql`(starts_with(lower(${sku}), lower(${t}))
      OR COALESCE(starts_with(upper(${barcode}), upper(${t})), FALSE))`,
  };
}
