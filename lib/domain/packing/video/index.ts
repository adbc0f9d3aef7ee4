// Packing videos: the upload in parts, the checks of the container, reading and trimming evidence.
// The public face of the slice: other folders import it from here. Screens import the slice's
// zod-only schema or constant files instead, so no server code reaches a browser bundle.

export {
  packingVideo,
  packingVideoEvidence,
  parseRange,
  readPackingVideo,
} from '@/lib/domain/packing/video/read-video';
export {
  evidenceQuery,
  localPartQuery,
  VIDEO_PART_SIZE,
  VIDEO_STATUS,
  videoAbortBody,
  videoCompleteBody,
  videoCreateAnswer,
  videoCreateBody,
  videoPartsBody,
  videoPartsQuery,
  videoPartUrlsAnswer,
  videoStateAnswer,
  videoUploadedPartsAnswer,
} from '@/lib/domain/packing/video/schemas';
export {
  abortVideoUpload,
  completeVideoUpload,
  createVideoUpload,
  uploadedVideoParts,
  videoPartUrls,
} from '@/lib/domain/packing/video/upload';
