import { AppError } from '@/lib/errors';
import {
  blockTimecode,
  ByteSource,
  children,
  element,
  floatElement,
  idBytes,
  peekHead,
  readUint,
  sizeBytes,
  UNKNOWN_SIZE,
  type ElementHead,
} from '@/lib/domain/packing/video/ebml';

// The start of a WebM recording, cut without decoding (no ffmpeg on the server): the file
// is copied element by element and stops at the first frame at or past the time limit, or
// before the frame that would pass the byte limit. Cutting only at the end keeps every
// frame's reference frames, so the result plays like the original's first minute.
//
// What changes on the way: the Segment and every Cluster get their real sizes (MediaRecorder
// writes them as "unknown"), Info gets the Duration of what was kept (MediaRecorder writes
// none, so players show no length and cannot seek), and SeekHead, Cues, Void, CRC-32,
// Position and PrevSize are dropped because they point at offsets of the original file.

const ID = {
  EBML: 0x1a45dfa3,
  DocType: 0x4282,
  Segment: 0x18538067,
  SeekHead: 0x114d9b74,
  Info: 0x1549a966,
  Tracks: 0x1654ae6b,
  Cues: 0x1c53bb6b,
  Tags: 0x1254c367,
  Chapters: 0x1043a770,
  Attachments: 0x1941a469,
  Void: 0xec,
  CRC32: 0xbf,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  Position: 0xa7,
  PrevSize: 0xab,
  SimpleBlock: 0xa3,
  BlockGroup: 0xa0,
  Block: 0xa1,
} as const;

/** Elements directly under Segment: one of them ends a Cluster of unknown size. */
const SEGMENT_CHILDREN = new Set<number>([
  ID.SeekHead,
  ID.Info,
  ID.Tracks,
  ID.Cues,
  ID.Tags,
  ID.Chapters,
  ID.Attachments,
  ID.Cluster,
  ID.EBML,
  ID.Segment,
]);
/** Segment children left out: offsets into the original file, padding, or too big to matter. */
const DROPPED = new Set<number>([ID.SeekHead, ID.Cues, ID.Void, ID.CRC32, ID.Attachments]);
const DROPPED_IN_CLUSTER = new Set<number>([ID.Position, ID.PrevSize, ID.Void, ID.CRC32]);

const DEFAULT_TIMECODE_SCALE = 1_000_000; // ns per tick: milliseconds
/** Room kept for the Segment head, the Duration and one Cluster head. */
const OVERHEAD = 64;

export interface TrimLimits {
  maxMs: number;
  maxBytes: number;
}

export interface TrimmedVideo {
  bytes: Buffer;
  /** The time of the last frame kept, in milliseconds. */
  durationMs: number;
  /** False when the whole recording fitted the limits. */
  trimmed: boolean;
}

const notWebm = (why: string) =>
  new AppError('file.invalidType', `not a readable WebM file: ${why}`);

export async function trimWebm(
  chunks: AsyncIterable<Uint8Array>,
  limits: TrimLimits,
): Promise<TrimmedVideo> {
  const src = new ByteSource(chunks[Symbol.asyncIterator]());

  // --- EBML header: copied as it is, once it says WebM (or Matroska).
  const ebmlHead = await peekHead(src);
  if (!ebmlHead || ebmlHead.id !== ID.EBML || ebmlHead.size === UNKNOWN_SIZE)
    throw notWebm('no EBML header');
  const ebml = await src.take(ebmlHead.headLength + ebmlHead.size);
  if (!ebml) throw notWebm('cut short');
  const docType = children(ebml.subarray(ebmlHead.headLength)).find((c) => c.id === ID.DocType);
  const docTypeText = docType?.data.toString('latin1').replace(/\0+$/, '');
  if (docTypeText !== 'webm' && docTypeText !== 'matroska')
    throw notWebm(`document type ${docTypeText ?? 'missing'}`);

  const segmentHead = await peekHead(src);
  if (!segmentHead || segmentHead.id !== ID.Segment) throw notWebm('no Segment');
  await src.skip(segmentHead.headLength);
  const segmentEnd = segmentHead.size === UNKNOWN_SIZE ? Infinity : src.position + segmentHead.size;

  const limitNs = limits.maxMs * 1_000_000;
  let scale = DEFAULT_TIMECODE_SCALE;
  let info: Buffer | null = null;
  let infoIndex = -1;
  const parts: Buffer[] = [];
  let bytes = ebml.length + OVERHEAD;
  let lastTick = 0;
  let keptFrames = 0;
  let trimmed = false;

  // --- Segment children until the limits or the end.
  for (;;) {
    if (src.position >= segmentEnd) break;
    const head = await peekHead(src);
    if (!head) break;
    // A second recording appended to the first: only the first is read.
    if (head.id === ID.EBML || head.id === ID.Segment) break;
    if (head.id === ID.Cluster) {
      const cluster = await readCluster(src, head, {
        limitNs,
        scale,
        room: limits.maxBytes - bytes,
      });
      if (cluster.bytes) {
        parts.push(cluster.bytes);
        bytes += cluster.bytes.length;
        keptFrames += cluster.frames;
        lastTick = Math.max(lastTick, cluster.lastTick);
      }
      if (cluster.stop) {
        trimmed = cluster.trimmed;
        break;
      }
      continue;
    }
    if (head.size === UNKNOWN_SIZE) break;
    if (DROPPED.has(head.id)) {
      if (!(await src.skip(head.headLength + head.size))) break;
      continue;
    }
    const raw = await src.take(head.headLength + head.size);
    if (!raw) break;
    if (head.id === ID.Info) {
      info = raw.subarray(head.headLength);
      const scaleChild = children(info).find((c) => c.id === ID.TimecodeScale);
      if (scaleChild) scale = readUint(scaleChild.data) || DEFAULT_TIMECODE_SCALE;
      infoIndex = parts.length;
      parts.push(Buffer.alloc(0)); // rebuilt below, with the Duration of what was kept
      bytes += raw.length;
      continue;
    }
    parts.push(raw);
    bytes += raw.length;
  }

  if (keptFrames === 0) throw notWebm('no frames before the limits');
  if (info === null) throw notWebm('no Info');
  const kept = children(info)
    .filter((c) => c.id !== ID.Duration)
    .map((c) => c.raw);
  parts[infoIndex] = element(
    ID.Info,
    Buffer.concat([...kept, floatElement(ID.Duration, lastTick)]),
  );

  const segmentData = Buffer.concat(parts);
  return {
    bytes: Buffer.concat([ebml, idBytes(ID.Segment), sizeBytes(segmentData.length), segmentData]),
    durationMs: Math.round((lastTick * scale) / 1_000_000),
    trimmed,
  };
}

interface ClusterResult {
  bytes: Buffer | null;
  frames: number;
  lastTick: number;
  /** Nothing more is read after this cluster. */
  stop: boolean;
  /** Frames were left out (a limit was reached), as opposed to the file ending. */
  trimmed: boolean;
}

async function readCluster(
  src: ByteSource,
  head: ElementHead,
  opts: { limitNs: number; scale: number; room: number },
): Promise<ClusterResult> {
  await src.skip(head.headLength);
  const end = head.size === UNKNOWN_SIZE ? Infinity : src.position + head.size;
  const kept: Buffer[] = [];
  let keptBytes = 0;
  let clusterTick: number | null = null;
  let frames = 0;
  let lastTick = 0;
  let stop = false;
  let trimmed = false;

  const frameAt = (blockData: Buffer): number | null => {
    const relative = blockTimecode(blockData);
    return relative === null ? null : (clusterTick ?? 0) + relative;
  };

  for (;;) {
    if (src.position >= end) break;
    const child = await peekHead(src);
    if (!child) {
      stop = true; // the end of the file, or bytes that are not EBML
      break;
    }
    if (head.size === UNKNOWN_SIZE && SEGMENT_CHILDREN.has(child.id)) break;
    if (child.size === UNKNOWN_SIZE) {
      stop = true;
      break;
    }
    const raw = await src.take(child.headLength + child.size);
    if (!raw) {
      stop = true; // the last frame of a recording cut short
      break;
    }
    const data = raw.subarray(child.headLength);
    if (DROPPED_IN_CLUSTER.has(child.id)) continue;

    let tick: number | null = null;
    if (child.id === ID.Timecode) {
      clusterTick = readUint(data);
      if (clusterTick * opts.scale >= opts.limitNs) {
        return { bytes: null, frames: 0, lastTick: 0, stop: true, trimmed: true };
      }
    } else if (child.id === ID.SimpleBlock) {
      tick = frameAt(data);
    } else if (child.id === ID.BlockGroup) {
      const block = children(data).find((c) => c.id === ID.Block);
      tick = block ? frameAt(block.data) : null;
    }
    if (tick !== null && tick * opts.scale >= opts.limitNs) {
      // Past the time limit: this frame and every later one stay out.
      stop = true;
      trimmed = true;
      break;
    }
    if (keptBytes + raw.length > opts.room) {
      stop = true;
      trimmed = true;
      break;
    }
    kept.push(raw);
    keptBytes += raw.length;
    if (tick !== null) {
      frames++;
      lastTick = Math.max(lastTick, tick);
    }
  }
  if (frames === 0) return { bytes: null, frames: 0, lastTick: 0, stop, trimmed };
  const data = Buffer.concat(kept);
  return { bytes: element(ID.Cluster, data), frames, lastTick, stop, trimmed };
}
