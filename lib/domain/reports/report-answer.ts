import {
  exportDateStamp,
  exportResponse,
  type ExportColumn,
  type ExportFormat,
} from '@/lib/export';
import { messageText } from '@/lib/export/text';
import type { MeasureRow } from '@/lib/domain/reports/sales-measures';

// The answer of every report (docs/reports.md, Calls): `{ Msg, Data: rows, Datum: { state:
// 1, total, ... } }`, or, with `format`, the same rows and a total row as CSV or XLSX.

export const ORDER_MEASURES = [
  'orders',
  'quantity',
  'amount',
  'discount',
  'shipping',
  'cost',
  'profit',
  'cost_estimated',
] as const;
export const PRODUCT_MEASURES = [
  'orders',
  'quantity',
  'amount',
  'cost',
  'profit',
  'cost_estimated',
] as const;

export type Grain = 'order' | 'product';
export type Row = Record<string, unknown>;

export interface SalesMeasures {
  orders: number;
  quantity: number;
  amount: string;
  discount?: string | null;
  shipping?: string | null;
  cost: string;
  profit: string;
  cost_estimated: boolean;
}

/** A row's measures; product grain has no discount or shipping. */
export function rowMeasures(r: MeasureRow, grain: Grain): SalesMeasures {
  const m: SalesMeasures = {
    orders: r.orders,
    quantity: r.quantity,
    amount: r.amount,
    cost: r.cost,
    profit: r.profit,
    cost_estimated: r.cost_estimated,
  };
  return grain === 'order' ? { ...m, discount: r.discount, shipping: r.shipping } : m;
}

/** The totals over every row (also those on other pages); zeros when nothing sold. */
export function totalMeasures(rows: readonly MeasureRow[], grain: Grain): SalesMeasures {
  const t = rows[0];
  const m: SalesMeasures = {
    orders: t?.t_orders ?? 0,
    quantity: t?.t_quantity ?? 0,
    amount: t?.t_amount ?? '0.00',
    cost: t?.t_cost ?? '0.00',
    profit: t?.t_profit ?? '0.00',
    cost_estimated: t?.t_estimated ?? false,
  };
  return grain === 'order'
    ? { ...m, discount: t?.t_discount ?? '0.00', shipping: t?.t_shipping ?? '0.00' }
    : m;
}

/** The envelope's status and body (defineRoute sends it as it sends any answer). */
export interface ReportReply {
  status: 200;
  body: { Msg: 'common.success'; Data: Row[]; Datum: Row };
}

export function reportReply(rows: Row[], total: Row, extra: Row = {}): ReportReply {
  return {
    status: 200,
    body: { Msg: 'common.success', Data: rows, Datum: { state: 1, total, ...extra } },
  };
}

const MONEY = new Set([
  'amount',
  'discount',
  'shipping',
  'cost',
  'profit',
  'rate',
  'commission',
  'good_amount',
  'broken_amount',
  'lost_amount',
  'other_amount',
]);

/** The rows as a file: the columns named in the actor's language, money as numbers, a total row last. */
export async function reportFile(opts: {
  format: ExportFormat;
  locale: string;
  name: string;
  fields: readonly string[];
  rows: Row[];
  total: Row;
}): Promise<Response> {
  const t = (key: string) => messageText(opts.locale, key);
  const columns: ExportColumn<Row>[] = opts.fields.map((field) => ({
    header: t(`reportExport.columns.${field}`),
    value: (row: Row) => {
      const v = row[field];
      if (field === 'cost_estimated')
        return v === undefined ? null : v ? t('reportExport.yes') : '';
      if (MONEY.has(field) && typeof v === 'string') return Number(v);
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v === null)
        return v;
      return v === undefined ? null : String(v);
    },
  }));
  const totalRow: Row = { ...opts.total, [opts.fields[0]!]: t('reportExport.total') };
  async function* all() {
    yield* opts.rows;
    yield totalRow;
  }
  return exportResponse({
    format: opts.format,
    filename: `${opts.name}-${exportDateStamp()}`,
    columns,
    rows: all(),
    sheetName: t(`reportExport.sheets.${opts.name}`),
  });
}
