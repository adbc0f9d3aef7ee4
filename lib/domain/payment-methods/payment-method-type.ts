// What a payment method is, by how the money arrives. The type decides which fields the
// method carries (a transfer its bank account, a QR-pay wallet its PromptPay id) and where
// a new order starts (cash on delivery and platform-paid orders have no payment to check).

/** The payment method types; 3 is not used. */
export const PAYMENT_METHOD_TYPE = {
  Transfer: 1,
  CashOnDelivery: 2,
  Claim: 4,
  QrPayWallet: 5,
  Platform: 6,
  Other: 7,
} as const;

export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPE)[keyof typeof PAYMENT_METHOD_TYPE];

/** Every type, ascending: 1 transfer, 2 cash on delivery, 4 claim, 5 QR-pay wallet, 6 platform, 7 other. */
export const PAYMENT_METHOD_TYPES: readonly PaymentMethodType[] =
  Object.values(PAYMENT_METHOD_TYPE);
