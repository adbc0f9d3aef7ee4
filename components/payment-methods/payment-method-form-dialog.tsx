'use client';
import { ActiveCheckbox } from '@/components/form/active-checkbox';
import { type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import {
  bankAccountInput,
  paymentMethodInput,
  updatePaymentMethodInput,
  type Bank,
  type PaymentMethodDetail,
} from '@/lib/domain/payment-methods/schemas';
import {
  PAYMENT_METHOD_TYPE,
  PAYMENT_METHOD_TYPES,
} from '@/lib/domain/payment-methods/payment-method-type';
import { api } from '@/components/lib/api';
import { DialogFormActions } from '@/components/form/dialog-form-actions';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/field';
import { validate, type FieldIssue, type FieldIssues } from '@/components/ui/validate';
import { useIssueText } from '@/components/layout/use-issue-text';
import { useFormDialog } from '@/components/crud/use-form-dialog';

interface FormState {
  name: string;
  type: string;
  active: boolean;
  promptpay_id: string;
  bank_id: string;
  account_name: string;
  account_number: string;
  branch: string;
}

function initialState(m: PaymentMethodDetail | null): FormState {
  return {
    name: m?.name ?? '',
    type: String(m?.type ?? PAYMENT_METHOD_TYPE.Transfer),
    active: m?.active ?? true,
    promptpay_id: m?.promptpay_id ?? '',
    bank_id: m?.bank_account ? String(m.bank_account.bank_id) : '',
    account_name: m?.bank_account?.account_name ?? '',
    account_number: m?.bank_account?.account_number ?? '',
    branch: m?.bank_account?.branch ?? '',
  };
}

/** Field rules explained by a sentence of their own (keys under "paymentMethods"). */
const OVERRIDES = {
  promptpay_id: 'paymentMethods.validation.promptpay',
  account_number: 'paymentMethods.validation.accountNumber',
};

/** Server answers that belong to one field of the form. */
const FIELD_ERRORS: Record<string, keyof FormState> = {
  'paymentMethod.duplicate': 'name',
  'paymentMethod.bankAccountRequired': 'bank_id',
};

/**
 * The create and edit form of a payment method: name, type, and by type the bank account
 * of a transfer (bank, account name, number, branch) or the PromptPay id of a QR-pay
 * wallet; active.
 */
export function PaymentMethodFormDialog(props: {
  /** null: create. */
  method: PaymentMethodDetail | null;
  banks: Bank[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { method, banks } = props;
  const t = useTranslations('paymentMethods');
  const tBank = useTranslations('banks');
  const tAll = useTranslations();
  const locale = useLocale();
  const issueText = useIssueText();
  const creating = method === null;
  const { form, set, issues, setIssues, saving, save } = useFormDialog({
    initial: () => initialState(method),
    creating,
    fieldErrors: FIELD_ERRORS,
    onSaved: props.onSaved,
    onClose: props.onClose,
  });
  const type = Number(form.type);
  const isTransfer = type === PAYMENT_METHOD_TYPE.Transfer;
  const isWallet = type === PAYMENT_METHOD_TYPE.QrPayWallet;
  const err = (field: keyof FormState) => {
    const issue: FieldIssue | undefined = issues[field];
    return issue?.key.startsWith('paymentMethods.') ? tAll(issue.key) : issueText(issue);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const account = {
      bank_id: Number(form.bank_id),
      account_name: form.account_name,
      account_number: form.account_number,
      branch: form.branch,
    };
    // Only the fields of the chosen type are sent: the server clears the others.
    const body = {
      name: form.name,
      type,
      active: form.active,
      ...(isTransfer ? { bank_account: account } : {}),
      ...(isWallet ? { promptpay_id: form.promptpay_id } : {}),
    };
    const checked = validate(
      creating ? paymentMethodInput : updatePaymentMethodInput,
      body,
      OVERRIDES,
    );
    const found: FieldIssues = checked.ok ? {} : { ...checked.issues };
    delete found.bank_account;
    if (isTransfer) {
      const bank = validate(bankAccountInput, account, OVERRIDES);
      if (!bank.ok) Object.assign(found, bank.issues);
    }
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    await save(async () => {
      if (creating) await api('/api/v1/paymentmethod', { method: 'POST', body });
      else await api(`/api/v1/paymentmethod/${method.id}`, { method: 'PUT', body });
    });
  }

  const bankOptions = [
    { value: '', label: tBank('chooseBank') },
    ...banks.map((b) => ({
      value: b.id,
      label: `${b.short_name} · ${locale === 'th' ? b.name_th : b.name_en}`,
    })),
  ];

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={creating ? t('createTitle') : t('editTitle', { name: method.name })}
      wide
    >
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="payment-method-form">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('fields.name')}
            value={form.name}
            onChange={(e) => set('name', e.target.value)}
            error={err('name')}
            data-testid="payment-method-form-name"
            autoComplete="off"
            autoFocus
          />
          <SelectField
            label={t('fields.type')}
            value={form.type}
            onChange={(e) => set('type', e.target.value)}
            options={PAYMENT_METHOD_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))}
            error={err('type')}
            data-testid="payment-method-form-type"
          />
        </div>

        {isTransfer && (
          <fieldset
            className="space-y-3 rounded-md border border-slate-200 p-3"
            data-testid="payment-method-form-bank-account"
          >
            <legend className="px-1 text-sm font-semibold text-slate-700">
              {tBank('section')}
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                label={tBank('bank')}
                value={form.bank_id}
                onChange={(e) => set('bank_id', e.target.value)}
                options={bankOptions}
                error={err('bank_id')}
                data-testid="payment-method-form-bank"
              />
              <TextField
                label={tBank('accountName')}
                value={form.account_name}
                onChange={(e) => set('account_name', e.target.value)}
                error={err('account_name')}
                data-testid="payment-method-form-account-name"
                autoComplete="off"
              />
              <TextField
                label={tBank('accountNumber')}
                value={form.account_number}
                onChange={(e) => set('account_number', e.target.value)}
                error={err('account_number')}
                hint={tBank('accountNumberHint')}
                inputMode="numeric"
                data-testid="payment-method-form-account-number"
                autoComplete="off"
              />
              <TextField
                label={tBank('branch')}
                value={form.branch}
                onChange={(e) => set('branch', e.target.value)}
                error={err('branch')}
                data-testid="payment-method-form-branch"
                autoComplete="off"
              />
            </div>
            <p className="text-xs text-slate-500">{tBank('sharedNote')}</p>
          </fieldset>
        )}

        {isWallet && (
          <TextField
            label={t('fields.promptpayId')}
            value={form.promptpay_id}
            onChange={(e) => set('promptpay_id', e.target.value)}
            error={err('promptpay_id')}
            hint={t('promptpayHint')}
            inputMode="numeric"
            data-testid="payment-method-form-promptpay"
            autoComplete="off"
          />
        )}

        <ActiveCheckbox
          checked={form.active}
          onChange={(checked) => set('active', checked)}
          label={t('fields.active')}
          hint={t('activeHint')}
          testId="payment-method-form-active"
        />

        <DialogFormActions
          onCancel={props.onClose}
          saving={saving}
          saveLabel={t('save')}
          submitTestId="payment-method-form-submit"
        />
      </form>
    </Dialog>
  );
}
