import { Readable } from 'node:stream';
import type { TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { getObject, headObject, type ByteRange } from '@/lib/storage';
import { mp4DurationMs } from '@/lib/domain/packing/video/mp4';
import type { EvidenceQuery } from '@/lib/domain/packing/video/schemas';
import { trimWebm } from '@/lib/domain/packing/video/trim-webm';

// Reading a packing's video: the whole file for the order detail's player (in byte ranges,
// so the player can seek), and the evidence cut for a marketplace dispute.

export interface PackingVideo {
  key: string;
  size: number;
  contentType: string;
  /** The file name offered to the browser: the packing number. */
  name: string;
}

const MB = 1024 * 1024;

/** The packing's stored video; a packing without one (or of another enterprise) is a 404. */
export async function packingVideo(db: TenantDb, packingId: number): Promise<PackingVideo> {
  const packing = await db.packing.findFirst({
    where: { id: packingId },
    select: { packingNumber: true, videoKey: true },
  });
  if (!packing) throw new AppError('common.notFound', `packing ${packingId}`);
  const stored = packing.videoKey ? await headObject(packing.videoKey) : null;
  if (!packing.videoKey || !stored) throw new AppError('common.notFound', 'video');
  const ext = packing.videoKey.slice(packing.videoKey.lastIndexOf('.') + 1);
  return {
    key: packing.videoKey,
    size: stored.size,
    contentType: stored.contentType,
    name: `${packing.packingNumber}.${ext}`,
  };
}

export type RangeAnswer = { kind: 'all' } | { kind: 'part'; range: ByteRange } | { kind: 'none' };

/**
 * One `Range: bytes=...` of a file of `size` bytes (RFC 9110): `a-b`, `a-` or the last
 * `-n`. Anything else, or several ranges, is answered with the whole file, which the RFC
 * allows; a range starting past the end cannot be served (416).
 */
export function parseRange(header: string | null, size: number): RangeAnswer {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'all' };
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return { kind: 'none' };
    return { kind: 'part', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return { kind: 'none' };
  if (end < start) return { kind: 'all' };
  return { kind: 'part', range: { start, end } };
}

export async function readPackingVideo(video: PackingVideo, range?: ByteRange): Promise<Readable> {
  const found = await getObject(video.key, range);
  if (!found) throw new AppError('common.notFound', 'video');
  return found.body;
}

export interface Evidence {
  bytes: Buffer;
  contentType: string;
  name: string;
  durationMs: number | null;
  trimmed: boolean;
}

/**
 * The start of the video within the marketplace's limits. WebM (what Chrome, Edge and
 * Firefox record) is cut at the last frame before the limits (lib/domain/packing/
 * video-trim-webm.ts). MP4 (Safari) cannot be cut without rewriting its sample tables:
 * it is given whole when it already fits, else `file.tooLarge`.
 */
export async function packingVideoEvidence(
  db: TenantDb,
  packingId: number,
  limits: EvidenceQuery,
): Promise<Evidence> {
  const video = await packingVideo(db, packingId);
  const maxBytes = limits.max_mb * MB;
  const maxMs = limits.max_seconds * 1000;
  const base = video.name.replace(/\.[^.]+$/, '');
  if (video.key.endsWith('.webm')) {
    const body = await readPackingVideo(video);
    try {
      const cut = await trimWebm(body, { maxMs, maxBytes });
      return {
        bytes: cut.bytes,
        contentType: 'video/webm',
        name: `${base}-evidence.webm`,
        durationMs: cut.durationMs,
        trimmed: cut.trimmed,
      };
    } finally {
      body.destroy();
    }
  }
  const tooLong = new AppError(
    'file.tooLarge',
    `an MP4 recording is not cut on the server: it must already fit ${limits.max_seconds} s and ${limits.max_mb} MB`,
  );
  if (video.size > maxBytes) throw tooLong;
  const body = await readPackingVideo(video);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  const bytes = Buffer.concat(chunks);
  const durationMs = mp4DurationMs(bytes);
  if (durationMs === null) throw new AppError('file.invalidType', 'not a readable MP4 file');
  if (durationMs > maxMs) throw tooLong;
  return {
    bytes,
    contentType: 'video/mp4',
    name: `${base}-evidence.mp4`,
    durationMs,
    trimmed: false,
  };
}
