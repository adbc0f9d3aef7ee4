import { randomUUID } from 'node:crypto';
import { tenantDb, type RootDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { messageText } from '@/lib/export/text';
import { verifyIdToken } from '@/lib/domain/line/client';
import { lineEnterpriseId } from '@/lib/domain/line/line-enterprise';
import { trySend } from '@/lib/domain/line/send-message';
import { MEMBER_SESSION_HOURS, type MemberSession } from '@/lib/domain/members/member-session';
import {
  checkOtp,
  newOtpCode,
  OTP_MAX_TRIES,
  OTP_MINUTES,
  otpHash,
} from '@/lib/domain/members/otp';
import { MEMBER_STATUS, type LiffCouponView } from '@/lib/domain/members/schemas';
import { liffCouponView, memberView } from '@/lib/domain/members/serializers';

// The member's own page in LINE (docs/members.md, LIFF). Who the member is comes only from
// LINE's answer about the ID token, never from the browser.

export async function startMemberSession(db: RootDb, idToken: string) {
  const identity = await verifyIdToken(idToken);
  const enterpriseId = await lineEnterpriseId(db);
  const member = await tenantDb(enterpriseId).member.upsert({
    where: { enterpriseId_lineUserId: { enterpriseId, lineUserId: identity.userId } },
    create: { enterpriseId, lineUserId: identity.userId, displayName: identity.name },
    update: {},
  });
  if (member.status === MEMBER_STATUS.blocked) throw new AppError('member.blocked', 'blocked');
  const session: MemberSession = {
    enterpriseId,
    memberId: member.id,
    exp: Date.now() + MEMBER_SESSION_HOURS * 3600_000,
  };
  return { session, member: memberView(member) };
}

async function sessionMember(session: MemberSession) {
  const m = await tenantDb(session.enterpriseId).member.findFirst({
    where: { id: session.memberId },
  });
  if (!m) throw new AppError('liff.sessionRequired', 'the member is gone');
  if (m.status === MEMBER_STATUS.blocked) throw new AppError('member.blocked', 'blocked');
  return m;
}

/** A fresh code for `phone`, pushed to the member on LINE now (the member waits for it). */
export async function requestPhoneCode(db: RootDb, session: MemberSession, phone: string) {
  const m = await sessionMember(session);
  const code = newOtpCode();
  const tdb = tenantDb(session.enterpriseId);
  await tdb.member.update({
    where: { id: m.id },
    data: {
      otpPhone: phone,
      otpHash: otpHash(m.id, code),
      otpExpiresAt: new Date(Date.now() + OTP_MINUTES * 60_000),
      otpTries: 0,
    },
  });
  const row = await tdb.lineMessage.create({
    data: {
      enterpriseId: session.enterpriseId,
      memberId: m.id,
      kind: 'otp',
      // Members read Thai: the shop's LINE chat speaks it (messages memberChat).
      text: messageText('th', 'memberChat.otp', { code, minutes: OTP_MINUTES }),
      retryKey: randomUUID(),
    },
  });
  // Two quick tries with the same retry key; the member can ask again after that.
  let outcome = await trySend(db, row.id, 1, { lastAttempt: false });
  if (outcome.kind === 'retry') outcome = await trySend(db, row.id, 2, { lastAttempt: true });
  if (outcome.kind === 'retry' || outcome.kind === 'failed')
    throw new AppError('line.unavailable', 'the code could not be sent on LINE');
  return { expires_in: OTP_MINUTES * 60 };
}

export async function verifyPhoneCode(session: MemberSession, code: string) {
  const m = await sessionMember(session);
  const tdb = tenantDb(session.enterpriseId);
  const check = checkOtp(
    m.id,
    { hash: m.otpHash, expiresAt: m.otpExpiresAt, tries: m.otpTries },
    code,
  );
  if (check === 'none') throw new AppError('member.noPhone', 'no code was asked for');
  if (check === 'tooManyTries')
    throw new AppError('member.otpTooManyTries', `${OTP_MAX_TRIES} wrong codes`);
  if (check === 'expired') throw new AppError('member.otpExpired', 'the code has expired');
  if (check === 'wrong') {
    // Counted in the database (an increment, not a written value), so no wrong try is lost.
    await tdb.member.update({ where: { id: m.id }, data: { otpTries: { increment: 1 } } });
    throw new AppError('member.otpInvalid', 'wrong code');
  }
  const updated = await tdb.member.update({
    where: { id: m.id },
    data: {
      phone: m.otpPhone,
      status: MEMBER_STATUS.verified,
      phoneVerifiedAt: new Date(),
      otpPhone: null,
      otpHash: null,
      otpExpiresAt: null,
      otpTries: 0,
    },
  });
  return memberView(updated);
}

/**
 * The member's own codes with what each coupon gives and until when (the page words the
 * discount and shows the code as a QR code): usable ones first, then newest first.
 */
export async function myCoupons(session: MemberSession): Promise<LiffCouponView[]> {
  const m = await sessionMember(session);
  const rows = await tenantDb(session.enterpriseId).memberCoupon.findMany({
    where: { memberId: m.id },
    include: {
      coupon: {
        select: {
          name: true,
          description: true,
          discountType: true,
          discountValue: true,
          maxDiscount: true,
          minimumAmount: true,
          validFrom: true,
          validTo: true,
          status: true,
        },
      },
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  const now = new Date();
  const views = rows.map((r) => liffCouponView(r, now));
  // A stable sort: the usable codes on top, each group newest first as read.
  return [
    ...views.filter((v) => v.state === 'usable'),
    ...views.filter((v) => v.state !== 'usable'),
  ];
}
