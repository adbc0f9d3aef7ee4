'use client';
import { useTranslations } from 'next-intl';
import { ScanBox } from '@/components/scanner/scan-box';

/** The return station's scan box (parcels and units). Test id: return-scan-input. */
export function ReturnScanBox(props: { onCode: (code: string) => void; placeholder: string }) {
  const t = useTranslations('returnStation');
  return (
    <ScanBox
      prefix="return"
      onCode={props.onCode}
      label={t('scanLabel')}
      placeholder={props.placeholder}
      cameraLabel={t('camera')}
      size="large"
    />
  );
}
