import { describe, expect, it } from 'vitest';
import {
  asciiFilename,
  boundaryFor,
  errorDetails,
  multipartBody,
} from '@/components/wms/stock/stock-request';

const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], {
  type: 'image/png',
});
const key = 'stock-in-0b5e8c1e-6b0f-4d3a-9d51-6a1f7d2b9c00-1a2b3c4d';

async function bytes(blob: Blob) {
  return new Uint8Array(await blob.arrayBuffer());
}

describe('the multipart body of a bill with a photo', () => {
  const fields = [
    ['storage_id', '2'],
    ['note', 'ใบส่งของ "77"\nด่วน'],
    ['items', JSON.stringify([{ product_id: 4, amount: 5, cost: '12.5' }])],
  ] as const;
  const build = () =>
    multipartBody(
      fields,
      { field: 'bill_image', file: png, filename: asciiFilename('บิล.PNG') },
      boundaryFor(key),
    );

  it('parses back into the same fields and file (as the server reads it)', async () => {
    const form = await new Response(build(), {
      headers: { 'content-type': `multipart/form-data; boundary=${boundaryFor(key)}` },
    }).formData();
    expect(form.get('storage_id')).toBe('2');
    expect(form.get('note')).toBe('ใบส่งของ "77"\nด่วน');
    expect(JSON.parse(String(form.get('items')))).toEqual([
      { product_id: 4, amount: 5, cost: '12.5' },
    ]);
    const file = form.get('bill_image') as File;
    expect(file.name).toBe('bill.png');
    expect(file.type).toBe('image/png');
    expect(await bytes(file)).toEqual(await bytes(png));
  });

  it('is byte for byte the same when sent again (the idempotency hash of a retry)', async () => {
    expect(await bytes(build())).toEqual(await bytes(build()));
  });

  it('a boundary is legal (at most 70 characters) and follows the key', () => {
    expect(boundaryFor(key).length).toBeLessThanOrEqual(70);
    expect(boundaryFor(key)).toMatch(/^[-A-Za-z0-9]+$/);
    expect(boundaryFor(key)).not.toBe(boundaryFor(`${key}x`));
  });

  it('file names become ASCII with their extension', () => {
    expect(asciiFilename('ใบเสร็จ.JPeG')).toBe('bill.jpeg');
    expect(asciiFilename('no-extension')).toBe('bill');
  });
});

describe('error details', () => {
  it('keeps a list under lines, an object as is, nothing else', () => {
    expect(errorDetails([{ product_id: 1 }])).toEqual({ lines: [{ product_id: 1 }] });
    expect(errorDetails({ errors: [] })).toEqual({ errors: [] });
    expect(errorDetails('x')).toBeUndefined();
    expect(errorDetails(null)).toBeUndefined();
  });
});
