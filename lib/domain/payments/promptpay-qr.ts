// PromptPay QR payloads (pure, unit-tested): the text a customer's banking app scans to pay a
// seller's PromptPay id, with or without the amount. An EMVCo merchant-presented payload
// (Thai QR Code Payment Standard, credit transfer, tag 29):
//   00 '01' payload format · 01 '11' static (payer types the amount) or '12' dynamic (amount
//   fixed) · 29 template { 00 AID A000000677010111, then one of 01 mobile '0066' + 9 digits,
//   02 national or tax id (13 digits), 03 e-wallet id (15 digits) } · 58 'TH' · 53 '764'
//   (THB) · 54 amount (optional) · 63 CRC.
// Fields are written in the order of the open-source generator dtinth/promptpay-qr (58
// before 53), so that our payloads equal its published ones byte for byte; EMVCo only fixes
// 00 first and 63 last, and the parser takes any order (maythiwat/promptparse writes 53
// first).

import { digitsOnly } from '@/lib/domain/payment-methods/promptpay';
import { AppError } from '@/lib/errors';
import {
  decodeTlv,
  encodeTlv,
  hasValidCrc,
  tlvMap,
  withCrc,
  type TlvField,
} from '@/lib/domain/payments/emvco';

/** The application id of PromptPay credit transfer inside tag 29. */
export const PROMPTPAY_AID = 'A000000677010111';

export type PromptPayTargetKind = 'mobile' | 'nationalId' | 'eWallet';

/** A PromptPay id as people use it: 0812345678, 13 digits, or 15 digits for an e-wallet. */
export interface PromptPayTarget {
  readonly kind: PromptPayTargetKind;
  readonly id: string;
}

const SUB_TAG: Record<PromptPayTargetKind, string> = {
  mobile: '01',
  nationalId: '02',
  eWallet: '03',
};

/**
 * The kind of a PromptPay id by its shape, spaces and hyphens dropped: a mobile number
 * (10 digits starting 0), a national or tax id (13 digits) or an e-wallet id (15 digits).
 * Null otherwise. The check digit of a national id and the mobile prefix are the business of
 * the payment setup (`isPromptPayId`), which vets the seller's id when it is saved; here only
 * the shape decides, as in the QR format itself.
 */
export function promptPayTarget(target: string): PromptPayTarget | null {
  const id = digitsOnly(target);
  if (/^0\d{9}$/.test(id)) return { kind: 'mobile', id };
  if (/^\d{13}$/.test(id)) return { kind: 'nationalId', id };
  if (/^\d{15}$/.test(id)) return { kind: 'eWallet', id };
  return null;
}

/** A payment method's PromptPay id a QR can be made for (none, or an unusable one: false). */
export function isPromptPayTarget(id: string | null | undefined): id is string {
  return Boolean(id) && promptPayTarget(id!) !== null;
}

/**
 * A decimal amount in baht as the QR writes it, two decimals: '1250' -> '1250.00',
 * '4.2' -> '4.20'. Null unless it is a plain positive decimal string (digits, at most two
 * decimals, no sign, comma or exponent) that fits the 13 characters of tag 54. Strings
 * only, never a float: the amount due is exact.
 */
export function formatPromptPayAmount(amount: string): string | null {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!m) return null;
  const whole = (m[1] ?? '').replace(/^0+(?=\d)/, '');
  const cents = (m[2] ?? '').padEnd(2, '0');
  const text = `${whole}.${cents}`;
  if (text.length > 13 || /^0\.00$/.test(text)) return null;
  return text;
}

/** The value of tag 29 sub-tag 01 for a mobile number: 0812345678 -> 0066812345678. */
const mobileProxy = (mobile: string): string => `0066${mobile.slice(1)}`;

/**
 * The PromptPay payload for `target`, static without an amount, dynamic with one (a decimal
 * string such as '1250.00'). Throws `common.invalidParameter` on a target or amount it cannot
 * write.
 */
export function promptPayPayload({
  target,
  amount,
}: {
  target: string;
  amount?: string | null;
}): string {
  const to = promptPayTarget(target);
  if (!to) throw new AppError('common.invalidParameter', 'PromptPay id');
  const money = amount == null ? null : formatPromptPayAmount(amount);
  if (amount != null && money === null) {
    throw new AppError('common.invalidParameter', 'PromptPay amount');
  }
  const fields: TlvField[] = [
    { id: '00', value: '01' },
    { id: '01', value: money === null ? '11' : '12' },
    {
      id: '29',
      value: encodeTlv([
        { id: '00', value: PROMPTPAY_AID },
        { id: SUB_TAG[to.kind], value: to.kind === 'mobile' ? mobileProxy(to.id) : to.id },
      ]),
    },
    { id: '58', value: 'TH' },
    { id: '53', value: '764' },
  ];
  if (money !== null) fields.push({ id: '54', value: money });
  return withCrc(encodeTlv(fields), '63');
}

export interface ParsedPromptPay {
  readonly target: PromptPayTarget;
  /** Two decimals ('30.00'), or null on a static QR where the payer types the amount. */
  readonly amount: string | null;
  /** Point of initiation 12 (one-time, amount fixed) rather than 11. */
  readonly dynamic: boolean;
}

/**
 * A PromptPay credit-transfer payload read back, or null when it is not one: not clean TLV,
 * a repeated tag, CRC (tag 63, last) missing or wrong, format indicator not '01', no tag 29
 * with the PromptPay AID and exactly one of sub-tags 01/02/03 in its shape, currency not 764,
 * country not TH, or an amount that is not a positive decimal.
 */
export function parsePromptPay(text: string): ParsedPromptPay | null {
  const payload = text.trim();
  const fields = decodeTlv(payload);
  if (!fields || fields.at(-1)?.id !== '63' || !hasValidCrc(payload, '63')) return null;
  const top = tlvMap(fields);
  if (!top || top.get('00') !== '01') return null;
  if (top.get('53') !== '764' || top.get('58') !== 'TH') return null;
  const poi = top.get('01');
  if (poi !== undefined && poi !== '11' && poi !== '12') return null;

  const merchant = decodeTlv(top.get('29') ?? '');
  const sub = merchant && tlvMap(merchant);
  if (!sub || sub.get('00') !== PROMPTPAY_AID) return null;
  const present = (['mobile', 'nationalId', 'eWallet'] as const).filter((k) => sub.has(SUB_TAG[k]));
  if (present.length !== 1) return null;
  const kind = present[0] as PromptPayTargetKind;
  const raw = sub.get(SUB_TAG[kind]) ?? '';
  let id: string;
  if (kind === 'mobile') {
    if (!/^0066\d{9}$/.test(raw)) return null;
    id = `0${raw.slice(4)}`;
  } else if (kind === 'nationalId') {
    if (!/^\d{13}$/.test(raw)) return null;
    id = raw;
  } else {
    if (!/^\d{15}$/.test(raw)) return null;
    id = raw;
  }

  const rawAmount = top.get('54');
  const amount = rawAmount === undefined ? null : formatPromptPayAmount(rawAmount);
  if (rawAmount !== undefined && amount === null) return null;
  return { target: { kind, id }, amount, dynamic: poi === '12' };
}
