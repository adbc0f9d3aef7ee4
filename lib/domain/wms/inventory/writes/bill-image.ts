import type { Actor } from '@/lib/auth/actor';
import { AppError } from '@/lib/errors';
import { deleteObject, isValidKey, objectKey, putObject } from '@/lib/storage';
import { FOLDER_RULES } from '@/lib/storage/files';
import { acceptUpload } from '@/lib/storage/upload';
import { log } from '@/lib/log';

// The optional photo of a stock bill: a multipart file (`bill_image`, checked by its bytes
// like every upload, stored under <enterprise>/bill-images/...), or the key of a file the
// client uploaded before through POST /api/v1/files. The object is written before the
// bill's transaction (object storage takes no part in it) and removed again when the bill
// fails, so a refused bill leaves no photo behind.

export const BILL_IMAGE_FOLDER = 'bill-images';

export interface BillImageInput {
  bill_image?: File | undefined;
  bill_image_key?: string | undefined;
}

export async function withBillImage<T>(
  actor: Pick<Actor, 'enterpriseId'>,
  input: BillImageInput,
  write: (imageKey: string | null) => Promise<T>,
): Promise<T> {
  if (input.bill_image && input.bill_image_key) {
    throw new AppError(
      'common.invalidParameter',
      'body: send bill_image or bill_image_key, not both',
    );
  }
  if (input.bill_image_key !== undefined) {
    const key = input.bill_image_key;
    if (!isValidKey(key) || !key.startsWith(`${actor.enterpriseId}/`)) {
      throw new AppError(
        'common.invalidParameter',
        'body.bill_image_key: not a file of your enterprise',
      );
    }
    return write(key);
  }
  if (!input.bill_image) return write(null);

  const { buffer, contentType, ext } = await acceptUpload(
    input.bill_image,
    FOLDER_RULES[BILL_IMAGE_FOLDER],
  );
  const key = objectKey(actor.enterpriseId, BILL_IMAGE_FOLDER, ext);
  await putObject(key, buffer, { contentType });
  try {
    return await write(key);
  } catch (error) {
    await deleteObject(key).catch((e: unknown) =>
      log.error('stock bill: could not remove the photo of a failed bill', {
        key,
        error: e instanceof Error ? e.message : String(e),
      }),
    );
    throw error;
  }
}
