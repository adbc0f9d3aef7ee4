'use client';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LazyCameraScanner } from '@/components/scanner/lazy-camera-scanner';
import { SCAN_BOX_ATTR } from '@/components/scanner/use-wedge-scanner';

const SIZES = {
  large: { input: 'h-14 text-xl', button: 'h-14' },
  huge: { input: 'h-16 text-2xl', button: 'h-16' },
} as const;

/**
 * A station's scan box: the whole value on Enter, typed or scanned (the wedge hook leaves
 * a scan box alone), and the camera for a tablet or phone without a scanner. Test ids and
 * the input's id: `{prefix}-scan-input`, `{prefix}-camera-open`.
 */
export function ScanBox(props: {
  prefix: string;
  onCode: (code: string) => void;
  label: string;
  placeholder: string;
  cameraLabel: string;
  size: keyof typeof SIZES;
  /** The station's main box takes the focus; a second box on the same screen does not. */
  autoFocus?: boolean;
}) {
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const inputId = `${props.prefix}-scan-input`;
  const size = SIZES[props.size];
  return (
    <div className="flex gap-2">
      <label htmlFor={inputId} className="sr-only">
        {props.label}
      </label>
      <input
        id={inputId}
        {...{ [SCAN_BOX_ATTR]: '' }}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          if (code.trim()) props.onCode(code.trim());
          setCode('');
        }}
        placeholder={props.placeholder}
        autoComplete="off"
        autoFocus={props.autoFocus ?? true}
        className={`block w-full min-w-0 rounded-md border border-slate-300 bg-white px-4 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 ${size.input}`}
        data-testid={inputId}
      />
      <Button
        variant="secondary"
        className={`${size.button} shrink-0`}
        onClick={() => setCamera(true)}
        data-testid={`${props.prefix}-camera-open`}
      >
        {props.cameraLabel}
      </Button>
      <LazyCameraScanner open={camera} onOpenChange={setCamera} onScan={props.onCode} closeOnScan />
    </div>
  );
}
