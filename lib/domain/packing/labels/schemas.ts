import { z } from 'zod';
import { idParam } from '@/lib/domain/shared/list-query';

// Inputs of the label print calls (POST and GET /api/v1/packings/print, GET
// /api/v2/packings/print). Safe to import from client code (zod only).

/** Orders per PDF: a day's batch for a station; more goes in several prints. */
export const MAX_LABEL_ORDERS = 200;

/**
 * What each order gets: the A6 shipping label and the A6 packing slip after it (both), or
 * one of them.
 */
export const LABEL_LAYOUTS = ['both', 'label', 'slip'] as const;
export type LabelLayout = (typeof LABEL_LAYOUTS)[number];

const orderIds = z.array(idParam).min(1).max(MAX_LABEL_ORDERS);

export const labelPrintBody = z.object({
  order_ids: orderIds.describe('orders to print, in this order (repeats printed once)'),
  layout: z.enum(LABEL_LAYOUTS).default('both'),
});

/** `order_ids=1,2,3` (or the key repeated: the last wins, as every query key). */
export const labelPrintQuery = z.object({
  order_ids: z
    .preprocess(
      (v) =>
        typeof v === 'string'
          ? v
              .split(',')
              .map((x) => x.trim())
              .filter(Boolean)
          : v,
      orderIds,
    )
    .describe('comma-separated order ids, e.g. 12,15,20'),
  layout: z.enum(LABEL_LAYOUTS).default('both'),
});

export type LabelPrintInput = z.infer<typeof labelPrintBody>;
