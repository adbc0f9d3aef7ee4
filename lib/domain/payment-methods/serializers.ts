import type {
  Bank,
  PaymentMethodDetail,
  PaymentMethodRow,
} from '@/lib/domain/payment-methods/schemas';
import { maskNumber } from '@/lib/domain/payment-methods/promptpay';

// Typed selects and serializers of banks and payment methods. Lists show the bank's short
// name and only the last four digits of the account number and PromptPay id; the detail
// has them whole for the edit form, masked the same way for anyone who cannot edit.

export const bankSelect = {
  id: true,
  code: true,
  shortName: true,
  nameTh: true,
  nameEn: true,
} as const;

interface BankRecord {
  id: number;
  code: string;
  shortName: string;
  nameTh: string;
  nameEn: string;
}

export const toBank = (b: BankRecord): Bank => ({
  id: b.id,
  code: b.code,
  short_name: b.shortName,
  name_th: b.nameTh,
  name_en: b.nameEn,
});

export const paymentMethodSelect = {
  id: true,
  name: true,
  type: true,
  active: true,
  promptpayId: true,
  bankAccountId: true,
  createdAt: true,
  updatedAt: true,
  bankAccount: {
    select: {
      id: true,
      accountName: true,
      accountNumber: true,
      branch: true,
      bank: { select: bankSelect },
    },
  },
} as const;

interface PaymentMethodRecord {
  id: number;
  name: string;
  type: number;
  active: boolean;
  promptpayId: string | null;
  createdAt: Date;
  updatedAt: Date;
  bankAccount: {
    id: number;
    accountName: string;
    accountNumber: string;
    branch: string | null;
    bank: BankRecord;
  } | null;
}

function accountRow(a: NonNullable<PaymentMethodRecord['bankAccount']>) {
  return {
    id: a.id,
    bank_id: a.bank.id,
    bank_code: a.bank.code,
    bank_short_name: a.bank.shortName,
    bank_name_th: a.bank.nameTh,
    bank_name_en: a.bank.nameEn,
    account_name: a.accountName,
    account_number_masked: maskNumber(a.accountNumber) ?? '',
    branch: a.branch,
  };
}

export function toPaymentMethodRow(m: PaymentMethodRecord): PaymentMethodRow {
  return {
    id: m.id,
    name: m.name,
    type: m.type,
    active: m.active,
    bank_account: m.bankAccount ? accountRow(m.bankAccount) : null,
    promptpay_id_masked: maskNumber(m.promptpayId),
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
  };
}

export function toPaymentMethodDetail(m: PaymentMethodRecord): PaymentMethodDetail {
  return {
    ...toPaymentMethodRow(m),
    bank_account: m.bankAccount
      ? { ...accountRow(m.bankAccount), account_number: m.bankAccount.accountNumber }
      : null,
    promptpay_id: m.promptpayId,
  };
}

/** The detail as a reader below the editing level gets it: the numbers masked as in the list. */
export function toMaskedPaymentMethodDetail(m: PaymentMethodRecord): PaymentMethodDetail {
  const row = toPaymentMethodRow(m);
  return {
    ...row,
    bank_account: row.bank_account
      ? { ...row.bank_account, account_number: row.bank_account.account_number_masked }
      : null,
    promptpay_id: row.promptpay_id_masked,
  };
}

/** What the audit log keeps of a payment method: its fields and its account, whole. */
export function paymentMethodAuditSnapshot(m: PaymentMethodRecord) {
  return {
    name: m.name,
    type: m.type,
    active: m.active,
    promptpay_id: m.promptpayId,
    bank_account: m.bankAccount
      ? {
          id: m.bankAccount.id,
          bank_code: m.bankAccount.bank.code,
          account_name: m.bankAccount.accountName,
          account_number: m.bankAccount.accountNumber,
          branch: m.bankAccount.branch,
        }
      : null,
  };
}
