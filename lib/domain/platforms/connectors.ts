import { AppError } from '@/lib/errors';
import type { PlatformConnector, PlatformName } from '@/lib/domain/platforms/connector';
import { PLATFORM_NAMES } from '@/lib/domain/platforms/connector';
import { lazadaConnectorFromEnv } from '@/lib/domain/platforms/lazada/connector';
import { pancakeConnectorFromEnv } from '@/lib/domain/platforms/pancake/connector';
import { shopeeConnectorFromEnv } from '@/lib/domain/platforms/shopee/connector';
import { tiktokConnectorFromEnv } from '@/lib/domain/platforms/tiktok/connector';

// The connector of each platform, built from the environment's credentials and base URLs
// (the real platforms, or the local sandbox: docs/platform-sandbox.md).

const FROM_ENV: Record<PlatformName, () => PlatformConnector> = {
  tiktok: tiktokConnectorFromEnv,
  shopee: shopeeConnectorFromEnv,
  lazada: lazadaConnectorFromEnv,
  pancake: pancakeConnectorFromEnv,
};

export function platformConnector(platform: PlatformName): PlatformConnector {
  return FROM_ENV[platform]();
}

/** The platform named in a path (`tiktok`, `shopee`, `lazada`, `pancake`); 404 platform.unknown otherwise. */
export function platformFromPath(name: string): PlatformName {
  const found = PLATFORM_NAMES.find((p) => p === name);
  if (!found) throw new AppError('platform.unknown', `platform ${name.slice(0, 40)}`);
  return found;
}
