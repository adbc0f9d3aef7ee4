import type { Actor } from '@/lib/auth/actor';
import { levelOf } from '@/lib/auth/permissions';
import { PACKING_KIND } from '@/lib/domain/packing/shared';
import type { TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { deleteObject, getObject, headObject } from '@/lib/storage';
import { CONTAINER_HEAD_BYTES, isVideoContainer } from '@/lib/domain/packing/video/container';
import {
  abortMultipartUpload,
  completeMultipartUpload,
  createMultipartUpload,
  listParts,
  presignParts,
} from '@/lib/storage/multipart';
import { bangkokDayKey } from '@/lib/time/bangkok-days';
import {
  MAX_PACKING_VIDEO_BYTES,
  PART_URL_SECONDS,
  VIDEO_CONTENT_TYPES,
  VIDEO_PART_SIZE,
  VIDEO_STATUS,
  type VideoContentType,
  type VideoCompleteInput,
  type VideoCreateAnswer,
  type VideoCreateInput,
  type VideoPartsInput,
  type VideoPartUrlsAnswer,
  type VideoStateAnswer,
  type VideoUploadedPartsAnswer,
} from '@/lib/domain/packing/video/schemas';

// The packing video upload: the station sends its recording straight to object storage in
// parts (lib/storage/multipart.ts) while the packer carries on; the packing keeps the key
// and the upload's state (video_status 2 uploading, 3 uploaded). A packing of another
// enterprise is answered like one that does not exist.

/** The route the local-disk backend takes parts at (the S3 backend gives S3 URLs). */
export const LOCAL_PART_PATH = '/api/v1/packings/video/upload';

const MB = 1024 * 1024;
/** No recording needs more parts than its largest size takes. */
const MAX_VIDEO_PARTS = Math.ceil(MAX_PACKING_VIDEO_BYTES / VIDEO_PART_SIZE);

interface PackingVideoRow {
  id: number;
  kind: number;
  packingNumber: string;
  createdAt: Date;
  videoKey: string | null;
  videoStatus: number;
}

/**
 * The packing whose video is sent, if this user may film it: packers (packing level 2)
 * film any packing; return clerks (order_return level 2) film the unboxing of a return.
 */
async function findPacking(db: TenantDb, actor: Actor, id: number): Promise<PackingVideoRow> {
  const found = await db.packing.findFirst({
    where: { id },
    select: {
      id: true,
      kind: true,
      packingNumber: true,
      createdAt: true,
      videoKey: true,
      videoStatus: true,
    },
  });
  if (!found) throw new AppError('common.notFound', `packing ${id}`);
  const films =
    levelOf(actor, 'packing') >= 2 ||
    (found.kind === PACKING_KIND.Return && levelOf(actor, 'order_return') >= 2);
  if (!films) throw new AppError('common.accessDenied', `packing ${id}: packing level 2 needed`);
  return found;
}

/** The key of an upload's packing: refused when no upload was started for it. */
function uploadKey(packing: PackingVideoRow): string {
  if (!packing.videoKey) throw new AppError('common.notFound', 'upload');
  return packing.videoKey;
}

function videoType(contentType: string): VideoContentType {
  const base = contentType.split(';')[0]!.trim().toLowerCase();
  if (base in VIDEO_CONTENT_TYPES) return base as VideoContentType;
  throw new AppError('file.invalidType', 'expected video/webm or video/mp4');
}

/**
 * `packing-videos/<enterprise>/<Bangkok day of the packing>/<packing number>.<ext>`: one
 * prefix for every video (a bucket lifecycle rule can expire them), the packing's own day
 * so that a retried or repeated upload lands on the same key.
 */
export function packingVideoKey(
  enterpriseId: number,
  packing: Pick<PackingVideoRow, 'id' | 'packingNumber' | 'createdAt'>,
  ext: string,
): string {
  const safe = packing.packingNumber.replace(/[^A-Za-z0-9._-]/g, '-').replace(/^[^A-Za-z0-9]+/, '');
  const name = safe && !safe.includes('..') ? safe : `packing-${packing.id}`;
  return `packing-videos/${enterpriseId}/${bangkokDayKey(packing.createdAt)}/${name}.${ext}`;
}

/** The type a video key was made for (its extension, from packingVideoKey). */
function contentTypeOfKey(key: string): VideoContentType {
  return key.endsWith(`.${VIDEO_CONTENT_TYPES['video/mp4']}`) ? 'video/mp4' : 'video/webm';
}

/** The first bytes of a stored recording, where its container says what it is. */
async function headBytes(key: string, size: number): Promise<Buffer> {
  if (size === 0) return Buffer.alloc(0);
  const object = await getObject(key, {
    start: 0,
    end: Math.min(size, CONTAINER_HEAD_BYTES) - 1,
  });
  if (!object) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

function state(packing: Pick<PackingVideoRow, 'id'>, patch: Omit<VideoStateAnswer, 'packing_id'>) {
  return { packing_id: packing.id, ...patch };
}

export async function createVideoUpload(
  db: TenantDb,
  actor: Actor,
  input: VideoCreateInput,
): Promise<VideoCreateAnswer> {
  const contentType = videoType(input.content_type);
  if (input.size > MAX_PACKING_VIDEO_BYTES)
    throw new AppError('file.tooLarge', `at most ${MAX_PACKING_VIDEO_BYTES / MB} MB`);
  const packing = await findPacking(db, actor, input.packing_id);
  const key = packingVideoKey(actor.enterpriseId, packing, VIDEO_CONTENT_TYPES[contentType]);
  const uploadId = await createMultipartUpload(key, contentType);
  await db.packing.update({
    where: { id: packing.id },
    data: { videoStatus: VIDEO_STATUS.uploading, videoKey: key },
  });
  return {
    packing_id: packing.id,
    upload_id: uploadId,
    key,
    part_size: VIDEO_PART_SIZE,
    parts: Math.max(1, Math.ceil(input.size / VIDEO_PART_SIZE)),
  };
}

export async function videoPartUrls(
  db: TenantDb,
  actor: Actor,
  input: VideoPartsInput,
): Promise<VideoPartUrlsAnswer> {
  const key = uploadKey(await findPacking(db, actor, input.packing_id));
  const numbers = Array.from(new Set(input.part_numbers)).sort((a, b) => a - b);
  if (numbers[numbers.length - 1]! > MAX_VIDEO_PARTS)
    throw new AppError('file.tooLarge', `at most ${MAX_PACKING_VIDEO_BYTES / MB} MB`);
  const urls = await presignParts(key, input.upload_id, numbers, {
    expiresInSeconds: PART_URL_SECONDS,
    localPartPath: LOCAL_PART_PATH,
  });
  return {
    upload_id: input.upload_id,
    expires_at: new Date(Date.now() + PART_URL_SECONDS * 1000).toISOString(),
    urls: urls.map((u) => ({ part_number: u.partNumber, url: u.url })),
  };
}

/** The parts that arrived, so that a client that lost its place sends only the rest. */
export async function uploadedVideoParts(
  db: TenantDb,
  actor: Actor,
  input: { packing_id: number; upload_id: string },
): Promise<VideoUploadedPartsAnswer> {
  const packing = await findPacking(db, actor, input.packing_id);
  const key = uploadKey(packing);
  const parts = await listParts(key, input.upload_id);
  return {
    packing_id: packing.id,
    upload_id: input.upload_id,
    key,
    part_size: VIDEO_PART_SIZE,
    listed: parts !== null,
    uploaded: (parts ?? []).map((p) => ({ part_number: p.partNumber, etag: p.etag, size: p.size })),
  };
}

/**
 * Joins the parts into the video and marks the packing's video uploaded. Completing again
 * after a success (a retry whose first answer was lost) answers the same.
 */
export async function completeVideoUpload(
  db: TenantDb,
  actor: Actor,
  input: VideoCompleteInput,
): Promise<VideoStateAnswer> {
  const packing = await findPacking(db, actor, input.packing_id);
  const key = uploadKey(packing);
  if (packing.videoStatus === VIDEO_STATUS.uploaded) {
    // No upload was started since the last completed one: this is a retry whose first
    // answer was lost (S3 no longer knows the upload id). It answers the same.
    const done = await headObject(key);
    if (done) return state(packing, { key, video_status: packing.videoStatus, size: done.size });
  }
  const parts = [...input.parts]
    .sort((a, b) => a.part_number - b.part_number)
    .map((p) => ({ partNumber: p.part_number, etag: p.etag }));
  await completeMultipartUpload(key, input.upload_id, parts);
  const stored = await headObject(key);
  if (!stored) throw new Error(`video ${key} missing after its upload completed`);
  const refusal =
    stored.size > MAX_PACKING_VIDEO_BYTES
      ? // More parts than the size given at create: refused like an upload of that size.
        new AppError('file.tooLarge', `at most ${MAX_PACKING_VIDEO_BYTES / MB} MB`)
      : !isVideoContainer(await headBytes(key, stored.size), contentTypeOfKey(key))
        ? new AppError('file.invalidType', 'the recording is not a WebM or MP4 video')
        : null;
  if (refusal) {
    await deleteObject(key);
    await db.packing.update({
      where: { id: packing.id },
      data: { videoStatus: VIDEO_STATUS.none, videoSize: null },
    });
    throw refusal;
  }
  await db.packing.update({
    where: { id: packing.id },
    data: { videoStatus: VIDEO_STATUS.uploaded, videoKey: key, videoSize: stored.size },
  });
  return state(packing, { key, video_status: VIDEO_STATUS.uploaded, size: stored.size });
}

/**
 * Drops an upload (a recording thrown away). A video uploaded before under the same key
 * stays the packing's video; otherwise the packing has none again.
 */
export async function abortVideoUpload(
  db: TenantDb,
  actor: Actor,
  input: { packing_id: number; upload_id: string },
): Promise<VideoStateAnswer> {
  const packing = await findPacking(db, actor, input.packing_id);
  if (!packing.videoKey)
    return state(packing, { key: null, video_status: packing.videoStatus, size: null });
  const key = packing.videoKey;
  await abortMultipartUpload(key, input.upload_id);
  const stored = await headObject(key);
  if (packing.videoStatus !== VIDEO_STATUS.uploading)
    return state(packing, { key, video_status: packing.videoStatus, size: stored?.size ?? null });
  // The key stays: another upload of the same recording may still complete onto it.
  const videoStatus = stored ? VIDEO_STATUS.uploaded : VIDEO_STATUS.none;
  await db.packing.update({ where: { id: packing.id }, data: { videoStatus } });
  return state(packing, { key, video_status: videoStatus, size: stored?.size ?? null });
}
