import type { TenantDb } from '@/lib/db';
import { PACKING_KIND } from '@/lib/domain/packing/shared';
import { VIDEO_STATUS } from '@/lib/domain/packing/video';

// Where the files of an order's claim pack are kept (docs/domain-rules.md, Returns:
// "Claims"): the packing whose video is the evidence, the platform's label, and the video
// of the return's unboxing. Reads only; the tenant client scopes every query.

export interface PackSources {
  /** The newest normal packing with an uploaded video: its evidence clip goes in. */
  packingId: number | null;
  /** The platform's label as kept when the shipment was arranged. */
  platformLabelKey: string | null;
  /** The video filmed when the parcel came back, if any. */
  returnVideoKey: string | null;
}

const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

export async function claimPackSources(db: TenantDb, orderId: number): Promise<PackSources> {
  const order = await db.order.findFirst({
    where: { id: orderId },
    select: { platformLabelKey: true },
  });
  const packing = await db.packing.findFirst({
    where: {
      orderId,
      kind: PACKING_KIND.Normal,
      videoKey: { not: null },
      videoStatus: VIDEO_STATUS.uploaded,
    },
    select: { id: true },
    orderBy: newestFirst,
  });
  return {
    packingId: packing?.id ?? null,
    platformLabelKey: order?.platformLabelKey ?? null,
    returnVideoKey: await returnVideoKey(db, orderId),
  };
}

/**
 * The return's video: the one-call return upload keeps it on the return itself
 * (`returns.video_key`); a return received at the station films it on its return packing
 * (kind 2), which the return links. The newest return with a video wins, then the newest
 * return packing with one.
 */
async function returnVideoKey(db: TenantDb, orderId: number): Promise<string | null> {
  const ret = await db.return.findFirst({
    where: {
      orderId,
      OR: [
        { videoKey: { not: null } },
        {
          packing: {
            is: { videoKey: { not: null }, videoStatus: VIDEO_STATUS.uploaded },
          },
        },
      ],
    },
    select: { videoKey: true, packing: { select: { videoKey: true, videoStatus: true } } },
    orderBy: newestFirst,
  });
  if (ret?.videoKey) return ret.videoKey;
  if (ret?.packing?.videoKey && ret.packing.videoStatus === VIDEO_STATUS.uploaded)
    return ret.packing.videoKey;
  const packing = await db.packing.findFirst({
    where: {
      orderId,
      kind: PACKING_KIND.Return,
      videoKey: { not: null },
      videoStatus: VIDEO_STATUS.uploaded,
    },
    select: { videoKey: true },
    orderBy: newestFirst,
  });
  return packing?.videoKey ?? null;
}
