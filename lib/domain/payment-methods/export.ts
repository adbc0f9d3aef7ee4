import type { ExportColumn } from '@/lib/export';
import { messageText } from '@/lib/export/text';
import type { PaymentMethodRow } from '@/lib/domain/payment-methods/schemas';

/**
 * The columns of the payment method export, headed in the actor's language. Like the list,
 * it shows only the last four digits of account numbers and PromptPay ids.
 */
export function paymentMethodExportColumns(locale: string): ExportColumn<PaymentMethodRow>[] {
  const t = (key: string) => messageText(locale, key);
  return [
    { header: t('export.columns.id'), value: (m) => m.id, width: 8 },
    { header: t('paymentMethods.fields.name'), value: (m) => m.name, width: 30 },
    {
      header: t('paymentMethods.fields.type'),
      value: (m) => t(`paymentMethods.types.${m.type}`),
      width: 20,
    },
    { header: t('banks.bank'), value: (m) => m.bank_account?.bank_short_name ?? '' },
    {
      header: t('banks.accountName'),
      value: (m) => m.bank_account?.account_name ?? '',
      width: 28,
    },
    {
      header: t('banks.accountNumber'),
      value: (m) => m.bank_account?.account_number_masked ?? '',
      width: 18,
    },
    { header: t('banks.branch'), value: (m) => m.bank_account?.branch ?? '', width: 20 },
    { header: t('paymentMethods.fields.promptpayId'), value: (m) => m.promptpay_id_masked ?? '' },
    {
      header: t('paymentMethods.fields.status'),
      value: (m) => t(m.active ? 'paymentMethods.status.active' : 'paymentMethods.status.inactive'),
    },
    { header: t('export.columns.createdAt'), value: (m) => new Date(m.created_at), width: 20 },
  ];
}
