import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { sizeBytes } from '@/lib/domain/packing/video/ebml';
import { mp4DurationMs } from '@/lib/domain/packing/video/mp4';
import { parseRange } from '@/lib/domain/packing/video/read-video';
import { trimWebm } from '@/lib/domain/packing/video/trim-webm';
import { makeWebm, parseWebm, SEGMENT_IDS, type Frame } from '@/tests/helpers/webm-fixture';

/** The file in chunks of `size` bytes, as a storage stream gives it. */
async function* chunked(buf: Buffer, size = 64 * 1024) {
  for (let at = 0; at < buf.length; at += size) yield buf.subarray(at, at + size);
}

const same = (a: Frame[], b: Frame[]) =>
  a.length === b.length &&
  a.every(
    (f, i) => f.track === b[i]!.track && f.ms === b[i]!.ms && f.payload.equals(b[i]!.payload),
  );

describe('trimWebm', () => {
  it('keeps exactly the frames before the time limit of a Chrome recording', async () => {
    const source = makeWebm({ seconds: 75, audio: true, frameBytes: 500 });
    const cut = await trimWebm(chunked(source.bytes, 7777), { maxMs: 60_000, maxBytes: 30e6 });
    const parsed = parseWebm(cut.bytes);
    const expected = source.frames.filter((f) => f.ms < 60_000);
    expect(same(parsed.frames, expected)).toBe(true);
    expect(cut.trimmed).toBe(true);
    expect(parsed.docType).toBe('webm');
    expect(parsed.segmentSizeExact).toBe(true);
    const last = Math.max(...expected.map((f) => f.ms));
    expect(parsed.duration).toBe(last);
    expect(cut.durationMs).toBe(last);
    expect(parsed.topLevel.filter((id) => id === SEGMENT_IDS.Cluster)).toHaveLength(30);
  });

  it('cuts inside a cluster at the limit, and keeps a short recording whole', async () => {
    const source = makeWebm({ seconds: 20, clusterMs: 5000, frameBytes: 100 });
    const cut = await trimWebm(chunked(source.bytes), { maxMs: 7_500, maxBytes: 30e6 });
    const frames = parseWebm(cut.bytes).frames;
    expect(
      same(
        frames,
        source.frames.filter((f) => f.ms < 7_500),
      ),
    ).toBe(true);
    expect(frames.at(-1)!.ms).toBeGreaterThan(7_400);

    const whole = await trimWebm(chunked(source.bytes), { maxMs: 60_000, maxBytes: 30e6 });
    expect(whole.trimmed).toBe(false);
    expect(same(parseWebm(whole.bytes).frames, source.frames)).toBe(true);
  });

  it('stops before the byte limit', async () => {
    const source = makeWebm({ seconds: 30, frameBytes: 4000 });
    const maxBytes = 1_000_000;
    const cut = await trimWebm(chunked(source.bytes), { maxMs: 60_000, maxBytes });
    expect(cut.bytes.length).toBeLessThanOrEqual(maxBytes);
    expect(cut.bytes.length).toBeGreaterThan(maxBytes - 20_000);
    expect(cut.trimmed).toBe(true);
    const frames = parseWebm(cut.bytes).frames;
    expect(same(frames, source.frames.slice(0, frames.length))).toBe(true);
  });

  it('reads known sizes, BlockGroups and Cues, and drops what points into the original', async () => {
    const source = makeWebm({ seconds: 70, layout: 'muxer', audio: true, frameBytes: 300 });
    const cut = await trimWebm(chunked(source.bytes, 1000), { maxMs: 60_000, maxBytes: 30e6 });
    const parsed = parseWebm(cut.bytes);
    expect(
      same(
        parsed.frames,
        source.frames.filter((f) => f.ms < 60_000),
      ),
    ).toBe(true);
    expect(parsed.topLevel).not.toContain(SEGMENT_IDS.SeekHead);
    expect(parsed.topLevel).not.toContain(SEGMENT_IDS.Cues);
    expect(parsed.topLevel).not.toContain(SEGMENT_IDS.Void);
    // The original's Duration (70 s) is replaced by the cut's.
    expect(parsed.duration).toBeLessThan(60_000);
  });

  it('keeps the frames of a recording cut short in the middle of a frame', async () => {
    const source = makeWebm({ seconds: 10, frameBytes: 1000 });
    const broken = source.bytes.subarray(0, Math.floor(source.bytes.length * 0.6) + 3);
    const cut = await trimWebm(chunked(broken), { maxMs: 60_000, maxBytes: 30e6 });
    const frames = parseWebm(cut.bytes).frames;
    expect(frames.length).toBeGreaterThan(100);
    expect(same(frames, source.frames.slice(0, frames.length))).toBe(true);
  });

  it('refuses what is not WebM', async () => {
    const refused = async (buf: Buffer) => {
      try {
        await trimWebm(chunked(buf), { maxMs: 60_000, maxBytes: 30e6 });
        return null;
      } catch (error) {
        return error instanceof AppError ? error.key : String(error);
      }
    };
    expect(await refused(Buffer.from('not a video at all'))).toBe('file.invalidType');
    expect(await refused(Buffer.alloc(0))).toBe('file.invalidType');
    const mkv = makeWebm({ seconds: 1 }).bytes;
    const other = Buffer.from(mkv);
    other.write('wxbm', other.indexOf('webm'), 'latin1');
    expect(await refused(other)).toBe('file.invalidType');
  });
});

describe('EBML sizes', () => {
  it('never writes the all-ones (unknown) pattern', () => {
    expect(sizeBytes(0)).toEqual(Buffer.from([0x80]));
    expect(sizeBytes(126)).toEqual(Buffer.from([0xfe]));
    expect(sizeBytes(127)).toEqual(Buffer.from([0x40, 0x7f]));
    expect(sizeBytes(300)).toEqual(Buffer.from([0x41, 0x2c]));
  });
});

describe('parseRange', () => {
  it('reads one byte range of a file', () => {
    expect(parseRange(null, 100)).toEqual({ kind: 'all' });
    expect(parseRange('bytes=0-9', 100)).toEqual({ kind: 'part', range: { start: 0, end: 9 } });
    expect(parseRange('bytes=90-', 100)).toEqual({ kind: 'part', range: { start: 90, end: 99 } });
    expect(parseRange('bytes=-10', 100)).toEqual({ kind: 'part', range: { start: 90, end: 99 } });
    expect(parseRange('bytes=50-500', 100)).toEqual({
      kind: 'part',
      range: { start: 50, end: 99 },
    });
    expect(parseRange('bytes=100-', 100)).toEqual({ kind: 'none' });
    expect(parseRange('bytes=0-1,5-6', 100)).toEqual({ kind: 'all' });
    expect(parseRange('items=0-1', 100)).toEqual({ kind: 'all' });
    expect(parseRange('bytes=9-3', 100)).toEqual({ kind: 'all' });
  });
});

describe('mp4DurationMs', () => {
  const box = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + data.length);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, data]);
  };
  const mvhd = (timescale: number, duration: number) => {
    const d = Buffer.alloc(100);
    d.writeUInt32BE(timescale, 12);
    d.writeUInt32BE(duration, 16);
    return box('mvhd', d);
  };

  it('reads mvhd, or mehd when a fragmented file says 0', () => {
    const ftyp = box('ftyp', Buffer.from('isom\0\0\0\0isomiso2', 'latin1'));
    expect(mp4DurationMs(Buffer.concat([ftyp, box('moov', mvhd(1000, 42_500))]))).toBe(42_500);
    const mehd = Buffer.alloc(8);
    mehd.writeUInt32BE(90_000 * 12, 4);
    const fragmented = box(
      'moov',
      Buffer.concat([mvhd(90_000, 0), box('mvex', box('mehd', mehd))]),
    );
    expect(mp4DurationMs(Buffer.concat([ftyp, fragmented, box('moof', Buffer.alloc(16))]))).toBe(
      12_000,
    );
    expect(mp4DurationMs(Buffer.concat([ftyp, box('moov', mvhd(1000, 0))]))).toBeNull();
    expect(mp4DurationMs(Buffer.from('not an mp4 file'))).toBeNull();
  });
});
