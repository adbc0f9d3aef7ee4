import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext, pageId } from '@/lib/http/page-context';
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
  const { actor, db, found } = await pageContext(`/wms/historydetail/${rawId}`);
  const detail = await found(getBillDetail(db, actor.enterpriseId, pageId(rawId)));
  return <HistoryDetailScreen key={detail.Head.ID} detail={detail} />;
}
