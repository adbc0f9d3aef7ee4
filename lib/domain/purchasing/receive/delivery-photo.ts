import { AppError } from '@/lib/errors';
import { deleteObject, objectKey, putObject } from '@/lib/storage';
import { acceptUpload, MB } from '@/lib/storage/upload';
import { log } from '@/lib/log';

// The photo of the delivery note that came with the goods, kept as the receipt's stock-in
// bill image (folder bill-images, like every bill photo). Read by its bytes: JPEG, PNG or
// WebP, at most 10 MB. Stored before the receipt's transaction (object storage takes no
// part in it) and removed again when the receipt fails, so a refused receipt leaves no
// photo behind.

export const MAX_DELIVERY_PHOTO_BYTES = 10 * MB;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export async function withDeliveryPhoto<T>(
  enterpriseId: number,
  file: File | undefined,
  write: (imageKey: string | null) => Promise<T>,
): Promise<T> {
  if (!file) return write(null);
  const { buffer, contentType, ext } = await acceptUpload(file, {
    kinds: ['image'],
    maxBytes: MAX_DELIVERY_PHOTO_BYTES,
  });
  if (!PHOTO_TYPES.includes(contentType))
    throw new AppError('file.invalidType', `expected JPEG, PNG or WebP, got ${contentType}`);
  const key = objectKey(enterpriseId, 'bill-images', ext);
  await putObject(key, buffer, { contentType });
  try {
    return await write(key);
  } catch (error) {
    await deleteObject(key).catch((e: unknown) =>
      log.error('po receipt: could not remove the photo of a failed receipt', {
        key,
        error: e instanceof Error ? e.message : String(e),
      }),
    );
    throw error;
  }
}
