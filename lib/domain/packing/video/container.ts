import type { VideoContentType } from '@/lib/domain/packing/video/limits';

/** How many leading bytes of a recording tell its container. */
export const CONTAINER_HEAD_BYTES = 256;

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/**
 * Whether the first bytes of a recording are the container its type says: WebM starts
 * with an EBML header whose DocType is "webm" (MediaRecorder writes it so), MP4 with an
 * `ftyp` box. A station only ever sends these; anything else (an HTML page, an image)
 * uploaded as a packing video is refused, so it is never served as one.
 */
export function isVideoContainer(head: Buffer, type: VideoContentType): boolean {
  if (type === 'video/webm') {
    if (head.length < 8 || !head.subarray(0, 4).equals(EBML_MAGIC)) return false;
    const docType = head.subarray(4, CONTAINER_HEAD_BYTES).toString('latin1');
    return docType.includes('webm') || docType.includes('matroska');
  }
  return head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp';
}
