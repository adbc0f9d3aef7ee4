'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { SearchPicker, type PickerOption } from '@/components/catalog/search-picker';
import { Button } from '@/components/ui/button';
import { LazyCameraScanner } from '@/components/scanner/lazy-camera-scanner';
import {
  SCAN_BOX_ATTR,
  SCAN_INPUT_ATTR,
  useWedgeScanner,
} from '@/components/scanner/use-wedge-scanner';

/** The order form sits on a desk; the stock forms on a tablet, hence bigger boxes. */
const LAYOUTS = {
  desk: {
    grid: 'grid gap-3 md:grid-cols-[1fr_16rem_auto] md:items-end',
    scanBox:
      'block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100',
    camera: 'h-10',
    hint: 'text-xs text-slate-500 md:col-span-3',
  },
  tablet: {
    grid: 'grid gap-3 md:grid-cols-[1fr_14rem] lg:grid-cols-[1fr_16rem_auto] md:items-end',
    scanBox:
      'block h-12 w-full rounded-md border border-slate-300 bg-white px-3 text-base shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100',
    camera: 'h-12 md:col-span-2 lg:col-span-1',
    hint: 'text-xs text-slate-500 md:col-span-2 lg:col-span-3',
  },
} as const;

/**
 * Adding products to a form's lines: a search by name words or the start of the SKU or
 * barcode, whose Enter adds the top answer to the text typed, never to an earlier text
 * (SearchPicker; a product's SKU and barcode go in its option's `codes`); a scan box (type
 * or scan a code, Enter; F2 from anywhere goes there); a keyboard-wedge scanner anywhere on
 * the page (not while typing in a text field); and the camera. What is searched and what a
 * pick or a code does are the form's. `messages` names a namespace with search,
 * searchPlaceholder, scan, scanPlaceholder, camera and scanHint.
 */
export function ProductSearchScan<P extends { id: number }>(props: {
  prefix: string;
  messages: string;
  layout: keyof typeof LAYOUTS;
  search: (q: string, signal: AbortSignal) => Promise<P[]>;
  /** Stable (memoised): a new one searches again. */
  toOption: (product: P) => PickerOption;
  onPick: (product: P) => void;
  /** Stable (memoised): the wedge scanner is bound to it. */
  onCode: (code: string) => void;
  disabled?: boolean;
}) {
  const { prefix, search: find, toOption, onPick, onCode, disabled } = props;
  const t = useTranslations(props.messages);
  const classes = LAYOUTS[props.layout];
  const scanBoxId = `${prefix}-scan-input`;
  // The picker hands back an option; the form wants the product it was made from.
  const found = useRef(new Map<number, P>());
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);

  // F2 from anywhere: to the scan box (a wedge scan typed in a text field stays there).
  useEffect(() => {
    if (disabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'F2') return;
      e.preventDefault();
      document.getElementById(scanBoxId)?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [disabled, scanBoxId]);

  useWedgeScanner(onCode, { enabled: !disabled });

  const search = useCallback(
    async (q: string, signal: AbortSignal): Promise<PickerOption[]> => {
      const products = await find(q, signal);
      for (const product of products) found.current.set(product.id, product);
      return products.map(toOption);
    },
    [find, toOption],
  );

  return (
    <div className={classes.grid}>
      {/* A scanner typing into the search box adds its product through the wedge hook,
          never a stale suggestion picked by the scanner's Enter. */}
      <div
        {...{ [SCAN_INPUT_ATTR]: '' }}
        onKeyDownCapture={(e) => {
          if (e.key === 'Enter' && e.nativeEvent.defaultPrevented) e.stopPropagation();
        }}
      >
        <SearchPicker
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={null}
          onChange={(option) => {
            const product = option && found.current.get(option.id);
            if (product) onPick(product);
          }}
          search={search}
          testId={`${prefix}-product`}
          disabled={disabled}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={scanBoxId} className="block text-sm font-semibold text-slate-700">
          {t('scan')}
        </label>
        <input
          id={scanBoxId}
          {...{ [SCAN_BOX_ATTR]: '' }}
          value={code}
          disabled={disabled}
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            // The box's whole value, typed or scanned: the wedge hook leaves this box alone.
            e.preventDefault();
            if (code.trim()) onCode(code);
            setCode('');
          }}
          placeholder={t('scanPlaceholder')}
          autoComplete="off"
          inputMode="text"
          className={classes.scanBox}
          data-testid={scanBoxId}
        />
      </div>
      <Button
        variant="secondary"
        className={classes.camera}
        onClick={() => setCamera(true)}
        disabled={disabled}
        data-testid={`${prefix}-camera-open`}
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" aria-hidden>
          <path
            strokeWidth="2"
            strokeLinejoin="round"
            d="M4 8h3l2-3h6l2 3h3v11H4z M12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z"
          />
        </svg>
        {t('camera')}
      </Button>
      <p className={classes.hint}>{t('scanHint')}</p>
      <LazyCameraScanner open={camera} onOpenChange={setCamera} onScan={onCode} />
    </div>
  );
}
