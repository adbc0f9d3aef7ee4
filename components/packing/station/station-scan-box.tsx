'use client';
import { useTranslations } from 'next-intl';
import { ScanBox } from '@/components/scanner/scan-box';

/** The packing station's scan box (orders and units). */
export function StationScanBox(props: { onCode: (code: string) => void; placeholder: string }) {
  const t = useTranslations('packingStation');
  return (
    <ScanBox
      prefix="station"
      onCode={props.onCode}
      label={t('scanLabel')}
      placeholder={props.placeholder}
      cameraLabel={t('camera')}
      size="large"
    />
  );
}
