import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server-session';
import { tenantDb } from '@/lib/db';
import { isAppError } from '@/lib/errors';
import { idParam } from '@/lib/domain/shared/list-query';
import { getBillDetail } from '@/lib/domain/wms/inventory/reads';
import { HistoryDetailScreen } from '@/components/wms/history/history-detail-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('inventoryHistoryDetail') };
}

/** /wms/historydetail/{id}: one stock bill of the enterprise (another's id is not found). */
export default async function InventoryHistoryDetailPage({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  const { id: rawId } = await params;
  const actor = await requirePage(`/wms/historydetail/${rawId}`);
  const id = idParam.safeParse(rawId);
  if (!id.success) notFound();
  const detail = await getBillDetail(
    tenantDb(actor.enterpriseId),
    actor.enterpriseId,
    id.data,
  ).catch((e: unknown) => (isAppError(e) ? null : Promise.reject(e)));
  if (!detail) notFound();
  return <HistoryDetailScreen key={detail.Head.ID} detail={detail} />;
}
