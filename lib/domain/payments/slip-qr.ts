// The "mini QR" printed on Thai bank transfer slips (pure, unit-tested): it names the sending
// bank and the transaction reference, the pair the banks' slip verification APIs take, and
// the key by which a slip already used on another order is recognised.
//
// Layout, EMVCo-style TLV (see ./emvco.ts):
//   00 template { 00 API id '000001', 01 sending bank code (3 digits), 02 transaction ref }
//   51 country 'TH'
//   91 CRC-16/CCITT-FALSE, four hex digits, over everything before them ('9104' included)
//
// Sources, all public:
// - SCB developer documentation "Extracting data from mini QR"
//   (developer.scb/assets/documents/documentation/qr-payment/extracting-data-from-mini-qr.pdf),
//   cited as the reference by maythiwat/promptparse (README) and the thanakan project. We could
//   not read the PDF itself; the layout above is as implemented by maythiwat/promptparse
//   (src/generate/SlipVerify.ts, src/validate/SlipVerify.ts) and its published test vectors
//   (src/index.test.ts), which our tests reproduce.
// - SlipOK's check-slip API documentation (slipok.com/api-documentation/check-slip/):
//   sendingBank string(3), e.g. '004'; transRef up to 25 characters.
// - maythiwat/promptparse: some bank apps drop the leading zeros of the CRC (tag 91 says 04
//   but carries fewer digits); it pads them back. We do the same.
// Inferred by us (no source states it): the transaction reference is letters and digits
// (every published example is); tag 51, when present, must be 'TH', but a slip without it is
// still read, as promptparse does; other tags are ignored.

import { decodeTlv, encodeTlv, hasValidCrc, tlvMap, withCrc } from '@/lib/domain/payments/emvco';

/** What a slip's QR says: the bank that sent the money and its reference for the transfer. */
export interface SlipQr {
  /** The bank's 3-digit code, e.g. '004' KBank, '014' SCB, '002' Bangkok Bank. */
  readonly sendingBank: string;
  readonly transRef: string;
}

/** Sub-tag 00 of tag 00: the API the payload is meant for (bank slip verification). */
export const SLIP_API_ID = '000001';

const BANK = /^\d{3}$/;
const REF = /^[0-9A-Za-z]{1,25}$/;

/**
 * A slip QR payload (for test fixtures and seeds: the banks print the real ones). Throws a
 * RangeError on a bank code or reference of the wrong shape.
 */
export function slipQrPayload({ sendingBank, transRef }: SlipQr): string {
  if (!BANK.test(sendingBank)) throw new RangeError(`bank code must be 3 digits: ${sendingBank}`);
  if (!REF.test(transRef)) throw new RangeError(`bad transaction reference: ${transRef}`);
  const payload = encodeTlv([
    {
      id: '00',
      value: encodeTlv([
        { id: '00', value: SLIP_API_ID },
        { id: '01', value: sendingBank },
        { id: '02', value: transRef },
      ]),
    },
    { id: '51', value: 'TH' },
  ]);
  return withCrc(payload, '91');
}

/** A CRC written without its leading zeros ('...9104' + 1 to 3 hex digits) padded back. */
function padShortCrc(text: string): string {
  const at = text.lastIndexOf('9104');
  const tail = at < 0 ? '' : text.slice(at + 4);
  if (!/^[0-9A-Fa-f]{1,3}$/.test(tail)) return text;
  return `${text.slice(0, at + 4)}${tail.padStart(4, '0')}`;
}

/**
 * The sending bank and transaction reference of a slip's QR, or null when the text is not
 * a slip QR (not clean TLV, a repeated tag, no API id '000001', a bank code that is not 3
 * digits, a missing or odd reference, a country other than TH) or its CRC (tag 91, last) is
 * wrong. Surrounding whitespace from the scanner is ignored.
 */
export function parseSlipQr(text: string): SlipQr | null {
  const payload = padShortCrc(text.trim());
  const fields = decodeTlv(payload);
  if (!fields || fields.at(-1)?.id !== '91' || !hasValidCrc(payload, '91')) return null;
  const top = tlvMap(fields);
  if (!top) return null;
  const country = top.get('51');
  if (country !== undefined && country !== 'TH') return null;

  const inner = decodeTlv(top.get('00') ?? '');
  const sub = inner && tlvMap(inner);
  if (!sub || sub.get('00') !== SLIP_API_ID) return null;
  const sendingBank = sub.get('01') ?? '';
  const transRef = sub.get('02') ?? '';
  if (!BANK.test(sendingBank) || !REF.test(transRef)) return null;
  return { sendingBank, transRef };
}
