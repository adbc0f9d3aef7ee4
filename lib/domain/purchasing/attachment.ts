import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/domain/audit/service';
import { ATTACHMENT_TYPES } from '@/lib/domain/purchasing/attachment-info';
import { getPoDetail } from '@/lib/domain/purchasing/detail';
import { assertStatus, lockPo } from '@/lib/domain/purchasing/lock';
import { MAX_ATTACHMENT_BYTES, PO_STATUS, type PoDetail } from '@/lib/domain/purchasing/schemas';
import { removeObject } from '@/lib/domain/purchasing/status-actions';
import { objectKey, putObject } from '@/lib/storage';
import { acceptUpload } from '@/lib/storage/upload';

// A PO's attachment (a supplier's quotation): one file, PDF, JPEG, PNG or WebP told by its
// bytes, at most 10 MB, stored under the enterprise's po-attachments and served by
// GET /api/v1/files/{key*} to the same enterprise only. A new file replaces the old one;
// a cancelled PO takes none.

const FOLDER = 'po-attachments';
const OPEN = [
  PO_STATUS.Draft,
  PO_STATUS.Approved,
  PO_STATUS.PartiallyReceived,
  PO_STATUS.Closed,
] as const;

/** POST /api/v1/wms/po/{id}/attachment (multipart `file`). */
export async function attachToPo(
  db: TenantDb,
  actor: Actor,
  id: number,
  file: File,
  requestId?: string,
): Promise<PoDetail> {
  const upload = await acceptUpload(file, {
    kinds: ['image', 'pdf'],
    maxBytes: MAX_ATTACHMENT_BYTES,
  });
  const ext = ATTACHMENT_TYPES[upload.contentType];
  if (!ext)
    throw new AppError(
      'file.invalidType',
      `expected PDF, JPEG, PNG or WebP, got ${upload.contentType}`,
    );
  // Checked before the file is stored, then again under the lock.
  const found = await db.purchaseOrder.findFirst({
    where: { id, enterpriseId: actor.enterpriseId },
    select: { status: true, poNumber: true },
  });
  if (!found) throw new AppError('po.notFound', `purchase order ${id}`);
  assertStatus({ po_number: found.poNumber, status: found.status }, OPEN, 'attach a file to');
  const key = objectKey(actor.enterpriseId, FOLDER, ext);
  await putObject(key, upload.buffer, { contentType: upload.contentType });
  let previous: string | null = null;
  try {
    const answer = await inTransaction(db, async (tx) => {
      const locked = await lockPo(tx, actor.enterpriseId, id);
      assertStatus(locked, OPEN, 'attach a file to');
      previous = locked.attachment_key;
      await tx.purchaseOrder.update({ where: { id }, data: { attachmentKey: key } });
      await recordAudit(tx, actor, {
        action: 'purchaseOrder.attach',
        entity: 'purchaseOrder',
        entityId: id,
        before: { attachment: previous },
        after: { attachment: key, content_type: upload.contentType, size: upload.buffer.length },
        requestId,
      });
      return getPoDetail(tx, actor.enterpriseId, id);
    });
    if (previous) await removeObject(previous);
    return answer;
  } catch (error) {
    await removeObject(key);
    throw error;
  }
}

/** DELETE /api/v1/wms/po/{id}/attachment: removes the file (nothing to remove is fine). */
export async function detachFromPo(
  db: TenantDb,
  actor: Actor,
  id: number,
  requestId?: string,
): Promise<PoDetail> {
  let previous: string | null = null;
  const answer = await inTransaction(db, async (tx) => {
    const locked = await lockPo(tx, actor.enterpriseId, id);
    previous = locked.attachment_key;
    if (previous) {
      await tx.purchaseOrder.update({ where: { id }, data: { attachmentKey: null } });
      await recordAudit(tx, actor, {
        action: 'purchaseOrder.detach',
        entity: 'purchaseOrder',
        entityId: id,
        before: { attachment: previous },
        requestId,
      });
    }
    return getPoDetail(tx, actor.enterpriseId, id);
  });
  if (previous) await removeObject(previous);
  return answer;
}
