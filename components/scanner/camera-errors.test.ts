import { describe, expect, it } from 'vitest';
import { cameraAvailability, cameraProblem } from '@/components/scanner/camera-errors';

const domError = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('cameraProblem', () => {
  it('tells a refused permission from a missing or busy camera', () => {
    expect(cameraProblem(domError('NotAllowedError', 'Permission denied'))).toBe(
      'permissionDenied',
    );
    expect(cameraProblem(domError('NotFoundError', 'Requested device not found'))).toBe('noCamera');
    expect(cameraProblem(domError('OverconstrainedError'))).toBe('noCamera');
    expect(cameraProblem(domError('NotReadableError', 'Could not start video source'))).toBe(
      'cameraBusy',
    );
  });

  it('reads the text html5-qrcode rejects with', () => {
    expect(
      cameraProblem('Error getting userMedia, error = NotAllowedError: Permission denied'),
    ).toBe('permissionDenied');
    expect(cameraProblem('Error getting userMedia, error = NotFoundError')).toBe('noCamera');
  });

  it('answers failed for anything else', () => {
    expect(cameraProblem(new Error('boom'))).toBe('failed');
    expect(cameraProblem(undefined)).toBe('failed');
  });
});

describe('cameraAvailability', () => {
  it('needs a secure page and getUserMedia', () => {
    expect(cameraAvailability({ isSecureContext: false, hasGetUserMedia: true })).toBe('insecure');
    expect(cameraAvailability({ isSecureContext: true, hasGetUserMedia: false })).toBe('noCamera');
    expect(cameraAvailability({ isSecureContext: true, hasGetUserMedia: true })).toBeNull();
  });
});
