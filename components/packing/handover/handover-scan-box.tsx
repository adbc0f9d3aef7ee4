'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { CameraScanner } from '@/components/scanner/camera-scanner';
import { SCAN_BOX_ATTR } from '@/components/scanner/use-wedge-scanner';

/**
 * The hand-over scan box: the whole value on Enter, typed or scanned (the wedge hook leaves
 * a scan box alone), and the camera for a phone at the loading bay.
 */
export function HandOverScanBox(props: { onCode: (code: string) => void }) {
  const t = useTranslations('handOver');
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  return (
    <div className="flex gap-2">
      <label htmlFor="handover-scan-input" className="sr-only">
        {t('scanLabel')}
      </label>
      <input
        id="handover-scan-input"
        {...{ [SCAN_BOX_ATTR]: '' }}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          if (code.trim()) props.onCode(code.trim());
          setCode('');
        }}
        placeholder={t('scanPlaceholder')}
        autoComplete="off"
        autoFocus
        className="block h-16 w-full min-w-0 rounded-md border border-slate-300 bg-white px-4 text-2xl shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
        data-testid="handover-scan-input"
      />
      <Button
        variant="secondary"
        className="h-16 shrink-0"
        onClick={() => setCamera(true)}
        data-testid="handover-camera-open"
      >
        {t('camera')}
      </Button>
      <CameraScanner open={camera} onOpenChange={setCamera} onScan={props.onCode} closeOnScan />
    </div>
  );
}
