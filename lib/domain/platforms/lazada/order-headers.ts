import { parseLazadaTime, lazadaText } from '@/lib/domain/platforms/lazada/lazada-values';

// The order part of a Lazada order (buyer, address, payment, fees) comes with the order list
// (/orders/get), and Lazada has no call that gives it for many ids at once: /order/get takes
// one id. The sync lists ids, then asks for the orders, so the headers the list just gave are
// kept here for a while and /orders/items/get (50 orders a call) completes them; only an
// order not listed lately (a push, another worker) costs its own /order/get.

const KEEP_MS = 15 * 60 * 1000;
const MAX_KEPT = 20_000;

type Row = Record<string, unknown>;

export class OrderHeaderShelf {
  private readonly kept = new Map<string, { header: Row; at: number }>();

  put(shopKey: string, header: Row, now = Date.now()): void {
    const key = `${shopKey}|${lazadaText(header.order_id)}`;
    this.kept.delete(key);
    this.kept.set(key, { header, at: now });
    if (this.kept.size > MAX_KEPT) {
      const oldest = this.kept.keys().next().value;
      if (oldest !== undefined) this.kept.delete(oldest);
    }
  }

  /**
   * The kept header of an order, unless it is older than the order's items say the order is
   * (it changed since it was listed) or it has been kept too long.
   */
  get(shopKey: string, orderId: string, itemsUpdatedAt: Date | null, now = Date.now()): Row | null {
    const found = this.kept.get(`${shopKey}|${orderId}`);
    if (!found || now - found.at > KEEP_MS) return null;
    const headerAt = parseLazadaTime(found.header.updated_at);
    if (itemsUpdatedAt && (!headerAt || headerAt.getTime() < itemsUpdatedAt.getTime())) {
      return null;
    }
    return found.header;
  }
}
