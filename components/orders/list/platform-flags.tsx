'use client';
import { useTranslations } from 'next-intl';
import type { OrderRow } from '@/lib/domain/orders/schemas';
import { cn } from '@/components/ui/cn';

type Flags = Pick<
  OrderRow,
  | 'cancel_requested'
  | 'return_requested'
  | 'buyer_may_cancel'
  | 'needs_rearrange'
  | 'unmapped_item_count'
>;

const FLAGS = [
  ['unmapped_item_count', 'unmapped', 'bg-amber-100 text-amber-900 ring-amber-300'],
  ['cancel_requested', 'cancelRequested', 'bg-red-100 text-red-900 ring-red-300'],
  ['return_requested', 'returnRequested', 'bg-rose-100 text-rose-900 ring-rose-300'],
  ['needs_rearrange', 'needsRearrange', 'bg-orange-100 text-orange-900 ring-orange-300'],
  ['buyer_may_cancel', 'buyerMayCancel', 'bg-slate-100 text-slate-800 ring-slate-300'],
] as const;

/**
 * What the platform says of an order, as small labels: lines not mapped yet (it cannot be
 * packed), the buyer asked to cancel or to return, the shipment must be arranged again,
 * the buyer may still cancel. Nothing for an order without any.
 */
export function PlatformOrderFlags({
  order,
  large,
  testId = 'order-platform-flags',
}: {
  order: Flags;
  large?: boolean;
  testId?: string;
}) {
  const t = useTranslations('orders.flags');
  const shown = FLAGS.filter(([field]) => Boolean(order[field]));
  if (shown.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1" data-testid={testId}>
      {shown.map(([, key, colour]) => (
        <span
          key={key}
          className={cn(
            'inline-flex whitespace-nowrap rounded-full font-semibold ring-1 ring-inset',
            large ? 'px-2.5 py-0.5 text-xs' : 'px-1.5 py-0 text-[11px]',
            colour,
          )}
          data-flag={key}
        >
          {key === 'unmapped' ? t(key, { count: order.unmapped_item_count }) : t(key)}
        </span>
      ))}
    </span>
  );
}
