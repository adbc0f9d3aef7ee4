import type { OrderDetail } from '@/lib/domain/orders/schemas';

// The lists the order form chooses from, loaded by the page (server side) once.

export interface ChoiceOption {
  id: number;
  name: string;
  /** Sale channel: 1 company, 2 agent. Payment method: orders.paymentTypes. */
  type: number;
}

export interface OrderFormOptions {
  saleChannels: ChoiceOption[];
  paymentMethods: ChoiceOption[];
  storages: Array<{ id: number; name: string }>;
}

const withChoice = (list: ChoiceOption[], choice: ChoiceOption): ChoiceOption[] =>
  list.some((o) => o.id === choice.id) ? list : [...list, choice];

/** The lists plus the order's own channel and method, even when they are switched off now. */
export function withOrderChoices(options: OrderFormOptions, order: OrderDetail): OrderFormOptions {
  return {
    ...options,
    saleChannels: withChoice(options.saleChannels, {
      id: order.sale_channel_id,
      name: order.sale_channel_name,
      type: order.sale_channel_type,
    }),
    paymentMethods: withChoice(options.paymentMethods, {
      id: order.payment_method_id,
      name: order.payment_method_name,
      type: order.payment_type,
    }),
  };
}

/** The payment type of the method chosen in the form, or null. */
export function paymentTypeOf(options: OrderFormOptions, methodId: string): number | null {
  return options.paymentMethods.find((m) => String(m.id) === methodId)?.type ?? null;
}
