'use client';
import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import type { CameraScanner as CameraScannerType } from '@/components/scanner/camera-scanner';

// The camera dialog and its dialog library load the first time someone opens the camera:
// the scan station's first load stays within its budget (quality-bars).
const CameraScanner = dynamic(
  () => import('@/components/scanner/camera-scanner').then((m) => m.CameraScanner),
  { ssr: false },
);

/** CameraScanner, mounted (and loaded) only while open. */
export function LazyCameraScanner(props: ComponentProps<typeof CameraScannerType>) {
  return props.open ? <CameraScanner {...props} /> : null;
}
