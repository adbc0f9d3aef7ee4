import type { Actor } from '@/lib/auth/actor';
import type { TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { messageText } from '@/lib/export/text';
import { zipStream, type ZipEntry } from '@/lib/export/zip-stream';
import { getOrderDetail } from '@/lib/domain/orders/detail';
import { claimPackSources } from '@/lib/domain/orders/claims/pack-sources';
import { canMakeClaimPack, CLAIM_PACK_STATUSES } from '@/lib/domain/orders/claims/rules';
import { renderClaimTimelinePdf } from '@/lib/domain/orders/claims/timeline-pdf';
import { packingLabelsPdf } from '@/lib/domain/packing/labels';
import { evidenceQuery, packingVideoEvidence } from '@/lib/domain/packing/video';
import { getObject, headObject } from '@/lib/storage';

// GET /api/v1/orders/{id}/claimpack (docs/domain-rules.md, Returns: "Claims"): one ZIP
// with what a carrier or a marketplace asks for in a dispute: the packing video's evidence
// clip (the marketplaces' limits: its first minute, at most 30 MB), the label the parcel
// carried (the platform's when kept, else our own), the return's video, the claim's
// photos and timeline.pdf. Stored files are streamed into the archive as it is sent.

export interface ClaimPack {
  filename: string;
  stream: ReadableStream<Uint8Array>;
}

/** The names inside the archive, fixed so a reader (and a test) finds each file. */
export const PACK_FILES = {
  evidence: 'packing-video-evidence',
  label: 'label',
  returnVideo: 'return-video',
  photo: (n: number) => `photos/photo-${n}`,
  timeline: 'timeline.pdf',
} as const;

const EXT_OF_TYPE: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'video/webm': 'webm',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
};

/** The file's extension from its stored type, else from its key. */
function extOf(key: string, contentType: string): string {
  const known = EXT_OF_TYPE[contentType.split(';')[0]!.trim().toLowerCase()];
  if (known) return known;
  const m = /\.([a-z0-9]{1,5})$/i.exec(key);
  return m ? m[1]!.toLowerCase() : 'bin';
}

/** An entry streaming a stored object, or null when storage no longer has it. */
async function storedEntry(key: string, base: string): Promise<ZipEntry | null> {
  const head = await headObject(key);
  if (!head) return null;
  return {
    name: `${base}.${extOf(key, head.contentType)}`,
    open: async () => {
      const found = await getObject(key);
      if (!found) throw new AppError('common.notFound', `file ${key}`);
      return found.body;
    },
  };
}

/** The packing video's evidence clip, or the note that says why the pack has none. */
async function evidenceEntry(
  db: TenantDb,
  packingId: number | null,
): Promise<{ entry: ZipEntry | null; note: string | null }> {
  const t = (key: string) => messageText('th', key);
  if (packingId === null) return { entry: null, note: t('claims.pdf.noVideo') };
  try {
    const clip = await packingVideoEvidence(db, packingId, evidenceQuery.parse({}));
    const ext = clip.contentType === 'video/mp4' ? 'mp4' : 'webm';
    return {
      entry: { name: `${PACK_FILES.evidence}.${ext}`, open: async () => clip.bytes },
      note: null,
    };
  } catch (error) {
    // An MP4 over the limits is not cut on the server; a video gone from storage is none.
    if (error instanceof AppError && error.key === 'common.notFound')
      return { entry: null, note: t('claims.pdf.noVideo') };
    if (error instanceof AppError && ['file.tooLarge', 'file.invalidType'].includes(error.key))
      return { entry: null, note: t('claims.pdf.videoNotCut') };
    throw error;
  }
}

/** The label the parcel carried: the platform's when kept, else our own label PDF. */
async function labelEntry(
  db: TenantDb,
  actor: Actor,
  orderId: number,
  platformLabelKey: string | null,
): Promise<ZipEntry> {
  const platform = platformLabelKey ? await storedEntry(platformLabelKey, PACK_FILES.label) : null;
  if (platform) return platform;
  const { pdf } = await packingLabelsPdf(db, actor, { order_ids: [orderId], layout: 'label' });
  return { name: `${PACK_FILES.label}.pdf`, open: async () => pdf };
}

/**
 * The claim pack of an order of the actor's enterprise (another's is `order.notFound`),
 * once the parcel left the warehouse (`order.claimPackUnavailable` before).
 */
export async function claimPack(db: TenantDb, actor: Actor, orderId: number): Promise<ClaimPack> {
  const order = await getOrderDetail(db, orderId);
  if (!canMakeClaimPack(order.status))
    throw new AppError(
      'order.claimPackUnavailable',
      `the order is at ${order.status}; the claim pack is made at ${CLAIM_PACK_STATUSES.join(', ')}`,
    );
  const sources = await claimPackSources(db, orderId);
  const evidence = await evidenceEntry(db, sources.packingId);
  const entries: ZipEntry[] = [];
  if (evidence.entry) entries.push(evidence.entry);
  entries.push(await labelEntry(db, actor, orderId, sources.platformLabelKey));
  const returnVideo = sources.returnVideoKey
    ? await storedEntry(sources.returnVideoKey, PACK_FILES.returnVideo)
    : null;
  if (returnVideo) entries.push(returnVideo);
  for (const [i, key] of (order.claim?.photos.map((p) => p.key) ?? []).entries()) {
    const photo = await storedEntry(key, PACK_FILES.photo(i + 1));
    if (photo) entries.push(photo);
  }
  const timeline = await renderClaimTimelinePdf({
    order,
    files: entries.map((e) => e.name),
    notes: evidence.note ? [evidence.note] : [],
    madeAt: new Date(),
  });
  entries.push({ name: PACK_FILES.timeline, open: async () => timeline });
  return {
    filename: `claim-pack-${order.order_number}.zip`,
    stream: zipStream(entries),
  };
}
