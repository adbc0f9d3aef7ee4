'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { createPickupProfileInput } from '@/lib/domain/wms/inventory/reads/schemas';
import { api } from '@/components/lib/api';
import { SearchPicker } from '@/components/catalog/search-picker';
import { searchProducts } from '@/components/catalog/pickers';
import { useFormDialog } from '@/components/crud/use-form-dialog';
import { DialogFormActions } from '@/components/form/dialog-form-actions';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { validate } from '@/components/ui/validate';
import { useFieldError } from '@/components/wms/use-field-error';
import {
  badQuantities,
  emptyPromotionForm,
  toPromotionInput,
  type PromotionFormState,
} from '@/components/wms/promotion/promotion-form';
import { PromotionItemsEditor } from '@/components/wms/promotion/promotion-items-editor';

/**
 * Create a promotion bundle (POST /api/v1/wms/profile/pickup/create): a name, the sellable
 * product it stands for (optional) and its warehouse components with quantities.
 */
export function PromotionFormDialog({
  onClose,
  onSaved,
}: {
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations('promotion');
  const fieldError = useFieldError();
  const [badIds, setBadIds] = useState<number[]>([]);
  const { form, set, issues, setIssues, saving, save } = useFormDialog<PromotionFormState>({
    initial: emptyPromotionForm,
    creating: true,
    onSaved,
    onClose,
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = toPromotionInput(form);
    const checked = validate(createPickupProfileInput, body);
    const bad = badQuantities(form.items);
    setIssues(checked.ok ? {} : checked.issues);
    setBadIds(bad);
    if (!checked.ok || bad.length > 0) return;
    await save(async () => {
      await api('/api/v1/wms/profile/pickup/create', { method: 'POST', body });
    });
  }

  // Quantities are shown on their own lines; the list itself only says when it is empty.
  const itemsError =
    form.items.length === 0 && issues.items ? t('validation.noComponents') : undefined;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('createTitle')} wide>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="promotion-form">
        <TextField
          label={t('fields.name')}
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
          error={fieldError(issues.name)}
          autoComplete="off"
          data-testid="promotion-form-name"
        />
        <SearchPicker
          label={t('fields.product')}
          placeholder={t('productSearch')}
          hint={t('productHint')}
          value={form.product}
          onChange={(option) => set('product', option)}
          search={searchProducts}
          error={fieldError(issues.product_id)}
          testId="promotion-form-product"
        />
        <PromotionItemsEditor
          items={form.items}
          onChange={(items) => {
            set('items', items);
            // Once a send has shown wrong quantities, they clear as they are put right.
            setBadIds((ids) => (ids.length > 0 ? badQuantities(items) : ids));
          }}
          badIds={badIds}
          error={itemsError}
        />
        <DialogFormActions
          onCancel={onClose}
          saving={saving}
          saveLabel={t('save')}
          submitTestId="promotion-form-submit"
        />
      </form>
    </Dialog>
  );
}
