import jpeg from 'jpeg-js';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { parseSlipQr, type SlipQr } from '@/lib/domain/payments/slip-qr';

// Reads the QR code printed on a transfer slip from the uploaded image, on the server, so
// that the slip's reference is known whoever uploads it (the screen, the API, an import).
// JPEG (phone photos, most bank apps' "save slip") and PNG (screenshots) are decoded to
// RGBA with pure-JS decoders and given to jsQR. Other image types answer null: the slip
// is still stored, only its reference stays unknown.

/** Larger images are refused before decoding: 25 MP of RGBA is already 100 MB. */
export const MAX_DECODE_PIXELS = 25_000_000;
/** From this size a half-size copy is tried first: faster, and photos' QR codes are big. */
const LARGE_PIXELS = 2_000_000;

interface Rgba {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk, which the PNG format puts first. */
function pngSize(buffer: Buffer): { width: number; height: number } | null {
  if (buffer.length < 24 || !buffer.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (buffer.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

const isJpeg = (buffer: Buffer) =>
  buffer.length > 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff;

function decode(buffer: Buffer): Rgba | null {
  try {
    const size = pngSize(buffer);
    if (size) {
      if (size.width * size.height > MAX_DECODE_PIXELS) return null;
      const png = PNG.sync.read(buffer);
      return { data: png.data, width: png.width, height: png.height };
    }
    if (isJpeg(buffer)) {
      // jpeg-js checks the frame size before it allocates and throws when it is over.
      const img = jpeg.decode(buffer, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: MAX_DECODE_PIXELS / 1_000_000,
        maxMemoryUsageInMB: 512,
      });
      return { data: img.data, width: img.width, height: img.height };
    }
  } catch {
    // A truncated or corrupt file is an image without a readable code, not an error.
  }
  return null;
}

/** A copy at half the width and height, each pixel the mean of a 2 x 2 block. */
export function halfSize(img: Rgba): Rgba {
  const width = Math.floor(img.width / 2);
  const height = Math.floor(img.height / 2);
  const out = new Uint8ClampedArray(width * height * 4);
  const src = img.data;
  const row = img.width * 4;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (2 * y * img.width + 2 * x) * 4;
      const o = (y * width + x) * 4;
      for (let c = 0; c < 4; c++)
        out[o + c] =
          (src[i + c]! + src[i + 4 + c]! + src[i + row + c]! + src[i + row + 4 + c]!) >> 2;
    }
  }
  return { data: out, width, height };
}

function scan(img: Rgba): string | null {
  if (img.width < 21 || img.height < 21) return null;
  const data =
    img.data instanceof Uint8ClampedArray
      ? img.data
      : new Uint8ClampedArray(img.data.buffer, img.data.byteOffset, img.data.length);
  return jsQR(data, img.width, img.height)?.data ?? null;
}

/**
 * The text of the QR code in a JPEG or PNG image, or null when there is none that jsQR
 * reads, the image is of another type, unreadable, or over MAX_DECODE_PIXELS.
 */
export function readQrFromImage(buffer: Buffer): string | null {
  const img = decode(buffer);
  if (!img) return null;
  const large = img.width * img.height >= LARGE_PIXELS;
  const attempts = large ? [() => halfSize(img), () => img] : [() => img, () => halfSize(img)];
  for (const attempt of attempts) {
    const text = scan(attempt());
    if (text) return text;
  }
  return null;
}

/** The sending bank and reference of the slip in the image, or null (no slip QR found). */
export function readSlipFromImage(buffer: Buffer): SlipQr | null {
  const text = readQrFromImage(buffer);
  return text === null ? null : parseSlipQr(text);
}
