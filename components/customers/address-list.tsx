'use client';
import { useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import {
  customerAddressInput,
  MAX_ADDRESSES,
  THAI_PHONE_RULE,
} from '@/lib/domain/customers/schemas';
import { formatThaiPhone } from '@/lib/domain/customers/phone';
import { AddressAutocomplete, type AddressParts } from '@/components/address/address-autocomplete';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import {
  validate,
  withoutIssue,
  type FieldIssue,
  type FieldIssues,
} from '@/components/ui/validate';
import { useIssueText } from '@/components/layout/use-issue-text';

/** An address of the form: saved ones have an id; key is the form's own. */
export interface AddressDraft extends AddressParts {
  key: string;
  id?: number;
  recipient_name: string;
  phone: string;
  address: string;
  is_default: boolean;
}

let nextKey = 1;
export const draftKey = () => `new-${nextKey++}`;

const EMPTY: Omit<AddressDraft, 'key'> = {
  recipient_name: '',
  phone: '',
  address: '',
  subdistrict: '',
  district: '',
  province: '',
  zipcode: '',
  is_default: false,
};

/** Exactly one default when there are addresses: the marked one, else the first. */
export function withOneDefault(list: AddressDraft[], preferKey?: string): AddressDraft[] {
  if (list.length === 0) return list;
  const key =
    (preferKey && list.some((a) => a.key === preferKey) ? preferKey : undefined) ??
    list.find((a) => a.is_default)?.key ??
    list[0]!.key;
  return list.map((a) => ({ ...a, is_default: a.key === key }));
}

/** The customer-level rules that have their own sentence in the "customers" messages. */
export function useCustomerIssueText() {
  const t = useTranslations('customers');
  const issueText = useIssueText();
  return (issue: FieldIssue | undefined) => {
    if (issue?.key === THAI_PHONE_RULE) return t('rules.phone');
    if (issue?.key === 'zipcodeRule') return t('rules.zipcode');
    return issueText(issue);
  };
}

/**
 * The addresses of the customer form: a list with edit, remove and "make default", and an
 * editor (with the address autocomplete) for a new or changed one. Changes stay in the form
 * until the customer is saved.
 */
export function AddressList(props: {
  value: AddressDraft[];
  onChange: (value: AddressDraft[]) => void;
  /** Shown as the recipient and phone when an address leaves them blank. */
  owner: { name: string; phone: string };
}) {
  const { value, onChange, owner } = props;
  const t = useTranslations('customers');
  const [editing, setEditing] = useState<AddressDraft | null>(null);

  function save(draft: AddressDraft) {
    const exists = value.some((a) => a.key === draft.key);
    const next = exists ? value.map((a) => (a.key === draft.key ? draft : a)) : [...value, draft];
    onChange(withOneDefault(next, draft.is_default ? draft.key : undefined));
    setEditing(null);
  }

  function remove(key: string) {
    onChange(withOneDefault(value.filter((a) => a.key !== key)));
  }

  return (
    <section className="space-y-3" aria-labelledby="customer-addresses-title">
      <div className="flex items-center justify-between gap-2">
        <h3 id="customer-addresses-title" className="text-sm font-semibold text-slate-700">
          {t('addresses.title')}
        </h3>
        {!editing && value.length < MAX_ADDRESSES && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              setEditing({ ...EMPTY, key: draftKey(), is_default: value.length === 0 })
            }
            data-testid="customer-address-add"
          >
            {t('addresses.add')}
          </Button>
        )}
      </div>

      {value.length === 0 && !editing && (
        <p className="text-sm text-slate-500" data-testid="customer-address-empty">
          {t('addresses.empty')}
        </p>
      )}

      <ul className="space-y-2">
        {value.map((a, i) => (
          <li
            key={a.key}
            className="flex flex-wrap items-start justify-between gap-2 rounded-md border border-slate-200 p-3 text-sm"
            data-testid="customer-address-item"
            data-default={a.is_default ? 'true' : 'false'}
          >
            <div className="min-w-0 space-y-0.5">
              <p className="font-semibold text-slate-800">
                {a.recipient_name || owner.name}
                {' · '}
                <span className="font-normal tabular-nums">
                  {formatThaiPhone(a.phone) ||
                    a.phone ||
                    formatThaiPhone(owner.phone) ||
                    owner.phone}
                </span>
                {a.is_default && (
                  <span
                    className="ml-2 inline-flex rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800"
                    data-testid="customer-address-default-badge"
                  >
                    {t('addresses.default')}
                  </span>
                )}
              </p>
              <p className="text-slate-700">{a.address}</p>
              <p className="text-slate-700">
                {[a.subdistrict, a.district, a.province, a.zipcode].filter(Boolean).join(' ')}
              </p>
            </div>
            <div className="flex flex-wrap gap-1">
              {!a.is_default && (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onChange(withOneDefault(value, a.key))}
                  data-testid={`customer-address-make-default-${i}`}
                >
                  {t('addresses.makeDefault')}
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setEditing(a)}
                disabled={Boolean(editing)}
                data-testid={`customer-address-edit-${i}`}
              >
                {t('addresses.edit')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="text-red-700"
                onClick={() => remove(a.key)}
                disabled={Boolean(editing)}
                data-testid={`customer-address-remove-${i}`}
              >
                {t('addresses.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ul>

      {editing && (
        <AddressEditor
          initial={editing}
          isOnly={value.length === 0 || (value.length === 1 && value[0]!.key === editing.key)}
          owner={owner}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
    </section>
  );
}

function AddressEditor(props: {
  initial: AddressDraft;
  /** The only address: it is the default whatever the box says. */
  isOnly: boolean;
  owner: { name: string; phone: string };
  onSave: (draft: AddressDraft) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('customers');
  const issueText = useCustomerIssueText();
  const [draft, setDraft] = useState<AddressDraft>(props.initial);
  const [issues, setIssues] = useState<FieldIssues>({});
  const set = <K extends keyof AddressDraft>(key: K, v: AddressDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: v }));
    setIssues((all) => withoutIssue(all, key));
  };
  const err = (field: string) => issueText(issues[field]);

  function save() {
    const { key: _key, id: _id, ...fields } = draft;
    const checked = validate(customerAddressInput, fields, {
      phone: THAI_PHONE_RULE,
      zipcode: 'zipcodeRule',
    });
    if (!checked.ok) {
      setIssues(checked.issues);
      return;
    }
    props.onSave({ ...draft, is_default: draft.is_default || props.isOnly });
  }

  // Enter in a field saves this address, not the whole customer form around it.
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const target = e.target as HTMLElement;
    if (e.key === 'Enter' && target.tagName === 'INPUT' && !e.defaultPrevented) {
      e.preventDefault();
      save();
    }
  }

  return (
    <div
      className="space-y-3 rounded-md border border-brand-200 bg-brand-50/40 p-3"
      onKeyDown={onKeyDown}
      data-testid="customer-address-form"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('addresses.recipient')}
          value={draft.recipient_name}
          placeholder={props.owner.name}
          hint={t('addresses.recipientHint')}
          onChange={(e) => set('recipient_name', e.target.value)}
          error={err('recipient_name')}
          autoComplete="off"
          data-testid="customer-address-recipient"
        />
        <TextField
          label={t('addresses.phone')}
          type="tel"
          value={draft.phone}
          placeholder={formatThaiPhone(props.owner.phone) || props.owner.phone}
          hint={t('addresses.phoneHint')}
          onChange={(e) => set('phone', e.target.value)}
          error={err('phone')}
          autoComplete="off"
          data-testid="customer-address-phone"
        />
      </div>
      <TextareaField
        label={t('addresses.line')}
        rows={2}
        value={draft.address}
        placeholder={t('addresses.linePlaceholder')}
        onChange={(e) => set('address', e.target.value)}
        error={err('address')}
        data-testid="customer-address-line"
      />
      <AddressAutocomplete
        value={draft}
        onChange={(parts) => {
          setDraft((d) => ({ ...d, ...parts }));
          setIssues((all) => {
            let next = all;
            for (const k of ['subdistrict', 'district', 'province', 'zipcode'] as const)
              next = withoutIssue(next, k);
            return next;
          });
        }}
        errors={{
          subdistrict: err('subdistrict'),
          district: err('district'),
          province: err('province'),
          zipcode: err('zipcode'),
        }}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={draft.is_default || props.isOnly}
          disabled={props.isOnly || props.initial.is_default}
          onChange={(e) => set('is_default', e.target.checked)}
          data-testid="customer-address-default"
        />
        {t('addresses.setDefault')}
      </label>
      <div className="flex justify-end gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={props.onCancel}
          data-testid="customer-address-cancel"
        >
          {t('addresses.cancel')}
        </Button>
        <Button size="sm" onClick={save} data-testid="customer-address-save">
          {t('addresses.save')}
        </Button>
      </div>
    </div>
  );
}
