import { z } from 'zod';
import { idParam } from '@/lib/domain/shared/list-query';

// Inputs and answers of the packing video calls (/api/v1/packings/video/*, and
// /api/v1/packings/{id}/video for playing). Safe to import from client code (zod only).

export {
  EVIDENCE_DEFAULT_MB,
  EVIDENCE_DEFAULT_SECONDS,
  MAX_PACKING_VIDEO_BYTES,
  PART_URL_SECONDS,
  VIDEO_CONTENT_TYPES,
  VIDEO_PART_SIZE,
  VIDEO_STATUS,
  type VideoContentType,
} from '@/lib/domain/packing/video/limits';
import { EVIDENCE_DEFAULT_MB, EVIDENCE_DEFAULT_SECONDS } from '@/lib/domain/packing/video/limits';

/** S3 upload ids are URL-safe text; ours (local disk) are 32 hex digits. */
const uploadId = z
  .string()
  .min(1)
  .max(1024)
  .regex(/^[A-Za-z0-9._~+=/-]+$/, 'not an upload id');
const partNumber = z.number().int().min(1).max(10_000);
const etag = z.string().min(1).max(200);

export const videoCreateBody = z.object({
  packing_id: idParam,
  /**
   * The recorder's type, parameters allowed ("video/webm;codecs=vp9,opus"); anything but
   * video/webm and video/mp4 is `file.invalidType`.
   */
  content_type: z.string().min(1).max(200),
  /** Bytes of the whole recording; over 500 MB is `file.tooLarge`. */
  size: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type VideoCreateInput = z.infer<typeof videoCreateBody>;

export const videoCreateAnswer = z.object({
  packing_id: z.number(),
  upload_id: z.string(),
  key: z.string(),
  part_size: z.number().describe('bytes of every part but the last'),
  parts: z.number().describe('how many parts the recording is sent in (1..parts)'),
});
export type VideoCreateAnswer = z.infer<typeof videoCreateAnswer>;

export const videoPartsBody = z.object({
  packing_id: idParam,
  upload_id: uploadId,
  part_numbers: z.array(partNumber).min(1).max(100),
});
export type VideoPartsInput = z.infer<typeof videoPartsBody>;

export const videoPartUrlsAnswer = z.object({
  upload_id: z.string(),
  expires_at: z.string().describe('ISO time after which the URLs are refused'),
  urls: z.array(
    z.object({
      part_number: z.number(),
      url: z
        .string()
        .describe(
          'PUT the part bytes here (no other header needed); the answer carries the ETag header',
        ),
    }),
  ),
});
export type VideoPartUrlsAnswer = z.infer<typeof videoPartUrlsAnswer>;

export const videoPartsQuery = z.object({
  packing_id: idParam,
  upload_id: uploadId,
});

export const videoUploadedPartsAnswer = z.object({
  packing_id: z.number(),
  upload_id: z.string(),
  key: z.string(),
  part_size: z.number(),
  /** False when the storage cannot list parts: send every part again. */
  listed: z.boolean(),
  uploaded: z.array(z.object({ part_number: z.number(), etag: z.string(), size: z.number() })),
});
export type VideoUploadedPartsAnswer = z.infer<typeof videoUploadedPartsAnswer>;

export const videoCompleteBody = z.object({
  packing_id: idParam,
  upload_id: uploadId,
  parts: z
    .array(z.object({ part_number: partNumber, etag }))
    .min(1)
    .max(10_000),
});
export type VideoCompleteInput = z.infer<typeof videoCompleteBody>;

export const videoStateAnswer = z.object({
  packing_id: z.number(),
  key: z.string().nullable(),
  video_status: z.number().describe('0 none, 1 recording, 2 uploading, 3 uploaded, 4 failed'),
  size: z.number().nullable(),
});
export type VideoStateAnswer = z.infer<typeof videoStateAnswer>;

export const videoAbortBody = z.object({
  packing_id: idParam,
  upload_id: uploadId,
});

/** The local-disk stand-in for a presigned S3 part URL (query of PUT .../video/upload). */
export const localPartQuery = z.object({
  upload_id: z.string().regex(/^[0-9a-f]{32}$/, 'not an upload id'),
  part_number: z.coerce.number().int().min(1).max(10_000),
  expires: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  signature: z.string().min(1).max(100),
});

export const evidenceQuery = z.object({
  max_seconds: z.coerce.number().int().min(5).max(300).default(EVIDENCE_DEFAULT_SECONDS),
  max_mb: z.coerce.number().int().min(1).max(100).default(EVIDENCE_DEFAULT_MB),
});
export type EvidenceQuery = z.infer<typeof evidenceQuery>;
