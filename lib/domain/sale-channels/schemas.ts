import { z } from 'zod';
import {
  idParams,
  intFilter,
  limitParam,
  pageParam,
  searchParam,
  sortParam,
  allParam,
} from '@/lib/domain/shared/list-query';
import { activeFilter, nameText } from '@/lib/domain/org/fields';

// Inputs of the sale channel calls (CRUD at /api/v1/salechannel). Shared by
// the route handlers and the /admin/sale-channel form.

/** Spec section 9: 1 company, 2 agent. */
export const SALE_CHANNEL_TYPES = [1, 2] as const;
export type SaleChannelType = (typeof SALE_CHANNEL_TYPES)[number];

const fields = {
  name: nameText(100),
  type: z.literal(SALE_CHANNEL_TYPES),
  /** false hides the channel from pickers (order and user forms); the admin list shows it. */
  active: z.boolean(),
};

/** POST /api/v1/salechannel */
export const saleChannelInput = z.object({ ...fields, active: fields.active.default(true) });
export type SaleChannelInput = z.output<typeof saleChannelInput>;

/** PUT /api/v1/salechannel/{id}: a field left out stays as it is. */
export const updateSaleChannelInput = z.object(fields).partial();
export type UpdateSaleChannelInput = z.output<typeof updateSaleChannelInput>;

export const SALE_CHANNEL_SORT_FIELDS = ['name', 'type', 'active', 'created_at'] as const;
export type SaleChannelSortField = (typeof SALE_CHANNEL_SORT_FIELDS)[number];

/** GET /api/v1/salechannel (a picker asks `?all=1&active=1&sort=name`). */
export const saleChannelListQuery = z.object({
  page: pageParam,
  limit: limitParam,
  q: searchParam.describe('name (contains, any case)'),
  sort: sortParam(SALE_CHANNEL_SORT_FIELDS),
  type: intFilter(1, 2).describe('1 company, 2 agent'),
  active: activeFilter,
  all: allParam,
});
export type SaleChannelListQuery = z.output<typeof saleChannelListQuery>;

export const saleChannelIdParams = idParams;

// ---------------------------------------------------------------------------------------
// Responses (OpenAPI document only)
// ---------------------------------------------------------------------------------------

export const saleChannelSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.number().describe('1 company, 2 agent'),
  active: z.boolean(),
  user_count: z.number().describe('users (not deleted) booked under this channel'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SaleChannel = z.infer<typeof saleChannelSchema>;
