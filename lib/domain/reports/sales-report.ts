import { Prisma } from '@/lib/generated/prisma/client';
import { sqlRunner, type TenantDb } from '@/lib/db';
import { reusedRows } from '@/lib/domain/reports/answer-reuse';
import type { Actor } from '@/lib/auth/actor';
import {
  reportDays,
  type PagedReportQuery,
  type ReportQuery,
} from '@/lib/domain/reports/report-query';
import {
  MEASURE_COLUMNS,
  measuresSql,
  type MeasureRow,
  type RollupKey,
} from '@/lib/domain/reports/sales-measures';
import {
  ORDER_MEASURES,
  PRODUCT_MEASURES,
  reportFile,
  reportReply,
  rowMeasures,
  totalMeasures,
  type Grain,
  type ReportReply,
  type Row,
} from '@/lib/domain/reports/report-answer';

// One sales report = a grouping of the rollups and the names of its groups. Each report
// file says which (by-sale-channel.ts, by-team.ts, ...); this runs it and shapes the answer.
// The measures come from the rollups alone, so their rows are reused while the rollups of
// the report's days stay as they were (answer-reuse.ts); the names of the page's groups
// are read fresh on every call, so a renamed channel or product shows at once.

export interface SalesReportSpec {
  /** The export's file and sheet name (reportExport.sheets.<name>). */
  name: string;
  keys: readonly RollupKey[];
  grain: Grain;
  /** The group's fields in the answer, in order, selected by `select` from `paged p` + `joins`. */
  fields: readonly string[];
  /** Reads the keys from `p`, a row per group of the page (groupNamesSql). */
  select: (e: number) => Prisma.Sql;
  joins: (e: number) => Prisma.Sql;
  statuses?: readonly number[];
  productsIn?: (e: number) => Prisma.Sql;
}

export interface SalesReport {
  spec: SalesReportSpec;
  rows: Row[];
  total: Row;
  count: number;
}

/** The SQL type of each rollup key, for the page's keys handed back to groupNamesSql. */
const KEY_TYPES: Record<RollupKey, string> = {
  day: 'date',
  status: 'smallint',
  sale_channel_id: 'int',
  team_id: 'int',
  staff_user_id: 'int',
  platform: 'smallint',
  platform_shop_id: 'int',
  payment_type: 'smallint',
  product_id: 'int',
};

type MeasureQuery = ReportQuery & Partial<Pick<PagedReportQuery, 'page' | 'limit'>>;

/** The report's measures per group (its keys, ranked, the page asked) and the totals. */
export function salesMeasuresSql(
  e: number,
  q: MeasureQuery,
  spec: SalesReportSpec,
  now = new Date(),
): Prisma.Sql {
  const days = reportDays(q, now);
  const page =
    q.limit !== undefined && !q.format
      ? { limit: q.limit, offset: ((q.page ?? 1) - 1) * q.limit }
      : undefined;
  return Prisma.sql`
    ${measuresSql(e, days, q, spec.keys, spec.grain, {
      statuses: spec.statuses,
      productsIn: spec.productsIn?.(e),
      page,
    })}
    SELECT ${Prisma.raw(spec.keys.map((k) => (k === 'day' ? 'p.day::text AS day' : `p.${k}`)).join(', '))},
           ${MEASURE_COLUMNS}
      FROM tot LEFT JOIN paged p ON TRUE
     ORDER BY p.rn`;
}

/** The names of the groups of `rows` (their keys and rn), as the spec selects them. */
export function groupNamesSql(e: number, spec: SalesReportSpec, rows: readonly Row[]): Prisma.Sql {
  const keys = ['rn', ...spec.keys];
  const shape = Prisma.raw(['rn int', ...spec.keys.map((k) => `${k} ${KEY_TYPES[k]}`)].join(', '));
  const page = rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k]])));
  return Prisma.sql`
    SELECT p.rn, ${spec.select(e)}
      FROM jsonb_to_recordset(${JSON.stringify(page)}::jsonb) AS p(${shape}) ${spec.joins(e)}`;
}

export async function runSalesReport(
  db: TenantDb,
  e: number,
  q: MeasureQuery,
  spec: SalesReportSpec,
  now = new Date(),
): Promise<SalesReport> {
  const days = reportDays(q, now);
  const found = await reusedRows<MeasureRow & Row>(db, e, days, salesMeasuresSql(e, q, spec, now));
  return namedSalesReport(db, e, q, spec, found);
}

/** Joins nothing and shows only its keys (the day, the platform): named without a statement. */
const namedByKeys = (e: number, spec: SalesReportSpec) =>
  spec.joins(e).text.trim() === '' &&
  spec.fields.every((f) => (spec.keys as readonly string[]).includes(f));

/** The report's rows from its measures (salesMeasuresSql's rows), each group named now. */
export async function namedSalesReport(
  db: TenantDb,
  e: number,
  q: MeasureQuery,
  spec: SalesReportSpec,
  found: readonly (MeasureRow & Row)[],
): Promise<SalesReport> {
  // A product filter makes any report count the product's lines (no discount or shipping).
  const grain: Grain = q.product_id !== undefined ? 'product' : spec.grain;
  const ranked = found.filter((r) => r.rn !== null);
  const names =
    ranked.length && !namedByKeys(e, spec)
      ? await sqlRunner(db).rows<Row>(groupNamesSql(e, spec, ranked))
      : ranked;
  const named = new Map<unknown, Row>(names.map((n) => [n.rn, n]));
  const rows = ranked.map((r) => {
    const n = named.get(r.rn) ?? {};
    const group: Row = {};
    for (const f of spec.fields) group[f] = n[f];
    return { ...group, ...rowMeasures(r, grain) };
  });
  return {
    spec: { ...spec, grain },
    rows,
    total: { ...totalMeasures(found, grain) },
    count: found[0]?.count_all ?? 0,
  };
}

/** JSON, or the file when the query asks for a format. */
export async function answerSalesReport(
  actor: Actor,
  q: ReportQuery,
  report: SalesReport,
  extra: Row = {},
): Promise<ReportReply | Response> {
  const measures = report.spec.grain === 'order' ? ORDER_MEASURES : PRODUCT_MEASURES;
  if (q.format) {
    return reportFile({
      format: q.format,
      locale: actor.locale,
      name: report.spec.name,
      fields: [...report.spec.fields.filter((f) => !f.endsWith('_id')), ...measures],
      rows: report.rows,
      total: report.total,
    });
  }
  return reportReply(report.rows, report.total, { count: report.count, ...extra });
}
