import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext, pageId } from '@/lib/http/page-context';
import { getOrderDetail } from '@/lib/domain/orders/detail';
import { orderMemberId } from '@/lib/domain/line/member-order';
import { LINE_PLATFORM } from '@/lib/domain/line/member-order-schemas';
import { mayEditOrderOf } from '@/lib/domain/orders/order-owner';
import { OrderDetailScreen } from '@/components/orders/detail/order-detail-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('orderDetail') };
}

/** /backoffice/orders/{id}: one order of the enterprise (another's id is not found). */
export default async function OrderDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  const { actor, db, level, found } = await pageContext(`/backoffice/orders/${rawId}`);
  const order = await found(getOrderDetail(db, pageId(rawId)));
  // A LINE order's member: "Send to LINE" and "New order for this member".
  const lineMemberId = order.platform === LINE_PLATFORM ? await orderMemberId(db, order.id) : null;
  return (
    <OrderDetailScreen
      key={order.id}
      initial={order}
      levels={{
        order: level('order'),
        payment: level('payment'),
        packing: level('packing'),
        order_return: level('order_return'),
        editsOrder: mayEditOrderOf(actor, order.staff_user_id),
      }}
      lineMemberId={lineMemberId}
    />
  );
}
