import type { StoredRecording, VideoStore } from '@/components/packing/video/video-store';

// Sends the stored recordings to object storage through the packing video calls
// (/api/v1/packings/video/*): start a multipart upload, PUT each part to its presigned URL,
// complete. Every acknowledged part is written down at once, so a run cut off anywhere
// (reload, dropped network, closed laptop) resumes with the parts still missing; a lost
// upload id (the storage dropped it) starts over. One recording at a time, oldest first,
// so the station's own scans keep the network.

/** The calls the uploader needs; the station's goes through fetch (video-transport.ts). */
export interface VideoTransport {
  create(
    packingId: number,
    contentType: string,
    size: number,
  ): Promise<{ upload_id: string; part_size: number; parts: number }>;
  uploaded(
    packingId: number,
    uploadId: string,
  ): Promise<{
    listed: boolean;
    uploaded: Array<{ part_number: number; etag: string; size: number }>;
  }>;
  partUrls(
    packingId: number,
    uploadId: string,
    partNumbers: number[],
  ): Promise<Array<{ part_number: number; url: string }>>;
  /** PUTs the bytes; answers the part's ETag. */
  putPart(url: string, bytes: Blob): Promise<string>;
  complete(
    packingId: number,
    uploadId: string,
    parts: Array<{ part_number: number; etag: string }>,
  ): Promise<{ video_status: number; size: number | null }>;
}

/** What a failed call says: its HTTP status (0: no answer) and catalogue key. */
export interface UploadFailure {
  status: number;
  msg: string;
}

function failureOf(error: unknown): UploadFailure {
  const e = error as Partial<UploadFailure> | null;
  return {
    status: typeof e?.status === 'number' ? e.status : 0,
    msg: typeof e?.msg === 'string' ? e.msg : 'common.networkError',
  };
}

/** The server will never take this recording: retrying cannot help. */
const FINAL_ERRORS = new Set(['file.invalidType', 'file.tooLarge', 'common.accessDenied']);

export type UploadOutcome = 'done' | 'retry' | 'failed';

/** Parts a batch of URLs is asked for (the call takes up to 100). */
const URL_BATCH = 10;

export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 60_000;

export function retryDelay(attempts: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

function partCount(size: number, partSize: number) {
  return Math.max(1, Math.ceil(size / partSize));
}

class UploadLost extends Error {}

async function startUpload(
  store: VideoStore,
  transport: VideoTransport,
  rec: StoredRecording,
  size: number,
): Promise<StoredRecording> {
  const started = await transport.create(rec.packingId, rec.contentType, size);
  return store.update(rec.id, {
    uploadId: started.upload_id,
    partSize: started.part_size,
    etags: {},
  });
}

/**
 * The parts already in storage: the storage's own list when it keeps one (it outlives a
 * browser that lost its notes), else the ETags written down here.
 */
async function knownParts(
  store: VideoStore,
  transport: VideoTransport,
  rec: StoredRecording,
  size: number,
): Promise<StoredRecording> {
  let listed;
  try {
    listed = await transport.uploaded(rec.packingId, rec.uploadId!);
  } catch (error) {
    if (failureOf(error).msg === 'common.notFound') throw new UploadLost();
    throw error;
  }
  if (!listed.listed) return rec;
  const partSize = rec.partSize!;
  const etags: Record<number, string> = {};
  for (const p of listed.uploaded) {
    const expected = Math.min(partSize, size - (p.part_number - 1) * partSize);
    if (p.size === expected) etags[p.part_number] = p.etag;
  }
  return store.update(rec.id, { etags });
}

async function sendParts(
  store: VideoStore,
  transport: VideoTransport,
  rec: StoredRecording,
  blob: Blob,
  onProgress?: (sent: number, total: number) => void,
): Promise<StoredRecording> {
  const partSize = rec.partSize!;
  const total = partCount(blob.size, partSize);
  const etags = { ...rec.etags };
  const missing = Array.from({ length: total }, (_, i) => i + 1).filter((n) => !etags[n]);
  onProgress?.(total - missing.length, total);
  for (let i = 0; i < missing.length; i += URL_BATCH) {
    let urls;
    try {
      urls = await transport.partUrls(
        rec.packingId,
        rec.uploadId!,
        missing.slice(i, i + URL_BATCH),
      );
    } catch (error) {
      if (failureOf(error).msg === 'common.notFound') throw new UploadLost();
      throw error;
    }
    for (const { part_number: n, url } of urls) {
      const bytes = blob.slice((n - 1) * partSize, Math.min(n * partSize, blob.size));
      etags[n] = await transport.putPart(url, bytes);
      rec = await store.update(rec.id, { etags: { ...etags } });
      onProgress?.(Object.keys(etags).length, total);
    }
  }
  return rec;
}

/**
 * Uploads one stored recording, from wherever its last run stopped. 'retry' leaves it
 * ready with the failure and when to try again; 'failed' is for good (the catalogue key
 * in lastError says why: file.invalidType, file.tooLarge, ...).
 */
export async function uploadRecording(
  store: VideoStore,
  transport: VideoTransport,
  id: string,
  opts: { now?: () => number; onProgress?: (sent: number, total: number) => void } = {},
): Promise<UploadOutcome> {
  const now = opts.now ?? Date.now;
  let rec = await store.get(id);
  if (!rec || rec.state === 'done' || rec.state === 'failed' || rec.state === 'recording')
    return rec?.state === 'done' ? 'done' : 'failed';
  rec = await store.update(id, { state: 'uploading' });
  const blob = await store.blob(id);
  try {
    for (let fresh = 0; ; fresh++) {
      try {
        if (!rec.uploadId) rec = await startUpload(store, transport, rec, blob.size);
        else if (fresh === 0) rec = await knownParts(store, transport, rec, blob.size);
        rec = await sendParts(store, transport, rec, blob, opts.onProgress);
        const parts = Object.entries(rec.etags)
          .map(([n, etag]) => ({ part_number: Number(n), etag }))
          .sort((a, b) => a.part_number - b.part_number);
        try {
          await transport.complete(rec.packingId, rec.uploadId!, parts);
        } catch (error) {
          const f = failureOf(error);
          // A part the storage no longer has, or an upload it forgot: send again.
          if (f.msg === 'common.notFound' || f.msg === 'common.invalidParameter')
            throw new UploadLost();
          throw error;
        }
        await store.done(id);
        return 'done';
      } catch (error) {
        if (!(error instanceof UploadLost) || fresh > 0) throw error;
        rec = await store.update(id, { uploadId: null, partSize: null, etags: {} });
      }
    }
  } catch (error) {
    const f =
      error instanceof UploadLost ? { status: 404, msg: 'common.notFound' } : failureOf(error);
    const attempts = rec.attempts + 1;
    if (FINAL_ERRORS.has(f.msg)) {
      await store.update(id, { state: 'failed', attempts, lastError: f.msg });
      return 'failed';
    }
    await store.update(id, {
      state: 'ready',
      attempts,
      lastError: f.msg,
      retryAt: now() + retryDelay(attempts),
    });
    return 'retry';
  }
}

/**
 * One pass over the queue: every recording whose time has come, oldest first. Answers
 * when the next one is due (ms since the epoch), or null when none waits.
 */
export async function runUploadQueue(
  store: VideoStore,
  transport: VideoTransport,
  opts: {
    now?: () => number;
    onProgress?: (id: string, sent: number, total: number) => void;
    onChange?: () => void;
  } = {},
): Promise<number | null> {
  const now = opts.now ?? Date.now;
  const due = (await store.all())
    .filter((r) => r.state === 'ready' && r.retryAt <= now())
    .sort((a, b) => a.startedAt - b.startedAt);
  for (const rec of due) {
    await uploadRecording(store, transport, rec.id, {
      now,
      onProgress: (sent, total) => opts.onProgress?.(rec.id, sent, total),
    });
    opts.onChange?.();
  }
  const waiting = (await store.all()).filter((r) => r.state === 'ready').map((r) => r.retryAt);
  return waiting.length > 0 ? Math.min(...waiting) : null;
}
