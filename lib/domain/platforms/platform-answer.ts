import { AppError } from '@/lib/errors';
import {
  PlatformAuthRevokedError,
  PlatformRateLimitedError,
  PlatformRequestError,
  PlatformTokenExpiredError,
  PlatformUnavailableError,
} from '@/lib/domain/platforms/platform-errors';

/**
 * For a platform call made while a person waits (refresh by hand, the platform's own
 * view): its failures answered from the error catalogue, never as a 500. Jobs do not use
 * this: they retry on the platform errors themselves.
 */
export async function answeringPlatformErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PlatformRateLimitedError || error instanceof PlatformUnavailableError)
      throw new AppError('platform.unavailable', error.message);
    if (error instanceof PlatformTokenExpiredError || error instanceof PlatformAuthRevokedError)
      throw new AppError('platform.notConnected', error.message);
    if (error instanceof PlatformRequestError)
      throw new AppError('platform.refused', error.message.slice(0, 300));
    throw error;
  }
}
