import { describe, expect, it } from 'vitest';
import { claimPhotoType } from '@/lib/domain/orders/claims/photo-type';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p)] : p)));

describe('claimPhotoType', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(claimPhotoType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'))).toEqual({
      contentType: 'image/jpeg',
      ext: 'jpg',
    });
    expect(claimPhotoType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]))).toEqual({
      contentType: 'image/png',
      ext: 'png',
    });
    expect(claimPhotoType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toEqual({
      contentType: 'image/webp',
      ext: 'webp',
    });
  });

  it('refuses anything else, whatever it is called', () => {
    expect(claimPhotoType(bytes('%PDF-1.7\n'))).toBeNull();
    expect(claimPhotoType(bytes('GIF89a'))).toBeNull();
    expect(claimPhotoType(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(claimPhotoType(bytes('hello, this is a text file named photo.jpg'))).toBeNull();
    expect(claimPhotoType(bytes([0xff, 0xd8]))).toBeNull(); // cut short
    expect(claimPhotoType(bytes([0x89], 'PNG', [0x0d, 0x0a]))).toBeNull();
    expect(claimPhotoType(new Uint8Array())).toBeNull();
  });
});
