'use client';
import { useTranslations } from 'next-intl';
import { ScanBox } from '@/components/scanner/scan-box';

/** The hand-over check's scan box: bigger, for a phone at the loading bay. */
export function HandOverScanBox(props: { onCode: (code: string) => void }) {
  const t = useTranslations('handOver');
  return (
    <ScanBox
      prefix="handover"
      onCode={props.onCode}
      label={t('scanLabel')}
      placeholder={t('scanPlaceholder')}
      cameraLabel={t('camera')}
      size="huge"
    />
  );
}
