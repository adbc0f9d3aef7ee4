'use client';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * True once React has attached to the page (false in the server HTML and while hydrating).
 * Screens that read keys themselves (the barcode scanner) mark their root with it, so
 * tests and kiosks scan only after the handlers are live: keys typed before reach a bare
 * input that hydration then resets.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
