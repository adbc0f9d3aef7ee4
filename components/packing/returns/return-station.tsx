'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { ApiError } from '@/components/lib/api';
import { useHydrated } from '@/components/lib/use-hydrated';
import { useWedgeScanner } from '@/components/scanner/use-wedge-scanner';
import { returnApi } from '@/components/packing/returns/return-api';
import { ReturnLines } from '@/components/packing/returns/return-lines';
import { ReturnOutcomeBanner } from '@/components/packing/returns/return-outcome';
import { ReturnRecorderSlot } from '@/components/packing/returns/return-recorder-slot';
import { ReturnResultPanel } from '@/components/packing/returns/return-result';
import { ReturnScanBox } from '@/components/packing/returns/return-scan-box';
import { playReturnOutcome } from '@/components/packing/returns/return-sounds';
import {
  canClose,
  closeLines,
  countsOf,
  INITIAL_RETURN_STATION,
  overCounted,
  returnStationReducer,
  scanIntent,
  type CountField,
  type ReturnStationAction,
  type ReturnStationState,
} from '@/components/packing/returns/return-reducer';

function errorKey(error: unknown) {
  return error instanceof ApiError ? error.msg : 'common.systemError';
}

/**
 * The return station: scan a returned parcel (order number, platform order id or tracking
 * number), scan its good units, give per product the good, broken, lost and other counts,
 * close it; the result stays on screen while the next parcel can be scanned at once.
 * Scans and the close are handled one at a time in the order they came, each against the
 * state the one before left, so a unit is never counted on a return already closed.
 */
export function ReturnStation(props: {
  initial?: ReturnStationState;
  packer?: string;
  /** An order to open at once: "Receive parcel" of the returns on their way (returnv0). */
  openOrder?: string;
}) {
  const t = useTranslations('returnStation');
  const tErrors = useTranslations('errors');
  const hydrated = useHydrated();
  const [state, setState] = useState<ReturnStationState>(props.initial ?? INITIAL_RETURN_STATION);
  const current = useRef(state);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [busy, setBusy] = useState(false);

  const apply = useCallback((action: ReturnStationAction) => {
    const next = returnStationReducer(current.current, action);
    current.current = next;
    setState(next);
    // Typing a count or the reason is quiet; every call's answer the clerk should hear.
    if (action.type !== 'edited' && action.type !== 'reasonChanged' && action.type !== 'reset')
      playReturnOutcome(next.outcome?.kind ?? 'ok');
  }, []);

  const run = useCallback((work: () => Promise<void>) => {
    setBusy(true);
    queue.current = queue.current.then(work).finally(() => setBusy(false));
  }, []);

  const onCode = useCallback(
    (code: string) =>
      run(async () => {
        const s = current.current;
        try {
          if (scanIntent(s, code) === 'order') {
            apply({ type: 'opened', orderCode: code, packing: await returnApi.open(code) });
          } else if (s.packing) {
            apply({
              type: 'counted',
              code,
              packing: await returnApi.count(s.packing.order_id, code),
            });
          }
        } catch (error) {
          apply({ type: 'failed', code, errorKey: errorKey(error) });
        }
      }),
    [apply, run],
  );

  const close = useCallback(
    () =>
      run(async () => {
        const s = current.current;
        if (!s.packing || !canClose(s)) return;
        try {
          const packing = await returnApi.close({
            packing_id: s.packing.packing_id,
            lines: closeLines(s),
            reason: s.reason.trim() || undefined,
          });
          apply({ type: 'closed', packing });
          document.getElementById('return-scan-input')?.focus();
        } catch (error) {
          apply({ type: 'failed', code: '', errorKey: errorKey(error) });
        }
      }),
    [apply, run],
  );

  const edit = useCallback(
    (productId: number, field: CountField, value: number | null) =>
      apply({ type: 'edited', productId, field, value }),
    [apply],
  );

  useWedgeScanner(onCode);

  // Opened from the returns on their way: the parcel is in hand, open its return at once.
  const opened = useRef(false);
  useEffect(() => {
    if (!props.openOrder || opened.current) return;
    opened.current = true;
    onCode(props.openOrder);
  }, [props.openOrder, onCode]);

  const { phase, packing, result, outcome } = state;
  const over = overCounted(state);
  return (
    <div
      className="mx-auto max-w-3xl space-y-4"
      data-testid="return-station"
      data-hydrated={hydrated ? '' : undefined}
      aria-busy={busy}
    >
      <ReturnScanBox
        onCode={onCode}
        placeholder={phase === 'receiving' ? t('scanUnit') : t('scanParcel')}
      />
      <div data-testid="return-state" data-state={phase} className="space-y-4">
        <ReturnOutcomeBanner outcome={outcome} />
        <ReturnRecorderSlot
          packingId={packing?.packing_id ?? null}
          orderNumber={packing?.order_number ?? null}
          recording={phase === 'receiving'}
          packer={props.packer ?? ''}
        />
        {result && phase === 'closed' && <ReturnResultPanel result={result} />}
        {phase !== 'receiving' && (
          <div className="rounded-lg border-2 border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="text-3xl font-semibold text-slate-700">{t('waiting')}</p>
            <p className="mt-2 text-slate-500">{t('waitingHint')}</p>
          </div>
        )}
        {packing && phase === 'receiving' && (
          <>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="text-3xl font-bold text-slate-900" data-testid="return-order-number">
                {packing.order_number}
              </p>
              <p className="text-slate-500">
                {packing.return_number} · {packing.packing_number}
              </p>
            </div>
            <p className="text-slate-600">{t('countHint')}</p>
            <ReturnLines
              lines={packing.lines}
              counts={(id) => countsOf(state, id)}
              lastProductId={packing.scanned_product_id}
              onEdit={edit}
              tooManyText={tErrors('packing.returnTooMany')}
            />
            <TextareaField
              label={t('reason')}
              value={state.reason}
              maxLength={1000}
              rows={2}
              className="text-lg"
              onChange={(e) => apply({ type: 'reasonChanged', reason: e.target.value })}
              data-testid="return-reason"
            />
            <div className="space-y-2 rounded-lg bg-blue-50 p-4 text-center">
              <Button
                className="h-16 w-full text-2xl"
                onClick={close}
                disabled={busy || over.length > 0}
                data-testid="return-close"
              >
                {t('close')}
              </Button>
              <p className={over.length > 0 ? 'font-semibold text-red-700' : 'text-blue-800'}>
                {over.length > 0 ? tErrors('packing.returnTooMany') : t('closeHint')}
              </p>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
