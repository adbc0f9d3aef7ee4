import type { PlatformName } from '@/lib/domain/platforms/connector';
import { isConnectable } from '@/components/platforms/shop-view';

// The platform sends the seller back through /api/platform/{platform}/callback, which
// lands on /admin/platform?connected=N&platform=x, or ?error=<catalogue key>.

export type ConnectNotice =
  | { kind: 'connected'; count: number; platform: PlatformName | null }
  | { kind: 'error'; key: string };

type Params = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined): string | undefined =>
  Array.isArray(v) ? v[0] : v;

/** A catalogue key ("platform.authFailed"); anything else reads as a system error. */
const CATALOGUE_KEY = /^[A-Za-z]+(\.[A-Za-z]+)+$/;

/** What the address says happened, or null when it says nothing. */
export function readConnectNotice(params: Params): ConnectNotice | null {
  const error = first(params.error);
  if (error !== undefined) {
    return { kind: 'error', key: CATALOGUE_KEY.test(error) ? error : 'common.systemError' };
  }
  const connected = first(params.connected);
  if (connected === undefined || !/^\d{1,4}$/.test(connected)) return null;
  const platform = first(params.platform) ?? '';
  return {
    kind: 'connected',
    count: Number(connected),
    platform: isConnectable(platform) ? platform : null,
  };
}
