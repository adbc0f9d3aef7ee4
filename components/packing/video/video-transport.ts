'use client';
import { api, ApiError } from '@/components/lib/api';
import type { VideoTransport } from '@/components/packing/video/video-uploader';
import type {
  VideoCreateAnswer,
  VideoPartUrlsAnswer,
  VideoStateAnswer,
  VideoUploadedPartsAnswer,
} from '@/lib/domain/packing/video/schemas';

// The uploader's calls from the browser. Background work: a 401 does not send the packer
// to the sign-in page (the station's own next scan will), the recording just waits.

const quiet = { allowUnauthorized: true } as const;

export const browserVideoTransport: VideoTransport = {
  async create(packingId, contentType, size) {
    const res = await api<{ Datum: VideoCreateAnswer }>('/api/v1/packings/video/create', {
      ...quiet,
      method: 'POST',
      body: { packing_id: packingId, content_type: contentType, size },
    });
    return res.Datum;
  },
  async uploaded(packingId, uploadId) {
    const res = await api<{ Datum: VideoUploadedPartsAnswer }>('/api/v1/packings/video/parts', {
      ...quiet,
      query: { packing_id: packingId, upload_id: uploadId },
    });
    return res.Datum;
  },
  async partUrls(packingId, uploadId, partNumbers) {
    const res = await api<{ Datum: VideoPartUrlsAnswer }>('/api/v1/packings/video/parts', {
      ...quiet,
      method: 'POST',
      body: { packing_id: packingId, upload_id: uploadId, part_numbers: partNumbers },
    });
    return res.Datum.urls;
  },
  async putPart(url, bytes) {
    let res: Response;
    try {
      // Same-origin for the local-disk store; an S3 bucket must allow PUT from the app's
      // origin and expose ETag (README, object storage).
      res = await fetch(url, { method: 'PUT', body: bytes, credentials: 'same-origin' });
    } catch {
      throw new ApiError(0, 'common.networkError', '');
    }
    const etag = res.headers.get('etag');
    if (!res.ok || !etag) {
      const body = (await res.json().catch(() => ({}))) as { Msg?: string };
      throw new ApiError(res.status, body.Msg ?? 'common.systemError', `part PUT ${res.status}`);
    }
    return etag;
  },
  async complete(packingId, uploadId, parts) {
    const res = await api<{ Datum: VideoStateAnswer }>('/api/v1/packings/video/complete', {
      ...quiet,
      method: 'POST',
      body: { packing_id: packingId, upload_id: uploadId, parts },
    });
    return res.Datum;
  },
};
