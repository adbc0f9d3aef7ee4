'use client';
import { useCallback, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ApiError } from '@/components/lib/api';
import { useHydrated } from '@/components/lib/use-hydrated';
import { useWedgeScanner } from '@/components/scanner/use-wedge-scanner';
import { checkParcel } from '@/components/packing/handover/handover-api';
import {
  handOverReducer,
  INITIAL_HAND_OVER,
  ROW_OUTCOMES,
  type HandOverAction,
  type HandOverState,
} from '@/components/packing/handover/handover-reducer';
import { HandOverRows } from '@/components/packing/handover/handover-rows';
import { HandOverScanBox } from '@/components/packing/handover/handover-scan-box';
import { playHandOver } from '@/components/packing/handover/handover-sounds';
import { OUTCOME_COLOURS, OUTCOME_KEYS } from '@/components/packing/handover/handover-style';

/**
 * The hand-over check: every parcel scanned as the carrier takes it. Scans run one at a
 * time in the order they came, so the list and the sounds follow the pile.
 */
export function HandOverScreen(props: { initial?: HandOverState }) {
  const t = useTranslations('handOver');
  const hydrated = useHydrated();
  const [state, setState] = useState<HandOverState>(props.initial ?? INITIAL_HAND_OVER);
  const current = useRef(state);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [busy, setBusy] = useState(false);

  const apply = useCallback((action: HandOverAction) => {
    const next = handOverReducer(current.current, action);
    current.current = next;
    setState(next);
    if (action.type !== 'cleared') playHandOver(next.rows[0]!.outcome);
  }, []);

  const onCode = useCallback(
    (code: string) => {
      setBusy(true);
      queue.current = queue.current
        .then(async () => {
          try {
            const result = await checkParcel(code);
            apply({ type: 'checked', code, result, at: new Date().toISOString() });
          } catch (error) {
            const errorKey = error instanceof ApiError ? error.msg : 'common.systemError';
            apply({ type: 'failed', code, errorKey, at: new Date().toISOString() });
          }
        })
        .finally(() => setBusy(false));
    },
    [apply],
  );

  useWedgeScanner(onCode);

  return (
    <div
      className="mx-auto max-w-4xl space-y-4"
      data-testid="handover"
      data-hydrated={hydrated ? '' : undefined}
      aria-busy={busy}
    >
      <HandOverScanBox onCode={onCode} />
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {ROW_OUTCOMES.map((outcome) => (
          <li
            key={outcome}
            className={cn('rounded-lg p-3 text-center', OUTCOME_COLOURS[outcome])}
            data-testid={`handover-count-${outcome}`}
            data-count={state.counts[outcome]}
          >
            <p className="text-4xl font-bold tabular-nums">{state.counts[outcome]}</p>
            <p className="text-sm font-medium">{t(`outcome.${OUTCOME_KEYS[outcome]}`)}</p>
          </li>
        ))}
      </ul>
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-semibold text-slate-800">{t('session')}</h2>
        <Button
          variant="secondary"
          onClick={() => apply({ type: 'cleared' })}
          disabled={state.seq === 0}
          data-testid="handover-clear"
        >
          {t('clear')}
        </Button>
      </div>
      <HandOverRows rows={state.rows} />
    </div>
  );
}
