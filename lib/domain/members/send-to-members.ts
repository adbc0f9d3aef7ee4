import { randomUUID } from 'node:crypto';
import { inTransaction, type TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { messageText } from '@/lib/export/text';
import { enqueueOutbox } from '@/lib/queue/outbox';
import { LINE_PUSH_JOB, LINE_QUEUE } from '@/lib/queue/queues';
import { assignCoupon } from '@/lib/domain/members/assign-coupons';
import { MEMBER_STATUS, type SendToMembersInput } from '@/lib/domain/members/schemas';

// Sending to members on LINE (docs/members.md, Sending): one line_messages row and one
// outbox job per member, in one transaction, so a send exists if and only if it was
// recorded. With a coupon, each member first gets a personal code by the assign rule
// (quantity, disabled, expired, blocked; a member holding an unused code of the coupon
// keeps it), and the message carries that code.

export interface QueuedSend {
  id: number;
  member_id: number;
  kind: string;
  status: 'queued';
  coupon_code: string | null;
}

export async function sendToMembers(
  db: TenantDb,
  enterpriseId: number,
  input: SendToMembersInput,
): Promise<QueuedSend[]> {
  return inTransaction(db, async (tx) => {
    const members = await tx.member.findMany({
      where: { id: { in: input.member_ids } },
      select: { id: true, status: true },
    });
    const missing = input.member_ids.filter((id) => !members.some((m) => m.id === id));
    if (missing.length) throw new AppError('member.notFound', `member ${missing.join(', ')}`);
    const blocked = members.filter((m) => m.status === MEMBER_STATUS.blocked).map((m) => m.id);
    if (blocked.length) throw new AppError('member.blocked', `member ${blocked.join(', ')}`);

    const codes = new Map<number, { id: number; code: string }>();
    let couponName = '';
    if (input.coupon_id !== undefined) {
      // A member already holding an unused code of the coupon is sent that code again.
      const assigned = await assignCoupon(tx, enterpriseId, {
        coupon_id: input.coupon_id,
        member_ids: input.member_ids,
      });
      for (const a of [...assigned.data, ...assigned.held])
        codes.set(a.member_id, { id: a.id, code: a.coupon_code });
      couponName =
        (await tx.coupon.findFirst({ where: { id: input.coupon_id }, select: { name: true } }))
          ?.name ?? '';
    }
    const out: QueuedSend[] = [];
    for (const memberId of input.member_ids) {
      const code = codes.get(memberId);
      const text = [
        input.text,
        code
          ? messageText('th', 'memberChat.coupon', { name: couponName, code: code.code })
          : undefined,
      ]
        .filter(Boolean)
        .join('\n\n');
      const row = await tx.lineMessage.create({
        data: {
          enterpriseId,
          memberId,
          kind: code ? 'coupon' : 'text',
          text,
          memberCouponId: code?.id ?? null,
          retryKey: randomUUID(),
        },
      });
      await enqueueOutbox(tx, {
        queue: LINE_QUEUE,
        name: LINE_PUSH_JOB,
        payload: { lineMessageId: row.id },
        dedupeKey: `line-push:${row.id}`,
      });
      out.push({
        id: row.id,
        member_id: memberId,
        kind: row.kind,
        status: 'queued',
        coupon_code: code?.code ?? null,
      });
    }
    return out;
  });
}
