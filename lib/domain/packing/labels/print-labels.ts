import type { Actor } from '@/lib/auth/actor';
import type { TenantDb } from '@/lib/db';
import { bangkokDayKey } from '@/lib/time/bangkok-days';
import { labelOrders, labelSender } from '@/lib/domain/packing/labels/label-data';
import { renderLabelsPdf } from '@/lib/domain/packing/labels/label-pdf';
import type { LabelPrintInput } from '@/lib/domain/packing/labels/schemas';

/**
 * The labels and slips of orders of the actor's enterprise as one PDF, named after the
 * order (one order) or the day and count (a batch).
 */
export async function packingLabelsPdf(
  db: TenantDb,
  actor: Actor,
  input: LabelPrintInput,
): Promise<{ pdf: Buffer; filename: string }> {
  const orders = await labelOrders(db, input.order_ids);
  const sender = await labelSender(db, actor);
  const pdf = await renderLabelsPdf(orders, sender, input.layout, actor.locale);
  const filename =
    orders.length === 1
      ? `label-${orders[0]!.orderNumber}.pdf`
      : `labels-${bangkokDayKey(new Date()).replaceAll('-', '')}-${orders.length}.pdf`;
  return { pdf, filename };
}
