import type { PlatformName } from '@/lib/domain/platforms/connector';
import { SHOP_STATUS } from '@/lib/domain/platforms/shops/shop-status';

// What the platform screens decide from a shop row and the user's platform level, kept
// apart from the components so it is tested by itself (docs/domain-rules.md, Roles and
// levels: 1 sees, 2 connects, syncs and edits the settings, 3 disconnects).

/** The platforms a shop connects to here, in the order of the connect buttons. */
export const CONNECTABLE_PLATFORMS: readonly PlatformName[] = ['tiktok', 'shopee', 'lazada'];

export const isConnectable = (name: string): name is PlatformName =>
  (CONNECTABLE_PLATFORMS as readonly string[]).includes(name);

export interface Option {
  value: number;
  label: string;
}

/** The choices of a shop's settings (read by the server page). */
export interface ShopSettingsOptions {
  storages: Option[];
  saleChannels: Option[];
  paymentMethods: Option[];
}

export interface ShopActions {
  /** Connect the shop again (its connection ended, or it was disconnected). */
  reconnect: boolean;
  syncOrders: boolean;
  syncProducts: boolean;
  refreshToken: boolean;
  editSettings: boolean;
  disconnect: boolean;
}

/** The buttons a shop card shows: what the level may do, and what the shop's state allows. */
export function shopActions(level: number, status: number): ShopActions {
  const works = level >= 2;
  const connected = status === SHOP_STATUS.Connected;
  const kept = status !== SHOP_STATUS.Disconnected;
  return {
    reconnect: works && !connected,
    syncOrders: works && connected,
    syncProducts: works && connected,
    refreshToken: works && connected,
    editSettings: works && kept,
    disconnect: level >= 3 && kept,
  };
}

/** Connecting a new shop is work (level 2). */
export const canConnect = (level: number): boolean => level >= 2;

/**
 * The repeating job refreshes a token within its last hour (Shopee's live only 4 hours), so
 * one left with under 30 minutes means the refresh is failing.
 */
const SOON_MS = 30 * 60_000;

/** How soon the access token ends: 'soon' (under 30 minutes) and 'expired' are shown in red. */
export function tokenUrgency(
  expiresAt: string | null,
  now: number,
): 'none' | 'ok' | 'soon' | 'expired' {
  if (!expiresAt) return 'none';
  const left = new Date(expiresAt).getTime() - now;
  if (!Number.isFinite(left)) return 'none';
  if (left <= 0) return 'expired';
  return left < SOON_MS ? 'soon' : 'ok';
}

export type SyncState = 'queued' | 'running' | 'done' | 'failed';

export const isFinished = (state: SyncState): boolean => state === 'done' || state === 'failed';

/** The bar's width in percent: a run does not know its total, so running is a moving half. */
export function progressWidth(state: SyncState): number {
  switch (state) {
    case 'queued':
      return 5;
    case 'running':
      return 50;
    default:
      return 100;
  }
}

/** The orders of a sync by hand: the last day and how many days up to it (the API's limits). */
export const MAX_SYNC_DAYS = 92;

export function syncDaysProblem(days: string): 'invalid' | null {
  const n = Number(days);
  return Number.isInteger(n) && n >= 1 && n <= MAX_SYNC_DAYS ? null : 'invalid';
}

/** The storages' names a shop sells from (an archived or unknown one by its id). */
export function storageNames(ids: readonly number[], storages: readonly Option[]): string[] {
  return ids.map((id) => storages.find((s) => s.value === id)?.label ?? `#${id}`);
}
