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
