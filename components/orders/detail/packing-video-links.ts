// Where the order detail's packing card points: the calls that stream a packing's video,
// cut its marketplace evidence clip, and print the order's label.

/** The whole video, streamed in byte ranges so the player can seek. */
export const packingVideoHref = (packingId: number) => `/api/v1/packings/${packingId}/video`;

/** The start of the video within the evidence call's default (Shopee) limits. */
export const packingEvidenceHref = (packingId: number) =>
  `/api/v1/packings/${packingId}/video/evidence`;
