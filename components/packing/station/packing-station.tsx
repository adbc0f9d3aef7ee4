'use client';
import { useCallback, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/components/lib/api';
import { useHydrated } from '@/components/lib/use-hydrated';
import { useWedgeScanner } from '@/components/scanner/use-wedge-scanner';
import { printLabelHref, stationApi } from '@/components/packing/station/station-api';
import { StationLines } from '@/components/packing/station/station-lines';
import { PlatformLabelLink } from '@/components/packing/station/platform-label-link';
import { StationOutcomeBanner } from '@/components/packing/station/station-outcome';
import { StationScanBox } from '@/components/packing/station/station-scan-box';
import { StationCoupon } from '@/components/packing/station/station-coupon';
import { playOutcome } from '@/components/packing/station/station-sounds';
import {
  INITIAL_STATION,
  scanIntent,
  stationReducer,
  type StationAction,
  type StationState,
} from '@/components/packing/station/station-reducer';

// The recorder and its upload queue load once the station is on screen (first-load
// budget: quality-bars), and only in the browser.
const StationVideo = dynamic(() => import('@/components/packing/video/station-video'), {
  ssr: false,
});

function errorKey(error: unknown) {
  return error instanceof ApiError ? error.msg : 'common.systemError';
}

/**
 * The packing station: scan an order, scan its units one by one, close it, print its label.
 * Scans are handled one at a time in the order they came, each against the state the one
 * before left, so a fast scanner never counts a unit on an order already closed.
 */
export function PackingStation(props: { initial?: StationState; packer?: string }) {
  const t = useTranslations('packingStation');
  const hydrated = useHydrated();
  const [state, setState] = useState<StationState>(props.initial ?? INITIAL_STATION);
  const current = useRef(state);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [busy, setBusy] = useState(false);

  const apply = useCallback((action: StationAction) => {
    const next = stationReducer(current.current, action);
    current.current = next;
    setState(next);
    // Taking a unit back is quiet; everything else the packer should hear.
    if (action.type === 'counted' || action.type === 'failed') playOutcome(next.outcome!.kind);
    if (action.type === 'opened') playOutcome(next.outcome?.kind ?? 'ok');
    if (action.type === 'closed') playOutcome('complete');
    if (action.type === 'couponLinked') playOutcome('coupon');
  }, []);

  const run = useCallback((work: () => Promise<void>) => {
    setBusy(true);
    queue.current = queue.current.then(work).finally(() => setBusy(false));
  }, []);

  const close = useCallback(
    (packingId: number) =>
      run(async () => {
        try {
          apply({ type: 'closed', packing: await stationApi.close(packingId) });
        } catch (error) {
          apply({ type: 'failed', code: '', errorKey: errorKey(error) });
        }
      }),
    [apply, run],
  );

  const onCode = useCallback(
    (code: string) =>
      run(async () => {
        const s = current.current;
        const intent = scanIntent(s, code);
        try {
          if (intent === 'order') {
            apply({ type: 'opened', orderCode: code, packing: await stationApi.open(code) });
          } else if (intent === 'close' && s.packing) {
            apply({ type: 'closed', packing: await stationApi.close(s.packing.packing_id) });
          } else if (s.packing) {
            apply({
              type: 'counted',
              code,
              packing: await stationApi.count(s.packing.order_id, code),
            });
          }
        } catch (error) {
          apply({ type: 'failed', code, errorKey: errorKey(error) });
        }
      }),
    [apply, run],
  );

  const remove = useCallback(
    (barcode: string) =>
      run(async () => {
        const packing = current.current.packing;
        if (!packing) return;
        try {
          apply({ type: 'removed', packing: await stationApi.remove(packing.packing_id, barcode) });
        } catch (error) {
          apply({ type: 'failed', code: barcode, errorKey: errorKey(error) });
        }
      }),
    [apply, run],
  );

  const linkCoupon = useCallback(
    (code: string) =>
      run(async () => {
        const packing = current.current.packing;
        if (!packing) return;
        try {
          const linked = await stationApi.linkCoupon(packing.order_id, code);
          apply({
            type: 'couponLinked',
            coupon: { code: linked.coupon_code, discount: linked.discount, total: linked.total },
          });
        } catch (error) {
          apply({ type: 'failed', code, errorKey: errorKey(error) });
        }
      }),
    [apply, run],
  );

  useWedgeScanner(onCode);

  const { phase, packing, closed, outcome } = state;
  // Filmed from the order scan to its close.
  const filming = !!packing && (phase === 'packing' || phase === 'complete');
  const placeholder = phase === 'packing' || phase === 'complete' ? t('scanUnit') : t('scanOrder');
  return (
    <div
      className="mx-auto max-w-3xl space-y-4"
      data-testid="station"
      data-hydrated={hydrated ? '' : undefined}
      aria-busy={busy}
    >
      <StationScanBox onCode={onCode} placeholder={placeholder} />
      <StationVideo
        packingId={filming ? packing!.packing_id : null}
        orderNumber={filming ? packing!.order_number : null}
        packer={props.packer ?? ''}
        purpose="packing"
      />
      <div data-testid="station-state" data-state={phase} className="space-y-4">
        <StationOutcomeBanner outcome={outcome} />
        {(phase === 'waiting' || phase === 'closed') && (
          <div className="rounded-lg border-2 border-dashed border-slate-300 bg-white p-8 text-center">
            {closed && (
              <div className="mb-6 space-y-3">
                <p className="text-2xl font-bold text-green-700">
                  {t('closed', { order: closed.orderNumber })}
                </p>
                {closed.billNumber && (
                  <p className="text-slate-600">{t('bill', { bill: closed.billNumber })}</p>
                )}
                {closed.platformLabel ? (
                  <PlatformLabelLink key={closed.orderId} orderId={closed.orderId} />
                ) : (
                  <a
                    href={printLabelHref(closed.orderId)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex h-12 items-center rounded-md bg-brand-600 px-6 text-lg font-semibold text-white hover:bg-brand-700"
                    data-testid="station-print"
                  >
                    {t('printLabel')}
                  </a>
                )}
              </div>
            )}
            <p className="text-3xl font-semibold text-slate-700">{t('waiting')}</p>
            <p className="mt-2 text-slate-500">{t('waitingHint')}</p>
          </div>
        )}
        {packing && (phase === 'packing' || phase === 'complete') && (
          <>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="text-3xl font-bold text-slate-900" data-testid="station-order-number">
                {packing.order_number}
              </p>
              <p className="text-slate-500">{packing.packing_number}</p>
            </div>
            <StationLines
              lines={packing.lines}
              lastProductId={packing.scanned_product_id}
              onRemove={remove}
              disabled={busy}
            />
            <StationCoupon
              orderCoupon={packing.coupon_code ?? null}
              linked={state.coupon}
              onCode={linkCoupon}
            />
            {phase === 'complete' && (
              <div className="space-y-2 rounded-lg bg-blue-50 p-4 text-center">
                <Button
                  className="h-16 w-full text-2xl"
                  onClick={() => close(packing.packing_id)}
                  disabled={busy}
                  data-testid="station-close"
                >
                  {t('close')}
                </Button>
                <p className="text-blue-800">{t('closeHint')}</p>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
