// The packing video's limits and states, without zod: screens import them, and the
// first-load budget (quality-bars) has no room for a schema library.

/** What a station may record, and the extension the object is stored with. */
export const VIDEO_CONTENT_TYPES = { 'video/webm': 'webm', 'video/mp4': 'mp4' } as const;
export type VideoContentType = keyof typeof VIDEO_CONTENT_TYPES;

/** packings.video_status. */
export const VIDEO_STATUS = {
  none: 0,
  recording: 1,
  uploading: 2,
  uploaded: 3,
  failed: 4,
} as const;

const MB = 1024 * 1024;
/**
 * The largest recording taken: 5 minutes (the spec's limit) of 1080p webcam video at a
 * generous 8 Mbit/s is about 300 MB; 500 MB leaves room without inviting misuse.
 */
export const MAX_PACKING_VIDEO_BYTES = 500 * MB;
/** Bytes per part: S3's smallest, so a dropped network loses at most 5 MB of progress. */
export const VIDEO_PART_SIZE = 5 * MB;
/** How long a part URL may be used. */
export const PART_URL_SECONDS = 30 * 60;
/** Marketplace evidence limits (Shopee: 1 minute, 30 MB), the defaults of the evidence call. */
export const EVIDENCE_DEFAULT_SECONDS = 60;
export const EVIDENCE_DEFAULT_MB = 30;
