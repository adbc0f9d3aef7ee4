'use client';
import { api } from '@/components/lib/api';
import type { QueuedAction } from '@/components/express/offline-queue';
import type {
  ActionResult,
  CashReport,
  Driver,
  Parcel,
  RouteList,
} from '@/lib/domain/express/schemas';

// The Express calls the screens make (docs/express.md).

export async function fetchRoute(): Promise<RouteList> {
  return (await api<{ Datum: RouteList }>('/api/v1/express/route')).Datum;
}

export async function fetchParcel(code: string): Promise<Parcel> {
  return (await api<{ Datum: Parcel }>('/api/v1/express/parcel', { query: { code } })).Datum;
}

/** Sends one queued action (its photo, when kept, as multipart). */
export async function sendAction(action: QueuedAction, photo: Blob | null): Promise<ActionResult> {
  const path = `/api/v1/express/orders/${action.orderId}/${action.kind}`;
  const fields: Record<string, string | undefined> =
    action.kind === 'delivered'
      ? { client_action_id: action.id, at: action.at, cash_collected: action.cash }
      : { client_action_id: action.id, at: action.at, reason: action.reason, next: action.next };
  let body: unknown;
  if (photo) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.set(k, v);
    form.set('photo', photo, 'proof');
    body = form;
  } else {
    body = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  }
  return (await api<{ Datum: ActionResult }>(path, { method: 'POST', body })).Datum;
}

export async function fetchDrivers(): Promise<Driver[]> {
  return (await api<{ Datum: Driver[] }>('/api/v1/express/drivers')).Datum;
}

export async function fetchCash(query: {
  start_date: string;
  end_date: string;
  driver_id?: number;
}): Promise<CashReport> {
  return (await api<{ Datum: CashReport }>('/api/v1/express/cash', { query })).Datum;
}

export async function recordHandin(
  body: { driver_id: number; day: string; amount: string; note?: string },
  key: string,
): Promise<void> {
  await api('/api/v1/express/cash/handins', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
  });
}
