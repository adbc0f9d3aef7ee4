import { AppError } from '@/lib/errors';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import { PACKING_KIND } from '@/lib/domain/packing/shared/constants';

// Which orders a packing may work on: a normal packing packs what still has to leave the
// warehouse, a return packing receives what left it. Every step of the station (open,
// scan, close) and of the returns asks the same question, and refuses the same way.

/** Orders a normal packing may pack: awaiting shipment, or partially shipped. */
export const PACKABLE: readonly number[] = [
  ORDER_STATUS.AwaitingShipment,
  ORDER_STATUS.PartiallyShipping,
];
/** Orders a return packing may receive: left the warehouse and not yet returned. */
export const RETURNABLE: readonly number[] = [
  ORDER_STATUS.Intransit,
  ORDER_STATUS.Delivered,
  ORDER_STATUS.Completed,
  ORDER_STATUS.Returning,
];

/** The refusal of an order whose status the packing kind cannot work on. */
export function statusError(kind: number, order: { order_number: string; status: number }) {
  if (kind === PACKING_KIND.Return && order.status === ORDER_STATUS.Returned)
    return new AppError('order.alreadyReturned', `order ${order.order_number} is at 141`);
  const allowed = kind === PACKING_KIND.Return ? RETURNABLE : PACKABLE;
  return new AppError(
    'packing.invalidOrderStatus',
    `order ${order.order_number} is at ${order.status}; ${
      kind === PACKING_KIND.Return ? 'a return packing' : 'packing'
    } needs ${allowed.join(' or ')}`,
  );
}
