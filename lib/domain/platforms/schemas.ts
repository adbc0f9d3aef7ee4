import { z } from 'zod';
import { idParam } from '@/lib/domain/shared/list-query';
import { PLATFORM_NAMES } from '@/lib/domain/platforms/connector';

// The shapes of the platform calls (docs/api-conventions.md; api-contract section 7).

const text = (max: number) => z.string().trim().min(1).max(max);
const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');

/** An instant as Unix seconds (the platforms' own) or as an ISO-8601 text. */
const instant = z.union([
  z.coerce
    .number()
    .int()
    .min(946684800)
    .max(4102444800)
    .transform((s) => new Date(s * 1000)),
  z
    .string()
    .datetime({ offset: true })
    .transform((s) => new Date(s)),
]);

export const platformParams = z.object({ platform: text(20) });
export const platformShopParams = z.object({ id: idParam });
export const syncJobParams = z.object({ job_id: idParam });

export const connectCallbackQuery = z.object({
  code: text(500),
  state: text(1000),
  /** Shopee sends the shop back with the code. */
  shop_id: text(100).optional(),
});

/** POST /api/platform/{platform}/connect: a shop connected by its API key (Pancake). */
export const connectByKeyInput = z
  .object({
    api_key: z
      .string()
      .trim()
      .min(8)
      .max(200)
      .regex(/^[\x21-\x7e]+$/, 'printable characters without spaces'),
    shop_id: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _'),
  })
  .strict();
export type ConnectByKeyInput = z.infer<typeof connectByKeyInput>;

export const keyConnectSchema = z.object({
  id: z.number(),
  shop_id: z.string(),
  shop_name: z.string(),
  reconnected: z.boolean(),
  webhook: z.object({ url: z.string(), header: z.string(), secret: z.string() }),
});

/** ?shop_id: the shop's id at the platform (the spec's calls name shops this way). */
export const shopQuery = z.object({ shop_id: text(100) });

/** POST /api/platform/{platform}/orders/sync: days back from sync_date (Bangkok days). */
export const orderSyncInput = z.object({
  shop_id: text(100),
  shop_name: z.string().max(200).optional(),
  /** The last day to sync (default today). */
  sync_date: dayText.optional(),
  /** How many days up to sync_date (default 1, at most 92). */
  sync_day: z.coerce.number().int().min(1).max(92).optional(),
});
export type OrderSyncInput = z.infer<typeof orderSyncInput>;

/** POST /api/v2/platform/orders/sync: a range of update times. */
export const orderSyncRangeInput = z
  .object({
    platform: z.enum(PLATFORM_NAMES as [string, ...string[]]),
    shop_id: text(100).optional(),
    shop_cipher: text(200).optional(),
    time_from: instant,
    time_to: instant,
  })
  .refine((v) => v.shop_id || v.shop_cipher, { message: 'shop_id or shop_cipher is required' });
export type OrderSyncRangeInput = z.infer<typeof orderSyncRangeInput>;

export const shopSettingsInput = z
  .object({
    handover_method: z.union([z.literal(1), z.literal(2)]).optional(),
    stock_storage_ids: z.array(idParam).max(50).optional(),
    sale_channel_id: idParam.optional(),
    payment_method_id: idParam.optional(),
  })
  .strict();
export type ShopSettingsInput = z.infer<typeof shopSettingsInput>;

export const platformShopSchema = z.object({
  id: z.number(),
  platform: z.number(),
  platform_name: z.string(),
  shop_id: z.string(),
  shop_name: z.string(),
  cipher: z.string().nullable(),
  region: z.string().nullable(),
  status: z.number(),
  token_expires_at: z.string().nullable(),
  refresh_expires_at: z.string().nullable(),
  last_synced_at: z.string().nullable(),
  last_product_sync_at: z.string().nullable(),
  last_error: z.string().nullable(),
  handover_method: z.number(),
  stock_storage_ids: z.array(z.number()),
  sale_channel_id: z.number().nullable(),
  payment_method_id: z.number().nullable(),
  orders: z.number(),
  orders_to_map: z.number(),
  products: z.number(),
  products_to_map: z.number(),
  stock_push_errors: z.number(),
  last_run: z
    .object({
      job_id: z.number(),
      kind: z.string(),
      state: z.string(),
      finished_at: z.string().nullable(),
    })
    .nullable(),
});
export type PlatformShopRow = z.infer<typeof platformShopSchema>;

export const syncRunSchema = z.object({
  job_id: z.number(),
  shop_id: z.number(),
  kind: z.enum(['orders', 'products']),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  time_from: z.string().nullable(),
  time_to: z.string().nullable(),
  fetched: z.number(),
  created: z.number(),
  updated: z.number(),
  failed: z.number(),
  errors: z.array(z.object({ order_id: z.string().optional(), message: z.string() })),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
