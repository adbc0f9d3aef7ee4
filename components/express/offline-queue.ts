// The driver's offline queue, pure: what waits on the phone to be sent, in the order it
// was done, one at a time. Each action carries its client action id, made once when the
// driver acts; the server counts an id once, so sending an action again (after a lost
// answer, a reload mid-send, two tabs) never counts it twice. No I/O here: the store
// (queue-store.ts) keeps the state, the hook (use-offline-queue.ts) sends.

export type ActionKind = 'delivered' | 'failed';

export interface QueuedAction {
  /** The client action id. */
  id: string;
  kind: ActionKind;
  orderId: number;
  orderNumber: string;
  /** When the driver acted (ISO), sent as `at`. */
  at: string;
  cash?: string;
  reason?: string;
  next?: 'retry' | 'return';
  /** A proof photo waits in the photo store under the action's id. */
  hasPhoto: boolean;
  attempts: number;
  /** waiting: to send; sending: on its way; refused: the server said no (kept to be seen). */
  state: 'waiting' | 'sending' | 'refused';
  /** The catalogue key of a refusal. */
  errorKey?: string;
  /** Not before this time (ms since the epoch): the backoff after a network failure. */
  notBefore?: number;
}

export interface QueueState {
  items: QueuedAction[];
}

export const EMPTY_QUEUE: QueueState = { items: [] };

export type NewAction = Omit<QueuedAction, 'attempts' | 'state' | 'errorKey' | 'notBefore'>;

/** Adds an action at the end; an id already queued is not added twice. */
export function enqueue(state: QueueState, action: NewAction): QueueState {
  if (state.items.some((i) => i.id === action.id)) return state;
  return { items: [...state.items, { ...action, attempts: 0, state: 'waiting' }] };
}

/** The next action to send: the oldest waiting one whose backoff is over; none while one is on its way. */
export function nextToSend(state: QueueState, now: number): QueuedAction | null {
  if (state.items.some((i) => i.state === 'sending')) return null;
  return state.items.find((i) => i.state === 'waiting' && (i.notBefore ?? 0) <= now) ?? null;
}

const update = (state: QueueState, id: string, f: (i: QueuedAction) => QueuedAction | null) => ({
  items: state.items.flatMap((i) => {
    if (i.id !== id) return [i];
    const next = f(i);
    return next ? [next] : [];
  }),
});

export function markSending(state: QueueState, id: string): QueueState {
  return update(state, id, (i) => ({ ...i, state: 'sending' }));
}

/** How a send ended: sent (or replayed: the server had it), a network failure, or refused. */
export type SendOutcome =
  { type: 'sent' } | { type: 'network' } | { type: 'refused'; errorKey: string };

/** The wait before the next try after `attempts` network failures: 2 s doubling, at most 1 min. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000, 2_000 * 2 ** Math.max(0, attempts - 1));
}

export function settle(
  state: QueueState,
  id: string,
  outcome: SendOutcome,
  now: number,
): QueueState {
  return update(state, id, (i) => {
    if (outcome.type === 'sent') return null;
    if (outcome.type === 'network') {
      const attempts = i.attempts + 1;
      return { ...i, state: 'waiting', attempts, notBefore: now + backoffMs(attempts) };
    }
    return { ...i, state: 'refused', errorKey: outcome.errorKey };
  });
}

/**
 * What an answer means for the queue: no answer (status 0), a timeout, too many requests or
 * a server failure is tried again; so is a signed-out phone (401: the page goes to sign in
 * and the action waits for the driver to come back, it was never judged); any other
 * refusal is the server's word on the action.
 */
export function outcomeOf(status: number, errorKey: string): SendOutcome {
  if (status >= 200 && status < 300) return { type: 'sent' };
  if (status === 0 || status === 401 || status === 408 || status === 429 || status >= 500)
    return { type: 'network' };
  return { type: 'refused', errorKey };
}

/** After a reload: an action that was on its way is waiting again (sending it twice is safe). */
export function recover(state: QueueState): QueueState {
  return {
    items: state.items.map((i) =>
      i.state === 'sending' ? { ...i, state: 'waiting', notBefore: undefined } : i,
    ),
  };
}

/** Any network wait is over (the network came back): try now. */
export function wakeUp(state: QueueState): QueueState {
  return { items: state.items.map((i) => (i.notBefore ? { ...i, notBefore: undefined } : i)) };
}

/** Drops a refused action the driver has seen. */
export function discard(state: QueueState, id: string): QueueState {
  return update(state, id, (i) => (i.state === 'refused' ? null : i));
}

/** The badge: actions still to send (waiting or on their way). */
export function pendingCount(state: QueueState): number {
  return state.items.filter((i) => i.state !== 'refused').length;
}

/** The pending action of an order, if any (the route shows it as done, not yet sent). */
export function pendingFor(state: QueueState, orderId: number): QueuedAction | null {
  return state.items.find((i) => i.orderId === orderId && i.state !== 'refused') ?? null;
}

/** Reads a stored queue; anything unreadable is an empty queue. */
export function parseQueue(text: string | null): QueueState {
  if (!text) return EMPTY_QUEUE;
  try {
    const raw = JSON.parse(text) as { items?: unknown };
    if (!raw || !Array.isArray(raw.items)) return EMPTY_QUEUE;
    const items = raw.items.filter(
      (i): i is QueuedAction =>
        Boolean(i) &&
        typeof (i as QueuedAction).id === 'string' &&
        typeof (i as QueuedAction).orderId === 'number' &&
        ((i as QueuedAction).kind === 'delivered' || (i as QueuedAction).kind === 'failed'),
    );
    return { items };
  } catch {
    return EMPTY_QUEUE;
  }
}
