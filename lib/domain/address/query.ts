// Turns what a person types into an address box into search terms (pure; query.test.ts).
// "ต.สุเทพ อ.เมือง จ.เชียงใหม่ 50200" → สุเทพ, เมือง, เชียงใหม่, 50200.

export type TermKind = 'zipcode' | 'thai' | 'latin' | 'mixed';

export interface SearchTerm {
  /** As typed (Thai unchanged, Latin lower-cased). */
  text: string;
  kind: TermKind;
}

export const MAX_TERMS = 5;
const MAX_TERM_LENGTH = 60;

const THAI = /[\u0E00-\u0E7F]/;
const LATIN = /[a-z]/i;

/** The administrative words people type before a name: dropped. */
// ("เขต" but not the subdistrict เขตรอุดมศักดิ์.)
const LEVEL_WORDS = /^(ตำบล|แขวง|อำเภอ|เขต(?!ร)|จังหวัด|ต\.|อ\.|จ\.)(?=.)/;
const STANDALONE_LEVEL_WORDS =
  /^(ตำบล|แขวง|อำเภอ|เขต|จังหวัด|ต|อ|จ|tambon|khwaeng|amphoe|khet|changwat|subdistrict|district|province)$/i;
/** Bangkok's common short names. */
const ALIASES: Record<string, string> = {
  กทม: 'กรุงเทพมหานคร',
  'กทม.': 'กรุงเทพมหานคร',
  กรุงเทพฯ: 'กรุงเทพมหานคร',
};

export function kindOf(text: string): TermKind {
  if (/^\d+$/.test(text)) return 'zipcode';
  const thai = THAI.test(text);
  const latin = LATIN.test(text) || /\d/.test(text);
  if (thai && latin) return 'mixed';
  return thai ? 'thai' : 'latin';
}

/** Splits on spaces and commas, drops level words, keeps at most MAX_TERMS distinct terms. */
export function searchTerms(input: string | undefined | null): SearchTerm[] {
  if (!input) return [];
  const out: SearchTerm[] = [];
  for (const raw of input.normalize('NFC').split(/[\s,;/]+/)) {
    let word = raw.trim();
    if (!word) continue;
    word = ALIASES[word] ?? word;
    word = word.replace(LEVEL_WORDS, '');
    word = word.replace(/^[.\-()]+|[.\-()]+$/g, '');
    if (!word || STANDALONE_LEVEL_WORDS.test(word)) continue;
    word = word.slice(0, MAX_TERM_LENGTH);
    const kind = kindOf(word);
    const text = kind === 'thai' ? word : word.toLowerCase();
    if (out.some((t) => t.text === text)) continue;
    out.push({ text, kind });
    if (out.length === MAX_TERMS) break;
  }
  return out;
}
