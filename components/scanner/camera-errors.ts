// Why a camera did not start, from what getUserMedia (or html5-qrcode, which rejects with
// text such as "Error getting userMedia, error = NotAllowedError: Permission denied")
// gives back. Pure, so it is tested without a browser.

export type CameraProblem = 'permissionDenied' | 'noCamera' | 'cameraBusy' | 'insecure' | 'failed';

const BY_NAME: Array<[RegExp, CameraProblem]> = [
  [/NotAllowedError|PermissionDeniedError|Permission denied|permission/i, 'permissionDenied'],
  [
    /NotFoundError|DevicesNotFoundError|OverconstrainedError|no camera|Requested device not found/i,
    'noCamera',
  ],
  [/NotReadableError|TrackStartError|Could not start video source/i, 'cameraBusy'],
  [/SecurityError/i, 'permissionDenied'],
];

export function cameraProblem(error: unknown): CameraProblem {
  const text =
    error instanceof Error || (typeof DOMException !== 'undefined' && error instanceof DOMException)
      ? `${(error as Error).name}: ${(error as Error).message}`
      : typeof error === 'string'
        ? error
        : '';
  for (const [re, problem] of BY_NAME) if (re.test(text)) return problem;
  return 'failed';
}

/** Before asking: can this page use a camera at all? */
export function cameraAvailability(env: {
  isSecureContext: boolean;
  hasGetUserMedia: boolean;
}): CameraProblem | null {
  if (!env.isSecureContext) return 'insecure';
  if (!env.hasGetUserMedia) return 'noCamera';
  return null;
}
