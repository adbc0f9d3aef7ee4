import { createHash } from 'node:crypto';

// WebM files for the video tests, written and read here without the app's own EBML code,
// so that a mistake there cannot hide itself. A recording is laid out as Chrome's
// MediaRecorder writes it (Segment and Clusters of unknown size, no Duration, no Cues) or
// as a muxer with known sizes, Cues and a Duration writes it. Frames carry made-up bytes:
// the trimmer works on the container, never on the codec data.

const VINT_MARKERS = [0x80, 0x40, 0x20, 0x10, 0x08, 0x04, 0x02, 0x01];

function idBytes(id: number): Buffer {
  const out: number[] = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) out.unshift(v % 256);
  return Buffer.from(out);
}

function size8(n: number): Buffer {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(n));
  b[0] = 0x01; // 8-byte form: n < 2^56
  return b;
}

const UNKNOWN = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
const el = (id: number, data: Buffer) => Buffer.concat([idBytes(id), size8(data.length), data]);
const uint = (id: number, v: number, bytes = 4) => {
  const b = Buffer.alloc(bytes);
  b.writeUIntBE(v, 0, bytes);
  return el(id, b);
};
const str = (id: number, s: string) => el(id, Buffer.from(s, 'latin1'));

export interface Frame {
  track: number;
  /** Milliseconds from the start. */
  ms: number;
  key: boolean;
  payload: Buffer;
}

export interface WebmOptions {
  seconds: number;
  fps?: number;
  frameBytes?: number;
  clusterMs?: number;
  /** Chrome's layout (unknown sizes) or a muxer's (known sizes, Cues, Duration, BlockGroups). */
  layout?: 'chrome' | 'muxer';
  /** An audio track too, a frame every 20 ms. */
  audio?: boolean;
}

/** Deterministic filler: frame n of track t always has the same bytes. */
function payload(track: number, n: number, bytes: number): Buffer {
  const out = Buffer.alloc(bytes);
  let seed = createHash('sha256').update(`${track}:${n}`).digest();
  for (let at = 0; at < bytes; at += seed.length) {
    seed.copy(out, at);
    seed = createHash('sha256').update(seed).digest();
  }
  return out;
}

export function makeWebm(opts: WebmOptions): { bytes: Buffer; frames: Frame[] } {
  const fps = opts.fps ?? 30;
  const frameBytes = opts.frameBytes ?? 2000;
  const clusterMs = opts.clusterMs ?? 2000;
  const layout = opts.layout ?? 'chrome';
  const endMs = opts.seconds * 1000;

  const frames: Frame[] = [];
  for (let n = 0; n * (1000 / fps) < endMs; n++) {
    const ms = Math.round(n * (1000 / fps));
    frames.push({ track: 1, ms, key: ms % clusterMs === 0, payload: payload(1, n, frameBytes) });
  }
  if (opts.audio) {
    for (let n = 0; n * 20 < endMs; n++)
      frames.push({ track: 2, ms: n * 20, key: true, payload: payload(2, n, 160) });
  }
  frames.sort((a, b) => a.ms - b.ms || a.track - b.track);

  const ebml = el(
    0x1a45dfa3,
    Buffer.concat([
      uint(0x4286, 1, 1),
      uint(0x42f7, 1, 1),
      uint(0x42f2, 4, 1),
      uint(0x42f3, 8, 1),
      str(0x4282, 'webm'),
      uint(0x4287, 4, 1),
      uint(0x4285, 2, 1),
    ]),
  );
  const durationData = Buffer.alloc(8);
  durationData.writeDoubleBE(endMs);
  const info = el(
    0x1549a966,
    Buffer.concat([
      uint(0x2ad7b1, 1_000_000),
      str(0x4d80, 'test-muxer'),
      str(0x5741, 'test-writer'),
      ...(layout === 'muxer' ? [el(0x4489, durationData)] : []),
    ]),
  );
  const track = (n: number, type: number, codec: string) =>
    el(
      0xae,
      Buffer.concat([uint(0xd7, n, 1), uint(0x73c5, n, 4), uint(0x83, type, 1), str(0x86, codec)]),
    );
  const tracks = el(
    0x1654ae6b,
    Buffer.concat([track(1, 1, 'V_VP8'), ...(opts.audio ? [track(2, 2, 'A_OPUS')] : [])]),
  );

  const clusters: Buffer[] = [];
  for (let start = 0; start < endMs; start += clusterMs) {
    const inCluster = frames.filter((f) => f.ms >= start && f.ms < start + clusterMs);
    const blocks = inCluster.map((f) => {
      const head = Buffer.alloc(4);
      head[0] = 0x80 | f.track;
      head.writeInt16BE(f.ms - start, 1);
      head[3] = f.key ? 0x80 : 0;
      const data = Buffer.concat([head, f.payload]);
      if (layout === 'muxer' && f.track === 1 && !f.key) {
        // A BlockGroup with a Block and a ReferenceBlock, as muxers write delta frames.
        const block = Buffer.concat([head.subarray(0, 3), Buffer.from([0]), f.payload]);
        return el(0xa0, Buffer.concat([el(0xa1, block), uint(0xfb, 0xffff - 32, 2)]));
      }
      return el(0xa3, data);
    });
    const body = Buffer.concat([uint(0xe7, start), ...blocks]);
    clusters.push(
      layout === 'chrome'
        ? Buffer.concat([idBytes(0x1f43b675), UNKNOWN, body])
        : Buffer.concat([el(0x1f43b675, Buffer.concat([uint(0xa7, 0), body]))]),
    );
  }
  const cues = el(0x1c53bb6b, el(0xbb, Buffer.concat([uint(0xb3, 0), el(0xb7, uint(0xf7, 1, 1))])));
  const seekHead = el(
    0x114d9b74,
    el(0x4dbb, Buffer.concat([el(0x53ab, idBytes(0x1549a966)), uint(0x53ac, 0)])),
  );
  const segmentBody =
    layout === 'chrome'
      ? Buffer.concat([info, tracks, ...clusters])
      : Buffer.concat([seekHead, info, tracks, el(0xec, Buffer.alloc(40)), ...clusters, cues]);
  const segment =
    layout === 'chrome'
      ? Buffer.concat([idBytes(0x18538067), UNKNOWN, segmentBody])
      : el(0x18538067, segmentBody);
  return { bytes: Buffer.concat([ebml, segment]), frames };
}

// --- reading ------------------------------------------------------------------------------

interface Node {
  id: number;
  /** null: unknown size. */
  size: number | null;
  dataStart: number;
}

function readVint(buf: Buffer, at: number, keepMarker: boolean): [number, number, boolean] {
  const first = buf[at]!;
  const length = VINT_MARKERS.findIndex((m) => first & m) + 1;
  if (length === 0) throw new Error(`bad vint at ${at}`);
  let v = keepMarker ? first : first & (VINT_MARKERS[length - 1]! - 1);
  let ones = v === VINT_MARKERS[length - 1]! - 1;
  for (let i = 1; i < length; i++) {
    v = v * 256 + buf[at + i]!;
    ones &&= buf[at + i] === 0xff;
  }
  return [v, length, !keepMarker && ones];
}

function node(buf: Buffer, at: number): Node {
  const [id, idLength] = readVint(buf, at, true);
  const [size, sizeLength, unknown] = readVint(buf, at + idLength, false);
  return { id, size: unknown ? null : size, dataStart: at + idLength + sizeLength };
}

export interface ParsedWebm {
  docType: string;
  segmentSizeKnown: boolean;
  /** The Segment's declared size equals the bytes after its head. */
  segmentSizeExact: boolean;
  timecodeScale: number;
  duration: number | null;
  topLevel: number[];
  clusters: Array<{ sizeKnown: boolean; timecode: number }>;
  frames: Frame[];
}

/** Reads a WebM written with known sizes (what the trimmer writes). */
export function parseWebm(buf: Buffer): ParsedWebm {
  const ebml = node(buf, 0);
  if (ebml.id !== 0x1a45dfa3 || ebml.size === null) throw new Error('no EBML header');
  let docType = '';
  for (let at = ebml.dataStart; at < ebml.dataStart + ebml.size;) {
    const c = node(buf, at);
    if (c.id === 0x4282) docType = buf.toString('latin1', c.dataStart, c.dataStart + c.size!);
    at = c.dataStart + c.size!;
  }
  const segment = node(buf, ebml.dataStart + ebml.size);
  if (segment.id !== 0x18538067) throw new Error('no Segment');
  const out: ParsedWebm = {
    docType,
    segmentSizeKnown: segment.size !== null,
    segmentSizeExact: segment.size === buf.length - segment.dataStart,
    timecodeScale: 1_000_000,
    duration: null,
    topLevel: [],
    clusters: [],
    frames: [],
  };
  const end = segment.size === null ? buf.length : segment.dataStart + segment.size;
  for (let at = segment.dataStart; at < end;) {
    const c = node(buf, at);
    if (c.size === null) throw new Error(`unknown size of 0x${c.id.toString(16)} at ${at}`);
    const cEnd = c.dataStart + c.size;
    out.topLevel.push(c.id);
    if (c.id === 0x1549a966) {
      for (let i = c.dataStart; i < cEnd;) {
        const k = node(buf, i);
        const data = buf.subarray(k.dataStart, k.dataStart + k.size!);
        if (k.id === 0x2ad7b1) out.timecodeScale = data.readUIntBE(0, data.length);
        if (k.id === 0x4489)
          out.duration = data.length === 8 ? data.readDoubleBE(0) : data.readFloatBE(0);
        i = k.dataStart + k.size!;
      }
    }
    if (c.id === 0x1f43b675) {
      let timecode = 0;
      for (let i = c.dataStart; i < cEnd;) {
        const k = node(buf, i);
        const data = buf.subarray(k.dataStart, k.dataStart + k.size!);
        if (k.id === 0xe7) {
          timecode = data.readUIntBE(0, data.length);
          out.clusters.push({ sizeKnown: true, timecode });
        }
        const block =
          k.id === 0xa3
            ? data
            : k.id === 0xa0
              ? (() => {
                  const b = node(data, 0);
                  return data.subarray(b.dataStart, b.dataStart + b.size!);
                })()
              : null;
        if (block) {
          out.frames.push({
            track: block[0]! & 0x7f,
            ms: timecode + block.readInt16BE(1),
            key: k.id === 0xa3 && (block[3]! & 0x80) !== 0,
            payload: Buffer.from(block.subarray(4)),
          });
        }
        i = k.dataStart + k.size!;
      }
    }
    at = cEnd;
  }
  return out;
}

export const SEGMENT_IDS = {
  SeekHead: 0x114d9b74,
  Info: 0x1549a966,
  Tracks: 0x1654ae6b,
  Cues: 0x1c53bb6b,
  Cluster: 0x1f43b675,
  Void: 0xec,
} as const;
