'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { looksLikeEan13, barcodeCheckDigitOk } from '@/lib/domain/wms/setup/ean13';
import type { PartnerOptions } from '@/lib/domain/wms/setup/partners';
import {
  createWmsProductInput,
  updateWmsProductInput,
  type WmsProductDto,
} from '@/lib/domain/wms/setup/schemas';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/field';
import { useFeedback } from '@/components/ui/feedback';
import { validate, type FieldIssues } from '@/components/ui/validate';
import { useFieldError, wholeNumberIssues } from '@/components/wms/use-field-error';
import { useFormDialog } from '@/components/crud/use-form-dialog';

interface FormState {
  name: string;
  sku: string;
  barcode: string;
  unit_name: string;
  partner_id: string;
  threshold: string;
  width: string;
  height: string;
  depth: string;
  weight: string;
}

const initial = (p: WmsProductDto | null): FormState => ({
  name: p?.name ?? '',
  sku: p?.sku ?? '',
  barcode: p?.barcode ?? '',
  unit_name: p?.unit_name ?? '',
  partner_id: p?.partner_id ? String(p.partner_id) : '',
  threshold: String(p?.threshold ?? 0),
  width: p?.width ?? '',
  height: p?.height ?? '',
  depth: p?.depth ?? '',
  weight: p?.weight == null ? '' : String(p.weight),
});

const OVERRIDES = {
  width: 'wmsProducts.validation.decimalPositive',
  height: 'wmsProducts.validation.decimalPositive',
  depth: 'wmsProducts.validation.decimalPositive',
  weight: 'wmsProducts.validation.wholeNumber',
  threshold: 'wmsProducts.validation.wholeNumber',
};

function barcodeIssue(barcode: string): FieldIssues['barcode'] {
  const code = barcode.trim();
  if (looksLikeEan13(code) && !barcodeCheckDigitOk(code))
    return { key: 'wmsProducts.validation.checkDigit' };
  if (/\s|[^\x21-\x7E]/.test(code)) return { key: 'wmsProducts.validation.barcodeChars' };
  return undefined;
}

/**
 * Create or edit a warehouse product (POST /api/v1/wms/product, PUT /api/v2/wms/product/{id}),
 * with a button that asks the server for a new in-store EAN-13.
 */
export function ProductFormDialog(props: {
  product: WmsProductDto | null;
  partners: PartnerOptions;
  onClose: () => void;
  onSaved: (saved: WmsProductDto) => void;
  onPrint?: () => void;
}) {
  const { product, partners } = props;
  const creating = product === null;
  const t = useTranslations('wmsProducts');
  const tBarcode = useTranslations('barcode');
  const tAll = useTranslations();
  const { notify, showError } = useFeedback();
  const fieldError = useFieldError();
  const { form, set, issues, setIssues, saving, save } = useFormDialog<FormState, WmsProductDto>({
    initial: () => initial(product),
    creating,
    fieldErrors: { 'wmsProduct.duplicateBarcode': 'barcode' },
    onSaved: props.onSaved,
    onClose: props.onClose,
  });
  const [generating, setGenerating] = useState(false);

  async function generate() {
    setGenerating(true);
    try {
      const { Datum } = await api<{ Datum: { barcode: string } }>('/api/v1/util/barcode');
      set('barcode', Datum.barcode);
      notify('info', tBarcode('generated'));
    } catch (error) {
      showError(error);
    } finally {
      setGenerating(false);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { ...form, partner_id: form.partner_id ? Number(form.partner_id) : null };
    const checked = validate(
      creating ? createWmsProductInput : updateWmsProductInput,
      body,
      OVERRIDES,
    );
    const found: FieldIssues = checked.ok
      ? {}
      : wholeNumberIssues(checked.issues, body, ['weight', 'threshold'], OVERRIDES.weight);
    if (found.barcode && found.barcode.key !== 'required') {
      const own = barcodeIssue(form.barcode);
      if (own) found.barcode = own;
    }
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    await save(async () => {
      const { Datum } = creating
        ? await api<{ Datum: WmsProductDto }>('/api/v1/wms/product', { method: 'POST', body })
        : await api<{ Datum: WmsProductDto }>(`/api/v2/wms/product/${product.id}`, {
            method: 'PUT',
            body,
          });
      return Datum;
    });
  }

  const text = (
    key: keyof FormState,
    label: string,
    extra: { inputMode?: 'decimal' | 'numeric'; hint?: string } = {},
  ) => (
    <TextField
      label={label}
      value={form[key]}
      onChange={(e) => set(key, e.target.value)}
      error={fieldError(issues[key])}
      autoComplete="off"
      data-testid={`wms-product-form-${key.replace(/_/g, '-')}`}
      {...extra}
    />
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={creating ? t('createTitle') : t('editTitle', { name: product.name })}
      wide
    >
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="wms-product-form">
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="sm:col-span-2">{text('name', t('fields.name'))}</div>
          {text('sku', t('fields.sku'))}
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              {text('barcode', t('fields.barcode'), { hint: t('barcodeHint') })}
            </div>
            <Button
              variant="secondary"
              className="mt-6 shrink-0"
              onClick={generate}
              loading={generating}
              data-testid="wms-product-form-generate"
            >
              {t('generateBarcode')}
            </Button>
          </div>
          {text('unit_name', t('fields.unitName'))}
          <SelectField
            label={t('fields.partner')}
            value={form.partner_id}
            onChange={(e) => set('partner_id', e.target.value)}
            options={[
              { value: '', label: t('none') },
              ...partners.map((p) => ({ value: p.id, label: p.name })),
            ]}
            error={fieldError(issues.partner_id)}
            data-testid="wms-product-form-partner"
          />
          {text('threshold', t('fields.threshold'), {
            inputMode: 'numeric',
            hint: t('thresholdHint'),
          })}
        </div>
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-800">{t('sizeHeading')}</legend>
          <div className="grid gap-3 sm:grid-cols-4">
            {text('width', t('fields.width'), { inputMode: 'decimal' })}
            {text('height', t('fields.height'), { inputMode: 'decimal' })}
            {text('depth', t('fields.depth'), { inputMode: 'decimal' })}
            {text('weight', t('fields.weight'), { inputMode: 'numeric' })}
          </div>
        </fieldset>
        <div className="flex flex-wrap justify-end gap-2">
          {!creating && props.onPrint && (
            <Button
              variant="ghost"
              className="mr-auto"
              onClick={props.onPrint}
              data-testid="wms-product-form-print"
            >
              {t('printLabel')}
            </Button>
          )}
          <Button variant="secondary" onClick={props.onClose}>
            {tAll('feedback.cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid="wms-product-form-submit">
            {t('save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
