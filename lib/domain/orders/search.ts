import { containsPattern, startsWithPattern } from '@/lib/db';
import { normaliseThaiPhone, phoneSearchDigits } from '@/lib/domain/customers/phone';

// ---------------------------------------------------------------------------------------
// The order list's text search (`q`), classified into the cheapest exact plan. Pure: the
// list (list.ts) turns a plan into SQL. Every pattern is LIKE-escaped here, so a `%` or
// `_` typed by a person matches itself.
//
// Which index answers each plan (migrations init and orders_payments):
// - an order number or its prefix (SO2611, so2611200042): the text_pattern_ops b-tree on
//   (enterprise_id, order_number);
// - digits (a phone typed any way, a tracking or platform number): the start or the end
//   of the phone (what staff type: the whole number, or its last digits) and the start of
//   a tracking or platform number, each a b-tree range (migration orders_search_indexes);
// - anything else: the recipient name contains it (one word: the trigram index on
//   recipient_name) or starts with it (several words: a b-tree range on its lower case),
//   or a tracking or platform number starts with it (b-tree ranges).
// A trigram index needs three characters: a shorter name text only matches from the start.
// ---------------------------------------------------------------------------------------

/** The shortest text a trigram index can look up; shorter texts match as prefixes. */
export const MIN_TRIGRAM_LENGTH = 3;
/** The fewest digits looked up through an index: fewer would match most orders' phones. */
export const MIN_NUMBER_LENGTH = 4;

export type OrderSearchPlan = (
  | {
      kind: 'orderNumber';
      /** `SO2611%`: LIKE pattern, upper case, escaped. */
      pattern: string;
    }
  | {
      kind: 'digits';
      /** `0812%`: LIKE pattern on recipient_phone (a whole number or its start). */
      phonePrefix: string;
      /** `8765%` of 5678 reversed: LIKE pattern on reverse(recipient_phone) (its end). */
      phoneSuffixReversed: string;
      /** `1234%`: LIKE pattern on tracking_number and platform_order_id (their start). */
      numberPrefix: string;
    }
  | {
      kind: 'text';
      /** (I)LIKE pattern on recipient_name (contains). */
      pattern: string;
      /** LIKE pattern on tracking_number (stored upper case) and platform_order_id: their start. */
      numberPrefix: string;
      /**
       * A text of several words is the start of a name ("สมชาย ใจ": a first name and the
       * start of the family name), compared by order_name_key in SQL (no title, spaces
       * collapsed, lower case) over a b-tree range. Null for one word, which the name may
       * contain anywhere (trigrams).
       */
      nameStart: string | null;
      /** The text has letters with case (Latin): ILIKE; otherwise LIKE gives the same answer cheaper. */
      caseInsensitive: boolean;
    }
) & {
  /**
   * An index finds the matching orders by the text alone: a b-tree prefix or equality, or
   * trigrams (the text holds three letters or digits in a row). Otherwise the text can
   * only be checked on the orders the other filters pick.
   */
  indexed: boolean;
};

const ORDER_NUMBER = /^so\d+$/i;
/** What a phone or long number is typed with besides its digits. */
const NUMBER_TEXT = /^[\d\s\-+().]+$/;
/** Three word characters in a row: at least one trigram pg_trgm can look up. */
const TRIGRAM = /[\p{L}\p{N}\p{M}]{3}/u;

const contains = containsPattern;
const startsWith = startsWithPattern;
/** Contains when a trigram index can answer it, else starts with. */
const match = (text: string) =>
  [...text].length >= MIN_TRIGRAM_LENGTH ? contains(text) : startsWith(text);

/** The plan of a search text, or null when there is nothing to search. */
export function classifyOrderSearch(q: string | null | undefined): OrderSearchPlan | null {
  const text = (q ?? '').trim();
  if (!text) return null;

  if (ORDER_NUMBER.test(text))
    return { kind: 'orderNumber', pattern: startsWith(text.toUpperCase()), indexed: true };

  const digits = text.replace(/\D/g, '');
  if (NUMBER_TEXT.test(text) && digits) {
    // "+66 81 234" is the start of 081234...: the phone column holds the national form.
    const phoneDigits = normaliseThaiPhone(text) ?? phoneSearchDigits(text) ?? digits;
    return {
      kind: 'digits',
      phonePrefix: startsWith(phoneDigits),
      phoneSuffixReversed: startsWith([...digits].reverse().join('')),
      numberPrefix: startsWith(digits),
      indexed: digits.length >= MIN_NUMBER_LENGTH,
    };
  }

  const words = text.split(/\s+/);
  const multiWord = words.length > 1;
  return {
    kind: 'text',
    pattern: match(text),
    numberPrefix: startsWith(text.replace(/[\s-]/g, '').toUpperCase()),
    nameStart: multiWord ? text : null,
    caseInsensitive: text.toLowerCase() !== text.toUpperCase(),
    indexed: multiWord || TRIGRAM.test(text),
  };
}
