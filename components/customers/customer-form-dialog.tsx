'use client';
import { type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import {
  createCustomerInput,
  THAI_PHONE_RULE,
  updateCustomerInput,
  type CustomerDetail,
} from '@/lib/domain/customers/schemas';
import { formatThaiPhone } from '@/lib/domain/customers/phone';
import { api } from '@/components/lib/api';
import { DialogFormActions } from '@/components/form/dialog-form-actions';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { validate } from '@/components/ui/validate';
import {
  AddressList,
  useCustomerIssueText,
  type AddressDraft,
} from '@/components/customers/address-list';
import { useFormDialog } from '@/components/crud/use-form-dialog';

interface FormState {
  name: string;
  phone: string;
  email: string;
  line_id: string;
  note: string;
  /** Comma-separated. */
  tags: string;
  addresses: AddressDraft[];
}

function initialState(c: CustomerDetail | null): FormState {
  return {
    name: c?.name ?? '',
    phone: formatThaiPhone(c?.phone) || (c?.phone ?? ''),
    email: c?.email ?? '',
    line_id: c?.line_id ?? '',
    note: c?.note ?? '',
    tags: (c?.tags ?? []).join(', '),
    addresses: (c?.addresses ?? []).map((a) => ({
      key: `saved-${a.id}`,
      id: a.id,
      recipient_name: a.recipient_name,
      phone: formatThaiPhone(a.phone) || a.phone,
      address: a.address,
      subdistrict: a.subdistrict,
      district: a.district,
      province: a.province,
      zipcode: a.zipcode,
      is_default: a.is_default,
    })),
  };
}

const splitTags = (s: string) =>
  s
    .split(/[,，]/)
    .map((x) => x.trim())
    .filter(Boolean);

/** Server answers that belong to one field of the form. */
const FIELD_ERRORS: Record<string, keyof FormState> = {
  'customer.duplicatePhone': 'phone',
};

/** The create and edit form of a customer, with its addresses (saved together). */
export function CustomerFormDialog(props: {
  /** null: create. */
  customer: CustomerDetail | null;
  onClose: () => void;
  onSaved: (customer: CustomerDetail) => void;
}) {
  const { customer } = props;
  const creating = customer === null;
  const t = useTranslations('customers');
  const issueText = useCustomerIssueText();
  const { form, set, issues, setIssues, saving, save } = useFormDialog<FormState, CustomerDetail>({
    initial: () => initialState(customer),
    creating,
    fieldErrors: FIELD_ERRORS,
    onSaved: props.onSaved,
    onClose: props.onClose,
  });
  const err = (field: string) => issueText(issues[field]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const addresses = form.addresses.map(({ key: _key, id, ...a }) =>
      creating || id === undefined ? a : { ...a, id },
    );
    const body = {
      name: form.name,
      phone: form.phone,
      email: form.email,
      line_id: form.line_id,
      note: form.note,
      tags: splitTags(form.tags),
      addresses,
    };
    const checked = validate(creating ? createCustomerInput : updateCustomerInput, body, {
      phone: THAI_PHONE_RULE,
      email: 'invalidEmail',
    });
    if (!checked.ok) {
      setIssues(checked.issues);
      return;
    }
    await save(async () => {
      const res = creating
        ? await api<{ Datum: CustomerDetail }>('/api/v1/customers', { method: 'POST', body })
        : await api<{ Datum: CustomerDetail }>(`/api/v1/customers/${customer.id}`, {
            method: 'PUT',
            body,
          });
      return res.Datum;
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={creating ? t('createTitle') : t('editTitle', { name: customer.name })}
      wide
    >
      <form onSubmit={submit} noValidate className="space-y-5" data-testid="customer-form">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('fields.name')}
            value={form.name}
            onChange={(e) => set('name', e.target.value)}
            error={err('name')}
            autoComplete="off"
            data-testid="customer-form-name"
          />
          <TextField
            label={t('fields.phone')}
            type="tel"
            value={form.phone}
            onChange={(e) => set('phone', e.target.value)}
            error={err('phone')}
            hint={t('phoneHint')}
            autoComplete="off"
            data-testid="customer-form-phone"
          />
          <TextField
            label={t('fields.email')}
            type="email"
            value={form.email}
            onChange={(e) => set('email', e.target.value)}
            error={err('email')}
            autoComplete="off"
            data-testid="customer-form-email"
          />
          <TextField
            label={t('fields.lineId')}
            value={form.line_id}
            onChange={(e) => set('line_id', e.target.value)}
            error={err('line_id')}
            autoComplete="off"
            data-testid="customer-form-line-id"
          />
          <TextField
            label={t('fields.tags')}
            value={form.tags}
            onChange={(e) => set('tags', e.target.value)}
            error={err('tags')}
            hint={t('tagsHint')}
            autoComplete="off"
            data-testid="customer-form-tags"
          />
        </div>
        <TextareaField
          label={t('fields.note')}
          rows={2}
          value={form.note}
          onChange={(e) => set('note', e.target.value)}
          error={err('note')}
          data-testid="customer-form-note"
        />
        <AddressList
          value={form.addresses}
          onChange={(addresses) => set('addresses', addresses)}
          owner={{ name: form.name, phone: form.phone }}
        />
        {issues.addresses && (
          <p className="text-sm text-red-600" role="alert">
            {err('addresses')}
          </p>
        )}
        <DialogFormActions
          onCancel={props.onClose}
          saving={saving}
          saveLabel={t('save')}
          submitTestId="customer-form-submit"
        />
      </form>
    </Dialog>
  );
}
