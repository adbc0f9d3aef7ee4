// What a search box (a text looked up as one types, a list of answers, Enter picks) knows
// and does, pure: use-search-box.ts runs it. The rule: Enter acts only on the answer to the
// text now in the box. Every answer is tagged with the query it answers; an answer to an
// earlier text is dropped. Enter pressed before the text's answer is in waits for it and
// then picks its top option, unless the text is already known as an option's exact code
// (a SKU or barcode seen in an earlier answer): that one is picked at once.

/** An option of a search box; `codes` (a SKU, a barcode) typed whole pick it at once. */
export interface SearchOption {
  id: number;
  codes?: readonly (string | null | undefined)[];
}

/** The options found for one query. */
export interface SearchAnswer<O> {
  query: string;
  options: O[];
}

export interface SearchBoxState<O> {
  /** The text in the box, as typed. */
  text: string;
  /** The answer to the text now in the box, or the last one while its own is on the way. */
  answer: SearchAnswer<O> | null;
  /** The highlighted option (arrow keys). */
  active: number;
  /** The query whose answer an Enter waits for. */
  waiting: string | null;
  /** Options seen in answers, by code in lower case. */
  known: Readonly<Record<string, O>>;
}

/** A step: the next state, and the option picked by it if any. */
export interface SearchBoxStep<O> {
  state: SearchBoxState<O>;
  pick: O | null;
}

export function emptySearchBox<O>(): SearchBoxState<O> {
  return { text: '', answer: null, active: 0, waiting: null, known: {} };
}

/** The query a text asks: the text trimmed. */
export const queryOf = (text: string): string => text.trim();

const codeKey = (code: string): string => code.trim().toLowerCase();

/** Is the answer in the state the answer to the text now in the box? */
export function isCurrent<O>(state: SearchBoxState<O>): boolean {
  return state.answer !== null && state.answer.query === queryOf(state.text);
}

/** Typing: a new question; an Enter waiting for the old text's answer no longer waits. */
export function typed<O>(state: SearchBoxState<O>, text: string): SearchBoxState<O> {
  if (text === state.text) return state;
  return { ...state, text, waiting: null };
}

/**
 * The answer to `query` has come. An answer to another text than the one in the box is
 * dropped; the box's own is shown from its top, and picked from there when Enter waits.
 */
export function answered<O extends SearchOption>(
  state: SearchBoxState<O>,
  query: string,
  options: O[],
): SearchBoxStep<O> {
  if (query !== queryOf(state.text)) return { state, pick: null };
  const known = { ...state.known };
  for (const option of options)
    for (const code of option.codes ?? []) if (code?.trim()) known[codeKey(code)] = option;
  const next = { ...state, answer: { query, options }, active: 0, waiting: null, known };
  const pick = state.waiting === query ? (options[0] ?? null) : null;
  return { state: next, pick };
}

/**
 * Enter: the highlighted option of the text's own answer; before that answer, the option
 * whose code the text is, or else a wait for the answer (`state.waiting`).
 */
export function pressedEnter<O extends SearchOption>(state: SearchBoxState<O>): SearchBoxStep<O> {
  if (isCurrent(state)) return { state, pick: state.answer!.options[state.active] ?? null };
  const query = queryOf(state.text);
  const exact = query ? state.known[codeKey(query)] : undefined;
  if (exact) return { state, pick: exact };
  return { state: { ...state, waiting: query }, pick: null };
}

/** Arrow keys: the highlight moves within the options shown. */
export function moved<O>(state: SearchBoxState<O>, by: 1 | -1): SearchBoxState<O> {
  const count = state.answer?.options.length ?? 0;
  const active = Math.min(Math.max(0, state.active + by), Math.max(0, count - 1));
  return active === state.active ? state : { ...state, active };
}

/** A mouse over an option highlights it. */
export function highlighted<O>(state: SearchBoxState<O>, index: number): SearchBoxState<O> {
  return index === state.active ? state : { ...state, active: index };
}

/** Picked: the box empties for the next search; what it learnt of codes stays. */
export function cleared<O>(state: SearchBoxState<O>): SearchBoxState<O> {
  return { ...emptySearchBox<O>(), known: state.known };
}
