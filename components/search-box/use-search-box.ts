'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  answered,
  cleared,
  emptySearchBox,
  highlighted,
  isCurrent,
  moved,
  pressedEnter,
  queryOf,
  typed,
  type SearchBoxState,
  type SearchBoxStep,
  type SearchOption,
} from '@/components/search-box/search-box-state';

/** A pause in typing long enough to look the text up. */
const DEBOUNCE_MS = 250;

/**
 * Runs a search box (search-box-state.ts): looks the text up after a pause in typing, or
 * at once when Enter waits for it; drops answers to earlier texts; picks on Enter only
 * from the answer to the text in the box. `search` and `onPick` may change at each
 * render; a new `search` looks the text up again. Searches only while `enabled` (the list
 * is open).
 */
export function useSearchBox<O extends SearchOption>(options: {
  search: (query: string, signal: AbortSignal) => Promise<O[]>;
  onPick: (option: O) => void;
  onError: (error: unknown) => void;
  enabled: boolean;
}) {
  const { search, enabled } = options;
  const [state, setState] = useState<SearchBoxState<O>>(emptySearchBox);
  // The state as of the last step: an answer arriving between two renders reads it.
  const current = useRef(state);
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });
  /** Bumped by an Enter that waits while the text is not yet being looked up. */
  const [urgent, setUrgent] = useState(0);
  /** The query whose answer is on the way (or came last). */
  const asked = useRef<string | null>(null);

  const apply = useCallback((next: SearchBoxState<O>) => {
    current.current = next;
    setState(next);
  }, []);

  const pickOf = useCallback(
    (step: SearchBoxStep<O>) => {
      if (!step.pick) {
        apply(step.state);
        return;
      }
      apply(cleared(step.state));
      callbacks.current.onPick(step.pick);
    },
    [apply],
  );

  const text = state.text;
  useEffect(() => {
    if (!enabled) return;
    const query = queryOf(text);
    const controller = new AbortController();
    const delay = current.current.waiting === query ? 0 : DEBOUNCE_MS;
    const timer = window.setTimeout(async () => {
      asked.current = query;
      try {
        const found = await search(query, controller.signal);
        if (!controller.signal.aborted) pickOf(answered(current.current, query, found));
      } catch (error) {
        if ((error as Error).name !== 'AbortError') callbacks.current.onError(error);
      }
    }, delay);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
      asked.current = null;
    };
  }, [text, enabled, search, urgent, pickOf]);

  const onEnter = useCallback(() => {
    const step = pressedEnter(current.current);
    pickOf(step);
    // Still in the pause before the lookup: look it up now.
    if (step.state.waiting !== null && asked.current !== step.state.waiting)
      setUrgent((n) => n + 1);
  }, [pickOf]);

  return {
    state,
    /** The answer shown is to an earlier text (its own is on the way). */
    stale: state.answer !== null && !isCurrent(state),
    /** Nothing answered the text yet. */
    loading: !isCurrent(state),
    setText: useCallback((t: string) => apply(typed(current.current, t)), [apply]),
    onEnter,
    move: useCallback((by: 1 | -1) => apply(moved(current.current, by)), [apply]),
    highlight: useCallback((i: number) => apply(highlighted(current.current, i)), [apply]),
    /** The option clicked (the person sees what they click). */
    pick: useCallback((o: O) => pickOf({ state: current.current, pick: o }), [pickOf]),
  };
}
