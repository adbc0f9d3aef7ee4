// EMVCo merchant-presented QR payloads (pure, unit-tested): the TLV text format shared by
// PromptPay QR codes and the "mini QR" printed on Thai bank slips, and its CRC.
//
// A payload is a run of fields: a 2-digit id, a 2-digit length (01 to 99, in characters) and
// the value. Some ids hold a template: their value is itself a run of fields (PromptPay's
// tag 29, the slip's tag 00). The CRC field comes last: id, '04', then four hex digits of
// CRC-16/CCITT-FALSE over everything before them, its own id and '04' included.

/** One field of a payload: its 2-digit id and its value (a template's value is TLV text). */
export interface TlvField {
  readonly id: string;
  readonly value: string;
}

const ID = /^\d{2}$/;

/** One field as text: `tlv('58', 'TH')` -> '5802TH'. Throws on a bad id or a value over 99. */
export function tlv(id: string, value: string): string {
  if (!ID.test(id)) throw new RangeError(`EMVCo id must be 2 digits: ${id}`);
  if (value.length > 99) throw new RangeError(`EMVCo value of ${id} is over 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Fields to text, in the order given. */
export const encodeTlv = (fields: readonly TlvField[]): string =>
  fields.map((f) => tlv(f.id, f.value)).join('');

/**
 * Text to fields, in order, one level deep (decode a template's value again to go down).
 * Null when the text is not a clean run of fields: a non-digit id or length, or a value
 * cut short.
 */
export function decodeTlv(text: string): TlvField[] | null {
  const fields: TlvField[] = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const len = text.slice(at + 2, at + 4);
    if (!ID.test(id) || !/^\d{2}$/.test(len)) return null;
    const end = at + 4 + Number(len);
    if (end > text.length) return null;
    fields.push({ id, value: text.slice(at + 4, end) });
    at = end;
  }
  return fields;
}

/**
 * Fields by id, or null when an id appears twice (a payload that says two things at once is
 * not one we act on).
 */
export function tlvMap(fields: readonly TlvField[]): Map<string, string> | null {
  const byId = new Map<string, string>();
  for (const f of fields) {
    if (byId.has(f.id)) return null;
    byId.set(f.id, f.value);
  }
  return byId;
}

/**
 * CRC-16/CCITT-FALSE (also catalogued as CRC-16/IBM-3740): polynomial 0x1021, initial value
 * 0xFFFF, no reflection, no final xor; over the UTF-8 bytes of the text. '123456789' -> 0x29B1.
 */
export function crc16ccittFalse(text: string): number {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/** The CRC as EMVCo writes it: four uppercase hex digits. */
export const crcHex = (text: string): string =>
  crc16ccittFalse(text).toString(16).toUpperCase().padStart(4, '0');

/**
 * The payload with its CRC field appended: `crcId` + '04' + the CRC over the payload, that id
 * and '04'. PromptPay uses id 63 (EMVCo); slip mini QRs use 91.
 */
export function withCrc(payload: string, crcId = '63'): string {
  if (!ID.test(crcId)) throw new RangeError(`EMVCo id must be 2 digits: ${crcId}`);
  const head = `${payload}${crcId}04`;
  return `${head}${crcHex(head)}`;
}

/**
 * Whether the text ends with a CRC field `crcId` + '04' + four hex digits that match the CRC
 * of everything before the digits. Hex case is not significant.
 */
export function hasValidCrc(text: string, crcId = '63'): boolean {
  if (text.length < 8 || text.slice(-8, -4) !== `${crcId}04`) return false;
  const given = text.slice(-4);
  return /^[0-9A-Fa-f]{4}$/.test(given) && given.toUpperCase() === crcHex(text.slice(0, -4));
}
