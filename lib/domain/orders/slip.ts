import type { Readable } from 'node:stream';
import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/domain/audit/service';
import { slipUsedBy } from '@/lib/domain/orders/detail';
import { lockOrder, ORDER_EVENT, recordOrderEvent } from '@/lib/domain/orders/events';
import type { SlipResult } from '@/lib/domain/orders/schemas';
import { CLOSED_STATUSES } from '@/lib/domain/orders/status';
import { readSlipFromImage } from '@/lib/domain/payments/slip-image';
import type { SlipQr } from '@/lib/domain/payments/slip-qr';
import { objectKey, putObject } from '@/lib/storage';
import { fileUrl } from '@/lib/storage/file-field';
import { readOwnObject } from '@/lib/storage/files';
import { acceptUpload, MAX_IMAGE_BYTES } from '@/lib/storage/upload';

// A payment slip on an order. The QR code printed on Thai bank slips is read on the
// server (lib/domain/payments/slip-image.ts): its sending bank and transaction reference
// are kept on the order, and another order of the enterprise with the same reference is
// the duplicate warning (the same transfer shown twice). A slip without a readable code
// is still attached: the checker reads it by eye.

/** The folder slips are stored in (objectKey). */
export const SLIP_FOLDER = 'payment-slips';

async function readAll(body: Readable, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += b.length;
    if (size > maxBytes) {
      body.destroy();
      return null;
    }
    chunks.push(b);
  }
  return Buffer.concat(chunks);
}

/**
 * The slip QR of a stored object of the actor's enterprise (`common.notFound` for a key
 * that is not one), or null when it carries none. For callers that decode before they open
 * their transaction: decoding a large photo takes a moment.
 */
export async function readStoredSlip(actor: Actor, key: string): Promise<SlipQr | null> {
  const stored = await readOwnObject(actor, key);
  // Slips are images of at most 5 MB; anything larger is not decoded.
  const bytes = await readAll(stored.body, MAX_IMAGE_BYTES);
  return bytes ? readSlipFromImage(bytes) : null;
}

/**
 * Attaches the stored slip `key` to the order and keeps what its QR code says: read from
 * `decoded` when the caller already read it (readStoredSlip), else from `buffer`, else
 * from storage. Runs in the caller's transaction, on an order the caller created or
 * locked. The key must be an object of the actor's enterprise (`common.notFound`
 * otherwise). Writes the `slip_uploaded` event.
 */
export async function applySlip(
  tx: TenantDb,
  actor: Actor,
  orderId: number,
  key: string,
  buffer?: Buffer,
  decoded?: SlipQr | null,
): Promise<SlipResult> {
  // Another enterprise's key is refused however the slip was read: the order serves it.
  if (!key.startsWith(`${actor.enterpriseId}/`)) throw new AppError('common.notFound', 'file');
  const slip =
    decoded !== undefined
      ? decoded
      : buffer
        ? readSlipFromImage(buffer)
        : await readStoredSlip(actor, key);
  return writeSlip(tx, actor, orderId, key, slip);
}

/** The slip's columns and its `slip_uploaded` event (`by` null: the system's). */
async function writeSlip(
  tx: TenantDb,
  by: Pick<Actor, 'userId' | 'enterpriseId'> | null,
  orderId: number,
  key: string,
  slip: SlipQr | null,
  extra: Record<string, string | number> = {},
): Promise<SlipResult> {
  const slipRef = slip?.transRef ?? null;
  const slipBank = slip?.sendingBank ?? null;
  await tx.order.update({
    where: { id: orderId },
    data: { paymentSlipKey: key, slipRef, slipBank, slipUploadedAt: new Date() },
    select: { id: true },
  });
  const usedBy = await slipUsedBy(tx, orderId, slipRef);
  await recordOrderEvent(tx, by, {
    orderId,
    type: ORDER_EVENT.SlipUploaded,
    data: {
      payment_slip_key: key,
      slip_ref: slipRef,
      slip_bank: slipBank,
      duplicate_of: usedBy.map((o) => o.order_number),
      ...extra,
    },
  });
  return {
    payment_slip_key: key,
    payment_slip_url: fileUrl(key),
    slip_ref: slipRef,
    slip_bank: slipBank,
    slip_used_by: usedBy,
  };
}

const assertSlipOpen = (status: number) => {
  if (CLOSED_STATUSES.includes(status))
    throw new AppError(
      'order.invalidStatusTransition',
      `a slip cannot be attached to an order at ${status}`,
    );
};

/**
 * The upload's steps, whoever sends the slip: the upload gate (an image of at most 5 MB),
 * the order checked open, the QR read and the image stored outside the transaction, then
 * under the order's lock the slip's columns, its event and `then` (the audit entry).
 */
async function storeSlip(
  db: TenantDb,
  enterpriseId: number,
  by: Pick<Actor, 'userId' | 'enterpriseId'> | null,
  orderId: number,
  file: File,
  opts: {
    extra?: Record<string, string | number>;
    then?: (tx: TenantDb, result: SlipResult) => Promise<void>;
  } = {},
): Promise<SlipResult> {
  const { buffer, contentType, ext } = await acceptUpload(file, {
    kinds: ['image'],
    maxBytes: MAX_IMAGE_BYTES,
  });
  // Checked before anything is stored, then again under the lock.
  const found = await db.order.findFirst({ where: { id: orderId }, select: { status: true } });
  if (!found) throw new AppError('order.notFound', `order ${orderId}`);
  assertSlipOpen(found.status);
  // Decoded and stored outside the transaction: the row stays locked only for the writes.
  const slip = readSlipFromImage(buffer);
  const key = objectKey(enterpriseId, SLIP_FOLDER, ext);
  await putObject(key, buffer, { contentType });
  return inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, enterpriseId, orderId);
    assertSlipOpen(order.status);
    const result = await writeSlip(tx, by, orderId, key, slip, opts.extra);
    await opts.then?.(tx, result);
    return result;
  });
}

/**
 * POST /api/v1/orders/{id}/slip: an image (JPEG, PNG, GIF, WebP, AVIF; at most 5 MB),
 * stored under the enterprise's payment-slips, then attached with its QR code read.
 * Refused on a cancelled, returned or claimed order.
 */
export async function uploadSlip(
  db: TenantDb,
  actor: Actor,
  orderId: number,
  file: File,
  requestId?: string,
): Promise<SlipResult> {
  return storeSlip(db, actor.enterpriseId, actor, orderId, file, {
    then: (tx, result) =>
      recordAudit(tx, actor, {
        action: 'order.slip',
        entity: 'order',
        entityId: orderId,
        after: {
          payment_slip_key: result.payment_slip_key,
          slip_ref: result.slip_ref,
          slip_bank: result.slip_bank,
        },
        requestId,
      }),
  });
}

/**
 * A slip sent without a signed-in user: a member's image in the shop's LINE chat
 * (lib/domain/line/chat-slip.ts). The very same steps as the upload (its gate, storage,
 * QR reading, lock and `slip_uploaded` event), the event written as the system's with
 * `source` (`line`) in its data; no audit entry, as no user acted. `then` runs in the
 * slip's transaction (the webhook event's row and the member's reply).
 */
export async function attachSlipFromChat(
  db: TenantDb,
  enterpriseId: number,
  orderId: number,
  file: File,
  source: string,
  then?: (tx: TenantDb, result: SlipResult) => Promise<void>,
): Promise<SlipResult> {
  return storeSlip(db, enterpriseId, null, orderId, file, { extra: { source }, then });
}
