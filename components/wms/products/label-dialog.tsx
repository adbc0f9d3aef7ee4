'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { LABEL_LAYOUTS, MAX_LABELS, type LabelLayout } from '@/lib/domain/wms/setup/schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/field';

const LAYOUT_LABEL: Record<LabelLayout, string> = { 'a4-3x8': 'a4', 'single-50x30': 'single' };

/** The address of a product's label PDF (GET /api/v1/wms/product/{id}/label). */
export function labelUrl(
  productId: number,
  opts: { layout: LabelLayout; copies: number; showSku: boolean; showPrice: boolean },
): string {
  const q = new URLSearchParams({
    layout: opts.layout,
    copies: String(opts.copies),
    show_sku: opts.showSku ? '1' : '0',
    show_price: opts.showPrice ? '1' : '0',
  });
  return `/api/v1/wms/product/${productId}/label?${q}`;
}

/**
 * Chooses the label layout and copies, then opens the PDF in a new tab (a plain link, so
 * the browser's own PDF viewer prints it).
 */
export function LabelDialog(props: {
  product: { id: number; name: string; barcode: string };
  onClose: () => void;
}) {
  const t = useTranslations('barcode');
  const [layout, setLayout] = useState<LabelLayout>('a4-3x8');
  const [copies, setCopies] = useState('1');
  const [showSku, setShowSku] = useState(true);
  const [showPrice, setShowPrice] = useState(false);
  const count = Math.min(MAX_LABELS, Math.max(1, Number.parseInt(copies, 10) || 1));
  const href = labelUrl(props.product.id, { layout, copies: count, showSku, showPrice });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={t('labelTitle')}
      description={t('labelFor', { name: props.product.name, barcode: props.product.barcode })}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {t('close')}
          </Button>
          <a
            href={href}
            target="_blank"
            rel="noopener"
            className="inline-flex h-10 items-center justify-center rounded-md bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
            data-testid="label-open"
          >
            {t('open')}
          </a>
        </>
      }
    >
      <div className="space-y-3" data-testid="label-dialog">
        <SelectField
          label={t('layout')}
          value={layout}
          onChange={(e) => setLayout(e.target.value as LabelLayout)}
          options={LABEL_LAYOUTS.map((l) => ({ value: l, label: t(`layouts.${LAYOUT_LABEL[l]}`) }))}
          data-testid="label-layout"
        />
        <TextField
          label={t('copies')}
          type="number"
          min={1}
          max={MAX_LABELS}
          inputMode="numeric"
          value={copies}
          onChange={(e) => setCopies(e.target.value)}
          data-testid="label-copies"
        />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={showSku}
            onChange={(e) => setShowSku(e.target.checked)}
            className="h-4 w-4"
            data-testid="label-show-sku"
          />
          {t('showSku')}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={showPrice}
            onChange={(e) => setShowPrice(e.target.checked)}
            className="h-4 w-4"
            data-testid="label-show-price"
          />
          {t('showPrice')}
        </label>
        <p className="text-xs text-slate-500">{t('note')}</p>
      </div>
    </Dialog>
  );
}
