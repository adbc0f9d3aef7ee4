import { messageText } from '@/lib/export/text';

// What the shop says to a member in the LINE chat about an order (docs/members.md, LINE
// orders). Sent by the worker too, outside any request, so the words come straight from
// messages/th.json (namespace `lineOrders.chat`; members read Thai), as the mails do.
// Pure: chat-text.test.ts.

type ChatKey =
  | 'orderTitle'
  | 'item'
  | 'subtotal'
  | 'discount'
  | 'shipping'
  | 'total'
  | 'payByQr'
  | 'payBySlip'
  | 'slipReceived'
  | 'noOpenOrder'
  | 'sendAgain';

/** The chat sentence `key` with its `{name}` placeholders filled. */
export function chatText(key: ChatKey, values: Record<string, string | number> = {}): string {
  return messageText('th', `lineOrders.chat.${key}`, values);
}

/** Amounts in the chat: baht with thousands and two places ("1,250.00"). */
export function baht(amount: string): string {
  const [whole = '0', cents = '00'] = amount.replace(/^-/, '').split('.');
  const sign = amount.startsWith('-') ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents.padEnd(2, '0')}`;
}

export interface OrderSummarySource {
  order_number: string;
  items: Array<{ name: string; quantity: number; line_total: string }>;
  subtotal: string;
  discount: string;
  shipping_fee: string;
  total: string;
}

/** At most this many lines are listed; the rest are counted (a LINE text holds 5,000 characters). */
const MAX_LISTED = 30;

/** The order's summary for the chat: its number, each line, the amounts and how to pay. */
export function orderSummaryText(order: OrderSummarySource, withQr: boolean): string {
  const lines = [chatText('orderTitle', { number: order.order_number })];
  for (const item of order.items.slice(0, MAX_LISTED))
    lines.push(
      chatText('item', {
        name: item.name.slice(0, 100),
        quantity: item.quantity,
        amount: baht(item.line_total),
      }),
    );
  if (order.items.length > MAX_LISTED) lines.push(`… +${order.items.length - MAX_LISTED}`);
  lines.push('');
  lines.push(chatText('subtotal', { amount: baht(order.subtotal) }));
  if (Number(order.discount) > 0)
    lines.push(chatText('discount', { amount: baht(order.discount) }));
  if (Number(order.shipping_fee) > 0)
    lines.push(chatText('shipping', { amount: baht(order.shipping_fee) }));
  lines.push(chatText('total', { amount: baht(order.total) }));
  lines.push('');
  lines.push(chatText(withQr ? 'payByQr' : 'payBySlip'));
  return lines.join('\n');
}
