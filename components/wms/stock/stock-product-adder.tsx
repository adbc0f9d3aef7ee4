'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { WmsProductDto } from '@/lib/domain/wms/setup/schemas';
import { SearchPicker, type PickerOption } from '@/components/catalog/search-picker';
import { Button } from '@/components/ui/button';
import { CameraScanner } from '@/components/scanner/camera-scanner';
import { SCAN_INPUT_ATTR, useWedgeScanner } from '@/components/scanner/use-wedge-scanner';
import { searchWmsProducts } from '@/components/wms/stock/stock-api';
import type { StockFormController } from '@/components/wms/stock/use-stock-form';

const SCAN_BOX_ID = 'stock-scan-input';

/**
 * Adding warehouse products to a bill: a search by name, SKU or barcode; a scan box (type
 * or scan a code, Enter); a keyboard-wedge scanner anywhere on the page (not while typing
 * in a text field); and the camera. Scanning a product already on the bill adds 1.
 * Test ids: stock-product-{input,option,empty}, stock-scan-input, stock-camera-open.
 */
export function StockProductAdder({
  ctl,
  disabled,
}: {
  ctl: StockFormController;
  disabled?: boolean;
}) {
  const t = useTranslations('stockForm.products');
  const { add, addByCode } = ctl;
  const rows = useRef(new Map<number, WmsProductDto>());
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);

  // F2 from anywhere: to the scan box.
  useEffect(() => {
    if (disabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'F2') return;
      e.preventDefault();
      document.getElementById(SCAN_BOX_ID)?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [disabled]);

  useWedgeScanner(
    useCallback((scanned: string) => void addByCode(scanned), [addByCode]),
    { enabled: !disabled },
  );

  const search = useCallback(async (q: string, signal: AbortSignal): Promise<PickerOption[]> => {
    const found = await searchWmsProducts(q, signal);
    for (const row of found) rows.current.set(row.id, row);
    return found.map((p) => ({
      id: p.id,
      label: `${p.sku} · ${p.name}`,
      detail: p.barcode,
    }));
  }, []);

  return (
    <div className="grid gap-3 md:grid-cols-[1fr_14rem] lg:grid-cols-[1fr_16rem_auto] md:items-end">
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
            const row = option && rows.current.get(option.id);
            if (row) add(row, false);
          }}
          search={search}
          testId="stock-product"
          disabled={disabled}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={SCAN_BOX_ID} className="block text-sm font-semibold text-slate-700">
          {t('scan')}
        </label>
        <input
          id={SCAN_BOX_ID}
          {...{ [SCAN_INPUT_ATTR]: '' }}
          value={code}
          disabled={disabled}
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            // The wedge hook already took a scanner's Enter: only clear what it typed here.
            const taken = e.nativeEvent.defaultPrevented;
            e.preventDefault();
            if (!taken && code.trim()) void addByCode(code);
            setCode('');
          }}
          placeholder={t('scanPlaceholder')}
          autoComplete="off"
          inputMode="text"
          className="block h-12 w-full rounded-md border border-slate-300 bg-white px-3 text-base shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100"
          data-testid="stock-scan-input"
        />
      </div>
      <Button
        variant="secondary"
        className="h-12 md:col-span-2 lg:col-span-1"
        onClick={() => setCamera(true)}
        disabled={disabled}
        data-testid="stock-camera-open"
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
      <p className="text-xs text-slate-500 md:col-span-2 lg:col-span-3">{t('scanHint')}</p>
      <CameraScanner open={camera} onOpenChange={setCamera} onScan={(c) => void addByCode(c)} />
    </div>
  );
}
