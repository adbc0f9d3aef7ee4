'use client';
import { type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import {
  createStorageInput,
  updateStorageInput,
  type StorageDto,
} from '@/lib/domain/wms/setup/schemas';
import { api } from '@/components/lib/api';
import { DialogFormActions } from '@/components/form/dialog-form-actions';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { validate } from '@/components/ui/validate';
import { useFieldError, wholeNumberIssues } from '@/components/wms/use-field-error';
import { useFormDialog } from '@/components/crud/use-form-dialog';

interface FormState {
  name: string;
  description: string;
  x: string;
  y: string;
  width: string;
  height: string;
  depth: string;
  weight: string;
}

const initial = (s: StorageDto | null): FormState => ({
  name: s?.name ?? '',
  description: s?.description ?? '',
  x: s?.x ?? '',
  y: s?.y ?? '',
  width: s?.width ?? '',
  height: s?.height ?? '',
  depth: s?.depth ?? '',
  weight: s?.weight == null ? '' : String(s.weight),
});

const OVERRIDES = {
  x: 'storages.validation.decimal',
  y: 'storages.validation.decimal',
  width: 'storages.validation.decimalPositive',
  height: 'storages.validation.decimalPositive',
  depth: 'storages.validation.decimalPositive',
  weight: 'storages.validation.wholeNumber',
};

/** Server answers that belong to one field of the form. */
const FIELD_ERRORS: Record<string, keyof FormState> = { 'storage.duplicateName': 'name' };

/** Create or edit a storage (POST /api/v1/wms/storage, PUT /api/v1/wms/storage/{id}). */
export function StorageFormDialog(props: {
  storage: StorageDto | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { storage } = props;
  const creating = storage === null;
  const t = useTranslations('storages');
  const fieldError = useFieldError();
  const { form, set, issues, setIssues, saving, save } = useFormDialog({
    initial: () => initial(storage),
    creating,
    fieldErrors: FIELD_ERRORS,
    onSaved: props.onSaved,
    onClose: props.onClose,
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { ...form };
    const checked = validate(creating ? createStorageInput : updateStorageInput, body, OVERRIDES);
    const found = checked.ok
      ? {}
      : wholeNumberIssues(checked.issues, body, ['weight'], OVERRIDES.weight);
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    await save(async () => {
      if (creating) await api('/api/v1/wms/storage', { method: 'POST', body });
      else await api(`/api/v1/wms/storage/${storage.id}`, { method: 'PUT', body });
    });
  }

  const field = (key: keyof FormState, label: string, numeric: 'decimal' | 'numeric') => (
    <TextField
      label={label}
      value={form[key]}
      onChange={(e) => set(key, e.target.value)}
      error={fieldError(issues[key])}
      inputMode={numeric}
      autoComplete="off"
      data-testid={`storage-form-${key}`}
    />
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={creating ? t('createTitle') : t('editTitle', { name: storage.name })}
      wide
    >
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="storage-form">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('fields.name')}
            value={form.name}
            onChange={(e) => set('name', e.target.value)}
            error={fieldError(issues.name)}
            autoComplete="off"
            data-testid="storage-form-name"
          />
          <TextField
            label={t('fields.kind')}
            value={t(`kinds.${storage?.kind ?? 1}`)}
            readOnly
            disabled
            hint={t('kindNote')}
            data-testid="storage-form-kind"
          />
        </div>
        <TextareaField
          label={t('fields.description')}
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
          error={fieldError(issues.description)}
          rows={2}
          data-testid="storage-form-description"
        />
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-800">{t('sizeHeading')}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {field('width', t('fields.width'), 'decimal')}
            {field('height', t('fields.height'), 'decimal')}
            {field('depth', t('fields.depth'), 'decimal')}
            {field('weight', t('fields.weight'), 'numeric')}
            {field('x', t('fields.x'), 'decimal')}
            {field('y', t('fields.y'), 'decimal')}
          </div>
        </fieldset>
        <DialogFormActions
          onCancel={props.onClose}
          saving={saving}
          saveLabel={t('save')}
          submitTestId="storage-form-submit"
        />
      </form>
    </Dialog>
  );
}
