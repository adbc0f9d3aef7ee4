// The filters of the order list and the payment queue, as URL parameters: the same keys go
// to the list call, to the status counts (without `status`) and to the export.

/** Every filter the two lists bind to the URL (orderListQuery's names). */
export const ORDER_FILTER_KEYS = [
  'start_date',
  'end_date',
  'status',
  'sale_channel_id',
  'payment_method_id',
  'shipping_provider_id',
  'platform',
  'staff_user_id',
] as const;

/**
 * The query of the status counts: the URL's filters and search, over the defaults (the
 * default date range), without the status (each chip counts its own).
 */
export function countsQuery(
  values: Record<string, string>,
  defaults: Record<string, string> = {},
): string {
  const p = new URLSearchParams();
  for (const key of [...ORDER_FILTER_KEYS, 'q']) {
    if (key === 'status') continue;
    const v = values[key] || defaults[key];
    if (v) p.set(key, v);
  }
  return p.toString();
}
