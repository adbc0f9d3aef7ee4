'use client';
import { useTranslations } from 'next-intl';
import { AddressAutocomplete } from '@/components/address/address-autocomplete';
import { TextField } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import type { OrderFormController } from '@/components/orders/form/use-order-form';
import { useOrderIssueText } from '@/components/orders/form/use-order-issue-text';

/**
 * The recipient the order ships to (a snapshot: editing the customer later does not change
 * it), with the Thai address autocomplete for subdistrict, district, province and zipcode.
 */
export function RecipientSection({ ctl }: { ctl: OrderFormController }) {
  const t = useTranslations('orderForm.recipient');
  const issueText = useOrderIssueText();
  const { form, setRecipient, issueOf } = ctl;
  const r = form.recipient;
  const err = (field: string) => issueText(issueOf(`recipient.${field}`));
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('name')}
          value={r.name}
          onChange={(e) => setRecipient({ name: e.target.value })}
          error={err('name')}
          autoComplete="off"
          maxLength={200}
          data-testid="order-recipient-name"
        />
        <TextField
          label={t('phone')}
          type="tel"
          inputMode="tel"
          value={r.phone}
          onChange={(e) => setRecipient({ phone: e.target.value })}
          error={err('phone')}
          hint={t('phoneHint')}
          autoComplete="off"
          maxLength={30}
          data-testid="order-recipient-phone"
        />
      </div>
      <TextareaField
        label={t('address')}
        rows={2}
        value={r.address}
        onChange={(e) => setRecipient({ address: e.target.value })}
        error={err('address')}
        placeholder={t('addressPlaceholder')}
        maxLength={500}
        data-testid="order-recipient-address"
      />
      <AddressAutocomplete
        value={{
          subdistrict: r.subdistrict,
          district: r.district,
          province: r.province,
          zipcode: r.zipcode,
        }}
        onChange={(parts) => setRecipient(parts)}
        errors={{
          subdistrict: err('subdistrict'),
          district: err('district'),
          province: err('province'),
          zipcode: err('zipcode'),
        }}
      />
    </div>
  );
}
