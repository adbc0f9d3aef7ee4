/**
 * The names of the queues and of the jobs they carry, spelled once. The domain writes a job
 * to the outbox under them (enqueueOutbox), the job registry hangs a processor on each, and
 * BullMQ keys its queues by them: renaming one strands the jobs already queued under the
 * old name.
 */

/** Mails sent on a person's behalf. */
export const MAIL_QUEUE = 'mail';
/** The password reset link, written in the transaction of its token. */
export const PASSWORD_RESET_JOB = 'password-reset';

/** The nightly auto-close of packed orders. */
export const AUTO_CLOSE_QUEUE = 'autoclose';
/** The scheduler's tick: starts the runs that are due. */
export const AUTO_CLOSE_TICK_JOB = 'tick';
/** One enterprise's run, written to the outbox by the tick. */
export const AUTO_CLOSE_RUN_JOB = 'run';

/** Selling platforms: order and product syncs, the sync and token schedules. */
export const PLATFORM_SYNC_QUEUE = 'platform-sync';
/** One sync run of a shop's orders (platform_sync_runs.id in the payload). */
export const PLATFORM_ORDER_SYNC_JOB = 'order-sync';
/** One sync run of a shop's products. */
export const PLATFORM_PRODUCT_SYNC_JOB = 'product-sync';
/** The schedule's tick: starts the incremental order sync of every connected shop that is due. */
export const PLATFORM_SYNC_TICK_JOB = 'sync-tick';
/** The schedule's tick: refreshes the tokens that expire soon. */
export const PLATFORM_TOKEN_TICK_JOB = 'token-tick';

/** Selling platforms: work on single orders that people wait for. */
export const PLATFORM_ORDER_QUEUE = 'platform-orders';
/** Orders a push said changed: fetched and written. */
export const PLATFORM_WEBHOOK_JOB = 'webhook-orders';
/** The shipment of a packed platform order arranged with the platform, and its label kept. */
export const PLATFORM_SHIPMENT_JOB = 'arrange-shipment';

/** Selling platforms: the sellable quantities pushed back to the shops. */
export const PLATFORM_STOCK_QUEUE = 'platform-stock';
/** The schedule's tick: pushes the SKUs whose stock changed. */
export const PLATFORM_STOCK_TICK_JOB = 'stock-tick';

/** Reports too slow to answer in the call: computed by a job, read back by the screen. */
export const REPORT_QUEUE = 'reports';
/** The WMS summary of one enterprise and query (lib/domain/reports/wms-summary). */
export const WMS_SUMMARY_JOB = 'wms-summary';
/** The marks of changed report days that no kept report answer needs any more, pruned. */
export const REPORT_CHANGES_PRUNE_JOB = 'report-changes-prune';

/** LINE messages to members (docs/members.md, Sending). */
export const LINE_QUEUE = 'line';
/** One push to one member (line_messages.id in the payload), the same retry key every try. */
export const LINE_PUSH_JOB = 'line-push';
/** A picture a member sent in the chat, fetched from LINE and attached as a slip. */
export const LINE_CHAT_IMAGE_JOB = 'line-chat-image';
