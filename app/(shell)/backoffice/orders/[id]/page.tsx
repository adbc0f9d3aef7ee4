import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { levelOf } from '@/lib/auth/permissions';
import { requirePage } from '@/lib/auth/server-session';
import { tenantDb } from '@/lib/db';
import { isAppError } from '@/lib/errors';
import { idParam } from '@/lib/domain/shared/list-query';
import { getOrderDetail } from '@/lib/domain/orders/detail';
import { OrderDetailScreen } from '@/components/orders/detail/order-detail-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('orderDetail') };
}

/** /backoffice/orders/{id}: one order of the enterprise (another's id is not found). */
export default async function OrderDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  const actor = await requirePage(`/backoffice/orders/${rawId}`);
  const id = idParam.safeParse(rawId);
  if (!id.success) notFound();
  const order = await getOrderDetail(tenantDb(actor.enterpriseId), id.data).catch((e: unknown) =>
    isAppError(e) ? null : Promise.reject(e),
  );
  if (!order) notFound();
  return (
    <OrderDetailScreen
      key={order.id}
      initial={order}
      levels={{
        order: levelOf(actor, 'order'),
        payment: levelOf(actor, 'payment'),
        packing: levelOf(actor, 'packing'),
      }}
    />
  );
}
