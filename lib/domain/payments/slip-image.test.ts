import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { promptPayPayload } from '@/lib/domain/payments/promptpay-qr';
import {
  halfSize,
  MAX_DECODE_PIXELS,
  readQrFromImage,
  readSlipFromImage,
} from '@/lib/domain/payments/slip-image';
import { parseSlipQr, slipQrPayload } from '@/lib/domain/payments/slip-qr';

const SLIP = { sendingBank: '004', transRef: '015278220959BPP13419' };

/** A slip-sized picture: a white page with the QR code pasted in its lower right. */
function onWhitePage(qr: PNG, width: number, height: number): PNG {
  const page = new PNG({ width, height });
  page.data.fill(255);
  PNG.bitblt(qr, page, 0, 0, qr.width, qr.height, width - qr.width - 40, height - qr.height - 60);
  return page;
}

const toJpeg = (img: PNG, quality = 85) =>
  jpeg.encode({ data: img.data, width: img.width, height: img.height }, quality).data;

describe('readQrFromImage', () => {
  it('reads a slip QR from a PNG', async () => {
    const png = await QRCode.toBuffer(slipQrPayload(SLIP));
    const text = readQrFromImage(png);
    expect(text).toBe(slipQrPayload(SLIP));
    expect(parseSlipQr(text!)).toEqual(SLIP);
  });

  it('reads a slip QR from a JPEG of a whole slip', async () => {
    const qr = PNG.sync.read(await QRCode.toBuffer(slipQrPayload(SLIP), { scale: 4 }));
    const slip = toJpeg(onWhitePage(qr, 720, 1280));
    expect(slip[0]).toBe(0xff);
    expect(readSlipFromImage(slip)).toEqual(SLIP);
  });

  it('reads a large photo (its half-size copy is tried first)', async () => {
    const qr = PNG.sync.read(await QRCode.toBuffer(slipQrPayload(SLIP), { scale: 12 }));
    const photo = toJpeg(onWhitePage(qr, 1600, 2000), 80);
    expect(readSlipFromImage(photo)).toEqual(SLIP);
  });

  it('answers null for an image without a QR code', () => {
    const blank = new PNG({ width: 300, height: 300 });
    blank.data.fill(200);
    expect(readQrFromImage(PNG.sync.write(blank))).toBeNull();
    expect(readQrFromImage(toJpeg(blank))).toBeNull();
  });

  it('answers null for what is not a JPEG or PNG, or is cut short', async () => {
    expect(readQrFromImage(Buffer.from('GIF89a not decoded here'))).toBeNull();
    expect(readQrFromImage(Buffer.alloc(0))).toBeNull();
    const png = await QRCode.toBuffer(slipQrPayload(SLIP));
    expect(readQrFromImage(png.subarray(0, png.length / 2))).toBeNull();
  });

  it('refuses to decode an image over the pixel cap', () => {
    // Only the header is read: a 6000 x 5000 PNG header with nothing after it.
    const header = PNG.sync.write(new PNG({ width: 1, height: 1 }));
    header.writeUInt32BE(6000, 16);
    header.writeUInt32BE(5000, 20);
    expect(6000 * 5000).toBeGreaterThan(MAX_DECODE_PIXELS);
    expect(readQrFromImage(header)).toBeNull();
  });

  it('reads a PromptPay QR, which is not a slip', async () => {
    const payload = promptPayPayload({ target: '0812345678', amount: '250.00' });
    const png = await QRCode.toBuffer(payload);
    expect(readQrFromImage(png)).toBe(payload);
    expect(parseSlipQr(payload)).toBeNull();
    expect(readSlipFromImage(png)).toBeNull();
  });
});

describe('halfSize', () => {
  it('averages 2 x 2 blocks', () => {
    const data = new Uint8ClampedArray(4 * 4 * 4);
    // Top-left block: two black and two white pixels -> mid grey.
    for (const [x, y, v] of [
      [0, 0, 0],
      [1, 0, 255],
      [0, 1, 255],
      [1, 1, 0],
    ] as const)
      data.fill(v, (y * 4 + x) * 4, (y * 4 + x) * 4 + 4);
    const half = halfSize({ data, width: 4, height: 4 });
    expect(half.width).toBe(2);
    expect(half.height).toBe(2);
    expect(half.data[0]).toBe(127);
  });
});
