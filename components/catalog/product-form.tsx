'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import {
  createProductInput,
  updateProductInput,
  type ProductRow,
} from '@/lib/domain/catalog/schemas';
import { api, ApiError } from '@/components/lib/api';
import { DialogFormActions } from '@/components/form/dialog-form-actions';
import { SelectField, TextField } from '@/components/ui/field';
import { useFeedback } from '@/components/ui/feedback';
import {
  validate,
  withoutIssue,
  type FieldIssue,
  type FieldIssues,
} from '@/components/ui/validate';
import { useIssueText } from '@/components/layout/use-issue-text';
import { ImageUpload, type UploadedImage } from '@/components/catalog/image-upload';
import { RandomSkuPicker } from '@/components/catalog/random-sku-picker';
import { SearchPicker, type PickerOption } from '@/components/catalog/search-picker';
import { searchWmsProducts, wmsOption } from '@/components/catalog/pickers';

export type CategoryOption = { id: number; name: string };

interface FormState {
  pn: string;
  name: string;
  category_id: string;
  price: string;
  tags: string;
  barcode: string;
  width: string;
  height: string;
  depth: string;
  weight: string;
  unit_name: string;
  wms: PickerOption | null;
  image: UploadedImage | null;
}

function initialState(p: ProductRow | null): FormState {
  return {
    pn: p?.pn ?? '',
    name: p?.name ?? '',
    category_id: p?.category_id ? String(p.category_id) : '',
    price: p?.price ?? '',
    tags: p?.tags.join(', ') ?? '',
    barcode: p?.barcode ?? '',
    width: p?.width ?? '',
    height: p?.height ?? '',
    depth: p?.depth ?? '',
    weight: p?.weight === null || p?.weight === undefined ? '' : String(p.weight),
    unit_name: p?.unit_name ?? '',
    wms: p?.wms_product ? wmsOption(p.wms_product) : null,
    image: p?.image_key && p.image_url ? { key: p.image_key, url: p.image_url } : null,
  };
}

/** A field's own sentence for any rule it breaks but "required" (messages products.validation). */
const OVERRIDES = {
  pn: 'skuRule',
  price: 'priceRule',
  barcode: 'barcodeRule',
  width: 'sizeRule',
  height: 'sizeRule',
  depth: 'sizeRule',
  weight: 'weightRule',
};
const OWN_RULES = new Set(Object.values(OVERRIDES));

/** Server errors that belong to one field of the form. */
const FIELD_ERRORS: Record<string, keyof FormState> = {
  'product.duplicateSku': 'pn',
};

const splitTags = (text: string) =>
  text
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Create and edit a product: every field of a product, the category, the warehouse
 * product it takes stock from (a search over /api/v1/wms/product), a random SKU, and the
 * image (uploaded first; the product keeps its key). Validated with the same zod schema
 * as the server.
 */
export function ProductForm(props: {
  product: ProductRow | null;
  categories: CategoryOption[];
  onSaved: (product: ProductRow) => void;
  onCancel: () => void;
}) {
  const { product, categories } = props;
  const t = useTranslations('products');
  const tAll = useTranslations();
  const { notify, showError } = useFeedback();
  const issueText = useIssueText();
  const [form, setForm] = useState<FormState>(() => initialState(product));
  const [issues, setIssues] = useState<FieldIssues>({});
  const [saving, setSaving] = useState(false);
  const creating = product === null;

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setIssues((all) =>
      withoutIssue(all, key === 'wms' ? 'wms_product_id' : key === 'image' ? 'image_key' : key),
    );
  };
  const text = (issue: FieldIssue | undefined) =>
    issue && OWN_RULES.has(issue.key) ? t(`validation.${issue.key}`) : issueText(issue);
  const err = (field: string) => text(issues[field]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      pn: form.pn,
      name: form.name,
      category_id: form.category_id ? Number(form.category_id) : null,
      image_key: form.image?.key ?? null,
      price: form.price,
      tags: splitTags(form.tags),
      barcode: form.barcode,
      width: form.width,
      height: form.height,
      depth: form.depth,
      weight: form.weight,
      unit_name: form.unit_name,
      wms_product_id: form.wms?.id ?? null,
    };
    const checked = validate(creating ? createProductInput : updateProductInput, body, OVERRIDES);
    if (!checked.ok) {
      setIssues(checked.issues);
      return;
    }
    setIssues({});
    setSaving(true);
    try {
      const res = creating
        ? await api<{ Datum: ProductRow }>('/api/v1/products', { method: 'POST', body })
        : await api<{ Datum: ProductRow }>(`/api/v1/products/${product.id}`, {
            method: 'PUT',
            body,
          });
      notify(
        'success',
        tAll(creating ? 'errors.common.createSuccess' : 'errors.common.editSuccess'),
      );
      props.onSaved(res.Datum);
    } catch (error) {
      const field = error instanceof ApiError ? FIELD_ERRORS[error.msg] : undefined;
      if (field && error instanceof ApiError)
        setIssues({ [field]: { key: `errors.${error.msg}` } });
      else showError(error);
    } finally {
      setSaving(false);
    }
  }

  const none = { value: '', label: t('form.none') };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="product-form">
      <ImageUpload
        value={form.image}
        onChange={(image) => set('image', image)}
        alt={form.name}
        error={err('image_key')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <TextField
            label={t('fields.pn')}
            value={form.pn}
            onChange={(e) => set('pn', e.target.value)}
            error={err('pn')}
            hint={t('form.pnHint')}
            data-testid="product-form-pn"
            autoComplete="off"
          />
          <RandomSkuPicker onPick={(sku) => set('pn', sku)} />
        </div>
        <TextField
          label={t('fields.name')}
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
          error={err('name')}
          data-testid="product-form-name"
          autoComplete="off"
        />
        <SelectField
          label={t('fields.category')}
          value={form.category_id}
          onChange={(e) => set('category_id', e.target.value)}
          options={[none, ...categories.map((c) => ({ value: c.id, label: c.name }))]}
          error={err('category_id')}
          data-testid="product-form-category"
        />
        <TextField
          label={t('fields.price')}
          value={form.price}
          onChange={(e) => set('price', e.target.value)}
          error={err('price')}
          inputMode="decimal"
          hint={t('form.priceHint')}
          data-testid="product-form-price"
          autoComplete="off"
        />
        <TextField
          label={t('fields.barcode')}
          value={form.barcode}
          onChange={(e) => set('barcode', e.target.value)}
          error={err('barcode')}
          data-testid="product-form-barcode"
          autoComplete="off"
        />
        <TextField
          label={t('fields.unitName')}
          value={form.unit_name}
          onChange={(e) => set('unit_name', e.target.value)}
          error={err('unit_name')}
          data-testid="product-form-unit-name"
          autoComplete="off"
        />
        <TextField
          label={t('fields.tags')}
          value={form.tags}
          onChange={(e) => set('tags', e.target.value)}
          error={err('tags')}
          hint={t('form.tagsHint')}
          data-testid="product-form-tags"
          autoComplete="off"
        />
        <SearchPicker
          label={t('fields.wmsProduct')}
          placeholder={t('form.wmsSearch')}
          value={form.wms}
          onChange={(option) => set('wms', option)}
          search={searchWmsProducts}
          hint={t('form.wmsHint')}
          error={err('wms_product_id')}
          testId="product-form-wms"
        />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-4">
        <legend className="mb-2 text-sm font-semibold text-slate-700">
          {t('form.sizeLegend')}
        </legend>
        <TextField
          label={t('fields.width')}
          value={form.width}
          onChange={(e) => set('width', e.target.value)}
          error={err('width')}
          inputMode="decimal"
          data-testid="product-form-width"
        />
        <TextField
          label={t('fields.height')}
          value={form.height}
          onChange={(e) => set('height', e.target.value)}
          error={err('height')}
          inputMode="decimal"
          data-testid="product-form-height"
        />
        <TextField
          label={t('fields.depth')}
          value={form.depth}
          onChange={(e) => set('depth', e.target.value)}
          error={err('depth')}
          inputMode="decimal"
          data-testid="product-form-depth"
        />
        <TextField
          label={t('fields.weight')}
          value={form.weight}
          onChange={(e) => set('weight', e.target.value)}
          error={err('weight')}
          inputMode="numeric"
          data-testid="product-form-weight"
        />
      </fieldset>
      <DialogFormActions
        onCancel={props.onCancel}
        saving={saving}
        saveLabel={t('form.save')}
        submitTestId="product-form-submit"
        cancelTestId="product-form-cancel"
      />
    </form>
  );
}
