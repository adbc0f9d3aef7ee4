'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { CustomerAddress, CustomerRow } from '@/lib/domain/customers/schemas';
import { formatThaiPhone } from '@/lib/domain/customers/phone';
import { SearchPicker, type PickerOption } from '@/components/catalog/search-picker';
import { SelectField } from '@/components/ui/field';
import { useFeedback } from '@/components/ui/feedback';
import { recipientFromAddress, type CustomerChoice } from '@/components/orders/form/form-state';
import { getCustomer, searchCustomers } from '@/components/orders/form/order-api';
import type { OrderFormController } from '@/components/orders/form/use-order-form';

const addressLine = (a: CustomerAddress) =>
  [a.address, a.subdistrict, a.district, a.province, a.zipcode].filter(Boolean).join(' ');

/**
 * The customer: a search over /api/v1/customers (name or phone); choosing one fills the
 * recipient from its default address, and its other addresses can be chosen. Without a
 * customer, "save as a new customer" keeps the recipient as one.
 */
export function CustomerSection({
  ctl,
  canSearch,
}: {
  ctl: OrderFormController;
  /** The user may read customers (customer area); else only "save as a new customer". */
  canSearch: boolean;
}) {
  const t = useTranslations('orderForm.customer');
  const { showError } = useFeedback();
  const { form, set, setRecipient } = ctl;
  const customer = form.customer;
  const rows = useRef(new Map<number, CustomerRow>());
  const [addresses, setAddresses] = useState<{
    id: number;
    owner: { name: string; phone: string };
    list: CustomerAddress[];
  } | null>(null);
  const [addressId, setAddressId] = useState('');

  const search = useCallback(async (q: string, signal: AbortSignal): Promise<PickerOption[]> => {
    const found = await searchCustomers(q, signal);
    for (const row of found) rows.current.set(row.id, row);
    return found.map((c) => ({
      id: c.id,
      label: c.name,
      detail: [formatThaiPhone(c.phone) || c.phone, c.default_address?.province]
        .filter(Boolean)
        .join(' · '),
    }));
  }, []);

  function choose(option: PickerOption | null) {
    if (!option) {
      set('customer', null);
      setAddressId('');
      return;
    }
    const row = rows.current.get(option.id);
    if (!row) return;
    const choice: CustomerChoice = {
      id: row.id,
      name: row.name,
      phone: row.phone,
      address_count: row.address_count,
    };
    set('customer', choice);
    if (row.default_address) {
      setRecipient(recipientFromAddress(row.default_address, row));
      setAddressId(String(row.default_address.id));
    } else {
      setRecipient({ name: row.name, phone: formatThaiPhone(row.phone) || row.phone });
      setAddressId('');
    }
  }

  // The customer's addresses, for choosing another one than the default.
  const customerId = canSearch ? (customer?.id ?? null) : null;
  useEffect(() => {
    if (customerId === null) return;
    let live = true;
    getCustomer(customerId).then(
      (detail) =>
        live &&
        setAddresses({
          id: customerId,
          owner: { name: detail.name, phone: detail.phone },
          list: detail.addresses,
        }),
      (error) => live && showError(error),
    );
    return () => {
      live = false;
    };
  }, [customerId, showError]);

  const loaded = addresses && addresses.id === customerId ? addresses : null;
  const list = loaded?.list ?? [];
  const pickerValue: PickerOption | null = customer
    ? {
        id: customer.id,
        label: customer.name,
        detail: customer.phone ? formatThaiPhone(customer.phone) || customer.phone : undefined,
      }
    : null;

  return (
    <div className="space-y-3">
      {canSearch && (
        <SearchPicker
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={pickerValue}
          onChange={choose}
          search={search}
          hint={t('hint')}
          testId="order-customer"
        />
      )}
      {customer && (list.length > 1 || (list.length === 1 && addressId === '')) && (
        <SelectField
          label={t('address')}
          value={addressId}
          onChange={(e) => {
            setAddressId(e.target.value);
            const chosen = list.find((a) => String(a.id) === e.target.value);
            if (chosen) setRecipient(recipientFromAddress(chosen, loaded?.owner ?? customer));
          }}
          options={[
            { value: '', label: t('addressAsTyped') },
            ...list.map((a) => ({
              value: a.id,
              label: `${a.recipient_name || customer.name} · ${addressLine(a)}${a.is_default ? ` ${t('default')}` : ''}`,
            })),
          ]}
          data-testid="order-customer-address"
        />
      )}
      {!customer && (
        <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-slate-200 px-3 py-2">
          <input
            type="checkbox"
            checked={form.save_customer}
            onChange={(e) => set('save_customer', e.target.checked)}
            className="mt-1 h-5 w-5"
            data-testid="order-save-customer"
          />
          <span>
            <span className="block text-sm font-semibold text-slate-800">{t('saveNew')}</span>
            <span className="block text-xs text-slate-500">{t('saveNewHint')}</span>
          </span>
        </label>
      )}
    </div>
  );
}
