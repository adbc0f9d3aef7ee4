import { describe, expect, it } from 'vitest';
import { isVideoContainer } from '@/lib/domain/packing/video/container';

const webmHead = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
  Buffer.from('webm'),
]);
const mp4Head = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom0000')]);

describe('isVideoContainer', () => {
  it('knows a WebM recording by its EBML header and DocType', () => {
    expect(isVideoContainer(webmHead, 'video/webm')).toBe(true);
    expect(isVideoContainer(webmHead, 'video/mp4')).toBe(false);
  });

  it('knows an MP4 recording by its ftyp box', () => {
    expect(isVideoContainer(mp4Head, 'video/mp4')).toBe(true);
    expect(isVideoContainer(mp4Head, 'video/webm')).toBe(false);
  });

  it('refuses an HTML page, an image and too few bytes', () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    for (const head of [html, png, Buffer.alloc(0), webmHead.subarray(0, 6)]) {
      expect(isVideoContainer(head, 'video/webm')).toBe(false);
      expect(isVideoContainer(head, 'video/mp4')).toBe(false);
    }
  });
});
