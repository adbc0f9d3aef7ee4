import { randomInt } from 'node:crypto';

// The buyer's return and refund requests a sandbox platform holds (docs/platform-sandbox.md,
// "Returns"): a test or a person opens one on an order through the control API, then moves
// it along; each platform server shows them in its own returns call and changes the order
// as the platform would. One book per server; the platform-specific words (kinds, statuses)
// come from the server.

/** return: a return and refund (a parcel comes back); refund: refund only; replacement (TikTok). */
export type SandboxReturnKind = 'return' | 'refund' | 'replacement';

export interface SandboxReturnInput {
  orderId: string;
  /** An existing request to move along; a new one is opened when absent or unknown. */
  returnId?: string;
  /** For a new request; defaults to 'return'. */
  kind?: SandboxReturnKind;
  /** The platform's own status word; a new request starts at the platform's first one. */
  status?: string;
  reason?: string;
  /** The tracking number of the parcel the buyer sends back. */
  trackingNumber?: string | null;
}

export interface StoredReturn {
  returnId: string;
  orderId: string;
  shopId: string;
  kind: SandboxReturnKind;
  status: string;
  reason: string;
  trackingNumber: string | null;
  /** Unix seconds. */
  createTime: number;
  updateTime: number;
  /** The order's status before the return changed it (Shopee TO_RETURN), to go back to. */
  orderStatusBefore: string | null;
}

export interface SandboxReturnView extends StoredReturn {
  /** The order's status (the platform's words) after the change. */
  orderStatus: string;
  /** The HTTP status the signed push got; null when no webhook URL is set. */
  pushStatus: number | null;
}

/** What a platform accepts: its kinds, the statuses of each and where a new one starts. */
export interface ReturnRules {
  statuses: Partial<Record<SandboxReturnKind, readonly string[]>>;
}

export class ReturnBook {
  private returns = new Map<string, StoredReturn>();

  constructor(private readonly rules: ReturnRules) {}

  reset(): void {
    this.returns.clear();
  }

  all(): StoredReturn[] {
    return [...this.returns.values()];
  }

  /** The requests of these orders of the shop (all of the shop's when `orderIds` is null). */
  ofOrders(shopId: string, orderIds: ReadonlySet<string> | null): StoredReturn[] {
    return this.all().filter(
      (r) => r.shopId === shopId && (orderIds === null || orderIds.has(r.orderId)),
    );
  }

  /**
   * Opens or moves a request; `updateTime` is the order's new update time (the platform
   * changes both at once). Throws on a kind or status the platform does not have.
   */
  apply(shopId: string, input: SandboxReturnInput, updateTime: number): StoredReturn {
    const key = (id: string) => `${shopId}/${id}`;
    const existing = input.returnId ? this.returns.get(key(input.returnId)) : undefined;
    if (existing && existing.orderId !== input.orderId) {
      throw new Error(`return ${input.returnId} belongs to order ${existing.orderId}`);
    }
    const kind = existing?.kind ?? input.kind ?? 'return';
    const statuses = this.rules.statuses[kind];
    if (!statuses) throw new Error(`this platform has no ${kind} request`);
    const status = input.status ?? existing?.status ?? statuses[0]!;
    if (!statuses.includes(status)) throw new Error(`not a ${kind} status here: ${status}`);
    const stored: StoredReturn = existing ?? {
      returnId: input.returnId ?? `${Date.now() % 1_000_000_000}${randomInt(100_000, 999_999)}`,
      orderId: input.orderId,
      shopId,
      kind,
      status,
      reason: '',
      trackingNumber: null,
      // Asked now: never later than the clock, even when the order's update time had to
      // move past it to stay increasing (Shopee's list filters on the creation time).
      createTime: Math.min(updateTime, Math.floor(Date.now() / 1000)),
      updateTime,
      orderStatusBefore: null,
    };
    stored.status = status;
    if (input.reason !== undefined) stored.reason = input.reason;
    if (input.trackingNumber !== undefined) stored.trackingNumber = input.trackingNumber;
    stored.updateTime = Math.max(updateTime, stored.updateTime);
    this.returns.set(key(stored.returnId), stored);
    return stored;
  }
}
