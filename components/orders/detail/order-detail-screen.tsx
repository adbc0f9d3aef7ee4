'use client';
import type { OrderDetail } from '@/lib/domain/orders/schemas';
import { orderActions, type OrderLevels } from '@/components/orders/detail/actions';
import { CancelReason } from '@/components/orders/detail/cancel-reason';
import { ClaimCard } from '@/components/orders/detail/claim-card';
import { DisputeDeadline } from '@/components/orders/detail/dispute-deadline';
import { DetailHeader } from '@/components/orders/detail/detail-header';
import { ItemsCard } from '@/components/orders/detail/items-card';
import { LineOrderCard } from '@/components/orders/detail/line-order-card';
import { OrderActionsBar } from '@/components/orders/detail/order-actions-bar';
import { PackingVideosCard } from '@/components/orders/detail/packing-videos-card';
import { PaymentCard } from '@/components/orders/detail/payment-card';
import { RecipientCard } from '@/components/orders/detail/recipient-card';
import { ReturnRequestCard } from '@/components/orders/detail/return-request-card';
import { ShippingCard } from '@/components/orders/detail/shipping-card';
import { Timeline } from '@/components/orders/detail/timeline';
import { useOrderDetail } from '@/components/orders/detail/use-order-detail';

/**
 * /backoffice/orders/{id}: the order as the server page read it, then kept fresh after
 * each action. `lineMemberId`: the LINE member the order is for (docs/members.md, LINE
 * orders), shown with "Send to LINE" to order level 2.
 */
export function OrderDetailScreen({
  initial,
  levels,
  lineMemberId = null,
}: {
  initial: OrderDetail;
  levels: OrderLevels;
  lineMemberId?: number | null;
}) {
  const state = useOrderDetail(initial);
  const { order } = state;
  const actions = orderActions(order, levels);
  return (
    <div className="space-y-5" data-testid="order-detail" data-order-id={order.id}>
      <DetailHeader order={order} actions={<OrderActionsBar state={state} actions={actions} />} />
      {order.cancel_reason && (
        <CancelReason type={order.cancel_reason_type} reason={order.cancel_reason} />
      )}
      {order.dispute_deadline && (
        <DisputeDeadline deadline={order.dispute_deadline} platform={order.platform} />
      )}
      <div className="grid gap-5 lg:grid-cols-3">
        <div className="space-y-5 lg:col-span-2">
          <ItemsCard order={order} />
          <PackingVideosCard orderId={order.id} level={levels.packing ?? 0} />
          <Timeline events={order.events} />
        </div>
        <div className="space-y-5">
          {order.claim && <ClaimCard claim={order.claim} />}
          {order.return_request && <ReturnRequestCard request={order.return_request} />}
          <PaymentCard state={state} canUploadSlip={actions.uploadSlip} />
          {lineMemberId !== null && levels.order >= 2 && (
            <LineOrderCard orderId={order.id} memberId={lineMemberId} />
          )}
          <ShippingCard state={state} canEdit={actions.editTracking} />
          <RecipientCard order={order} />
        </div>
      </div>
    </div>
  );
}
