'use client';
import { type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import {
  createPartnerInput,
  updatePartnerInput,
  type PartnerDto,
} from '@/lib/domain/wms/setup/schemas';
import { api } from '@/components/lib/api';
import { DialogFormActions } from '@/components/form/dialog-form-actions';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { validate } from '@/components/ui/validate';
import { useFieldError } from '@/components/wms/use-field-error';
import { useFormDialog } from '@/components/crud/use-form-dialog';

interface FormState {
  company_name: string;
  address: string;
  contact_name: string;
  contact_tel: string;
  tax_id: string;
  tel: string;
  email: string;
}

const initial = (p: PartnerDto | null): FormState => ({
  company_name: p?.company_name ?? '',
  address: p?.address ?? '',
  contact_name: p?.contact_name ?? '',
  contact_tel: p?.contact_tel ?? '',
  tax_id: p?.tax_id ?? '',
  tel: p?.tel ?? '',
  email: p?.email ?? '',
});

const OVERRIDES = {
  tax_id: 'partners.validation.taxId',
  contact_tel: 'invalidPhone',
  tel: 'invalidPhone',
};

/** Create or edit a partner (POST /api/v1/wms/partner, PUT /api/v1/wms/partner/{id}). */
export function PartnerFormDialog(props: {
  partner: PartnerDto | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { partner } = props;
  const creating = partner === null;
  const t = useTranslations('partners');
  const fieldError = useFieldError();
  const { form, set, issues, setIssues, saving, save } = useFormDialog({
    initial: () => initial(partner),
    creating,
    onSaved: props.onSaved,
    onClose: props.onClose,
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { ...form };
    const checked = validate(creating ? createPartnerInput : updatePartnerInput, body, OVERRIDES);
    setIssues(checked.ok ? {} : checked.issues);
    if (!checked.ok) return;
    await save(async () => {
      if (creating) await api('/api/v1/wms/partner', { method: 'POST', body });
      else await api(`/api/v1/wms/partner/${partner.id}`, { method: 'PUT', body });
    });
  }

  const text = (
    key: keyof FormState,
    extra: { type?: string; hint?: string; inputMode?: 'tel' | 'email' | 'numeric' } = {},
  ) => (
    <TextField
      label={t(`fields.${FIELD_LABELS[key]}`)}
      value={form[key]}
      onChange={(e) => set(key, e.target.value)}
      error={fieldError(issues[key])}
      autoComplete="off"
      data-testid={`partner-form-${key.replace(/_/g, '-')}`}
      {...extra}
    />
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={creating ? t('createTitle') : t('editTitle', { name: partner.company_name })}
      wide
    >
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="partner-form">
        <div className="grid gap-3 sm:grid-cols-2">
          {text('company_name')}
          {text('tax_id', { hint: t('taxIdHint'), inputMode: 'numeric' })}
          {text('contact_name')}
          {text('contact_tel', { type: 'tel', inputMode: 'tel' })}
          {text('tel', { type: 'tel', inputMode: 'tel' })}
          {text('email', { type: 'email', inputMode: 'email' })}
        </div>
        <TextareaField
          label={t('fields.address')}
          value={form.address}
          onChange={(e) => set('address', e.target.value)}
          error={fieldError(issues.address)}
          rows={3}
          data-testid="partner-form-address"
        />
        <DialogFormActions
          onCancel={props.onClose}
          saving={saving}
          saveLabel={t('save')}
          submitTestId="partner-form-submit"
        />
      </form>
    </Dialog>
  );
}

const FIELD_LABELS: Record<keyof FormState, string> = {
  company_name: 'companyName',
  address: 'address',
  contact_name: 'contactName',
  contact_tel: 'contactTel',
  tax_id: 'taxId',
  tel: 'tel',
  email: 'email',
};
