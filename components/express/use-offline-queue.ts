'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/components/lib/api';
import { sendAction } from '@/components/express/express-api';
import {
  discard,
  EMPTY_QUEUE,
  enqueue,
  markSending,
  nextToSend,
  outcomeOf,
  settle,
  wakeUp,
  type NewAction,
  type QueueState,
  type SendOutcome,
} from '@/components/express/offline-queue';
import {
  deletePhoto,
  getPhoto,
  loadQueue,
  putPhoto,
  saveQueue,
} from '@/components/express/queue-store';

/** How often a waiting queue looks at the network again, besides the browser's online event. */
const TICK_MS = 5_000;

/**
 * The driver's queue: actions are kept on the phone first, then sent one at a time, each
 * once (its client action id), whenever the network allows. `onSent` hears of each action
 * the server took (to read the route again).
 */
export function useOfflineQueue(userId: number, onSent?: () => void) {
  const [state, setState] = useState<QueueState>(EMPTY_QUEUE);
  const current = useRef<QueueState>(EMPTY_QUEUE);
  const running = useRef(false);
  const onSentRef = useRef(onSent);
  useEffect(() => {
    onSentRef.current = onSent;
  }, [onSent]);

  const commit = useCallback(
    (next: QueueState) => {
      current.current = next;
      saveQueue(userId, next);
      setState(next);
    },
    [userId],
  );

  const pump = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (;;) {
        if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
        const action = nextToSend(current.current, Date.now());
        if (!action) return;
        commit(markSending(current.current, action.id));
        let outcome: SendOutcome;
        try {
          const photo = action.hasPhoto ? await getPhoto(action.id) : null;
          await sendAction(action, photo);
          outcome = outcomeOf(200, 'common.success');
        } catch (error) {
          outcome =
            error instanceof ApiError
              ? outcomeOf(error.status, error.msg)
              : outcomeOf(0, 'common.networkError');
        }
        commit(settle(current.current, action.id, outcome, Date.now()));
        if (outcome.type === 'sent') {
          if (action.hasPhoto) await deletePhoto(action.id);
          onSentRef.current?.();
        }
        if (outcome.type === 'network') return;
      }
    } finally {
      running.current = false;
    }
  }, [commit]);

  useEffect(() => {
    // The phone's own queue, read once the page is live (the server drew an empty one).
    const start = window.setTimeout(() => {
      commit(loadQueue(userId));
      void pump();
    }, 0);
    const online = () => {
      commit(wakeUp(current.current));
      void pump();
    };
    window.addEventListener('online', online);
    const tick = window.setInterval(() => void pump(), TICK_MS);
    return () => {
      window.clearTimeout(start);
      window.removeEventListener('online', online);
      window.clearInterval(tick);
    };
  }, [userId, commit, pump]);

  const add = useCallback(
    async (action: Omit<NewAction, 'hasPhoto'>, photo?: Blob | null) => {
      const hasPhoto = photo ? await putPhoto(action.id, photo) : false;
      commit(enqueue(current.current, { ...action, hasPhoto }));
      void pump();
    },
    [commit, pump],
  );

  const drop = useCallback(
    (id: string) => {
      commit(discard(current.current, id));
      void deletePhoto(id);
    },
    [commit],
  );

  return { state, add, drop };
}
