'use client';
import { useCallback, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/components/lib/api';
import { useErrorText } from '@/components/lib/use-error-text';
import { useHydrated } from '@/components/lib/use-hydrated';
import { newDraftId } from '@/components/form/draft-id';
import { ScanBox } from '@/components/scanner/scan-box';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { fetchParcel, fetchRoute } from '@/components/express/express-api';
import {
  pendingCount,
  pendingFor,
  type QueuedAction,
  type QueueState,
} from '@/components/express/offline-queue';
import { keepExpressOffline } from '@/components/express/offline-page';
import { loadRoute, saveRoute } from '@/components/express/queue-store';
import { useOfflineQueue } from '@/components/express/use-offline-queue';
import { ParcelPanel, type ParcelAction } from '@/components/express/parcel-panel';
import type { Parcel, RouteList } from '@/lib/domain/express/schemas';

// The driver's day on a phone (/express): the badge of actions waiting to send, the scan
// box, the route list and the open parcel. Every action goes to the phone's queue first and
// is sent from there, so a dead zone loses nothing and a retry counts once.

const normalise = (code: string) =>
  code
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');

/** The parcel of the route a scanned code names (order number or tracking number). */
export function findOnRoute(parcels: readonly Parcel[], code: string): Parcel | null {
  const n = normalise(code);
  return (
    parcels.find(
      (p) =>
        normalise(p.order_number) === n ||
        (p.tracking_number && normalise(p.tracking_number) === n),
    ) ?? null
  );
}

/** What a parcel of the list shows: its own status, or the action waiting on the phone. */
export function shownStatus(parcel: Parcel, pending: QueuedAction | null): string {
  if (pending) return pending.kind === 'delivered' ? 'pending_delivered' : 'pending_failed';
  return parcel.status ?? 'on_route';
}

const STATUS_COLOURS: Record<string, string> = {
  on_route: 'bg-sky-100 text-sky-800',
  delivered: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-amber-100 text-amber-800',
  returned: 'bg-rose-100 text-rose-800',
  pending_delivered: 'bg-emerald-50 text-emerald-700 ring-1 ring-emerald-300',
  pending_failed: 'bg-amber-50 text-amber-700 ring-1 ring-amber-300',
};

export function DriverScreen(props: {
  userId: number;
  initial: RouteList;
  /** The parcel open at first (render tests). */
  initialOpen?: number;
  /** The queue at first (render tests); the phone's own queue replaces it once hydrated. */
  initialQueue?: QueueState;
}) {
  const t = useTranslations('express');
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const [route, setRoute] = useState<RouteList>(props.initial);
  const [openId, setOpenId] = useState<number | null>(props.initialOpen ?? null);
  const [extra, setExtra] = useState<Parcel | null>(null);
  const [scanError, setScanError] = useState<string | null>(null);
  const [online, setOnline] = useState(true);

  const reload = useCallback(() => {
    fetchRoute()
      .then((next) => {
        setRoute(next);
        saveRoute(props.userId, next);
      })
      .catch(() => {
        // offline: keep what is shown (or the phone's last copy)
        const cached = loadRoute(props.userId);
        if (cached) setRoute((r) => (cached.day === r.day ? cached : r));
      });
  }, [props.userId]);

  const queue = useOfflineQueue(props.userId, reload);
  const queueState = hydrated ? queue.state : (props.initialQueue ?? queue.state);

  useEffect(() => {
    // Read the route again rather than trust the page: a page opened offline is the copy the
    // phone kept, older than the route list the phone kept last (reload falls back to it).
    reload();
    void keepExpressOffline();
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [reload]);

  const onCode = useCallback(
    (code: string) => {
      setScanError(null);
      const found = findOnRoute(route.parcels, code);
      if (found) {
        setExtra(null);
        setOpenId(found.order_id);
        return;
      }
      fetchParcel(code)
        .then((p) => {
          setExtra(p);
          setOpenId(p.order_id);
        })
        .catch((error: unknown) =>
          setScanError(
            error instanceof ApiError && error.status !== 0
              ? errorText(error.msg)
              : t('notOnRouteOffline'),
          ),
        );
    },
    [route.parcels, errorText, t],
  );

  const open =
    route.parcels.find((p) => p.order_id === openId) ??
    (extra && extra.order_id === openId ? extra : null);

  const act = useCallback(
    async (parcel: Parcel, action: ParcelAction) => {
      await queue.add(
        {
          id: `exp-${newDraftId()}`,
          kind: action.kind,
          orderId: parcel.order_id,
          orderNumber: parcel.order_number,
          at: new Date().toISOString(),
          ...(action.kind === 'delivered'
            ? { cash: parcel.cod ? action.cash : undefined }
            : { reason: action.reason, next: action.next }),
        },
        action.kind === 'delivered' ? action.photo : null,
      );
      setOpenId(null);
    },
    [queue],
  );

  const waiting = pendingCount(queueState);
  const refused = queueState.items.filter((i) => i.state === 'refused');
  const done = route.parcels.filter(
    (p) => p.status !== 'on_route' || pendingFor(queueState, p.order_id),
  ).length;

  return (
    <div
      className="mx-auto max-w-xl space-y-4"
      data-testid="express-driver"
      data-hydrated={hydrated ? '' : undefined}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={cn(
            'rounded-full px-3 py-1 text-sm font-semibold',
            waiting > 0 ? 'bg-amber-100 text-amber-800' : 'bg-emerald-100 text-emerald-800',
          )}
          data-testid="express-pending"
          data-count={waiting}
          role="status"
        >
          {waiting > 0 ? t('pending', { count: waiting }) : t('allSent')}
        </span>
        {!online ? (
          <span
            className="rounded-full bg-slate-200 px-3 py-1 text-sm font-semibold text-slate-700"
            data-testid="express-offline"
          >
            {t('offline')}
          </span>
        ) : null}
        <span className="ml-auto text-sm text-slate-600" data-testid="express-progress">
          {t('progress', { done, total: route.parcels.length })}
        </span>
      </div>

      {refused.length > 0 ? (
        <ul className="space-y-2" data-testid="express-refused">
          {refused.map((r) => (
            <li
              key={r.id}
              className="flex items-center gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            >
              <span className="flex-1">
                {t('refused', { order: r.orderNumber, reason: errorText(r.errorKey) })}
              </span>
              <Button size="sm" variant="secondary" onClick={() => queue.drop(r.id)}>
                {t('dismiss')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}

      <ScanBox
        prefix="express"
        onCode={onCode}
        label={t('scanLabel')}
        placeholder={t('scanPlaceholder')}
        cameraLabel={t('camera')}
        size="large"
        autoFocus={false}
      />
      {scanError ? (
        <p role="alert" className="text-sm text-red-600" data-testid="express-scan-error">
          {scanError}
        </p>
      ) : null}

      {open ? (
        <ParcelPanel
          parcel={open}
          pending={pendingFor(queueState, open.order_id)}
          onAct={(action) => act(open, action)}
          onClose={() => setOpenId(null)}
        />
      ) : null}

      <h2 className="text-lg font-semibold text-slate-800">
        {t('routeTitle', { day: route.day })}
      </h2>
      {route.parcels.length === 0 ? (
        <p
          className="rounded-lg border-2 border-dashed border-slate-300 bg-white p-6 text-center text-slate-500"
          data-testid="express-empty"
        >
          {t('emptyRoute')}
        </p>
      ) : (
        <ol className="space-y-2">
          {route.parcels.map((p, i) => {
            const status = shownStatus(p, pendingFor(queueState, p.order_id));
            return (
              <li key={p.order_id}>
                <button
                  type="button"
                  onClick={() => {
                    setExtra(null);
                    setOpenId(p.order_id);
                  }}
                  className="flex w-full items-start gap-3 rounded-lg border border-slate-200 bg-white p-3 text-left shadow-sm active:bg-slate-50"
                  data-testid="express-parcel"
                  data-order-number={p.order_number}
                  data-status={status}
                >
                  <span className="mt-0.5 w-6 shrink-0 text-right font-semibold tabular-nums text-slate-500">
                    {i + 1}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-slate-900">{p.recipient_name}</span>
                    <span className="block truncate text-sm text-slate-600">{p.address}</span>
                    <span className="block text-xs text-slate-500">{p.order_number}</span>
                  </span>
                  <span className="flex shrink-0 flex-col items-end gap-1">
                    <span
                      className={cn(
                        'rounded-md px-2 py-0.5 text-xs font-semibold',
                        STATUS_COLOURS[status],
                      )}
                    >
                      {t(`status.${status}`)}
                    </span>
                    {p.cod ? (
                      <span className="text-sm font-semibold tabular-nums text-slate-800">
                        {t('codShort', { amount: p.cod_amount })}
                      </span>
                    ) : null}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
