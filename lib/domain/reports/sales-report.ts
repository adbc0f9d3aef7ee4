import { Prisma } from '@/lib/generated/prisma/client';
import { sqlRunner, type TenantDb } from '@/lib/db';
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

export interface SalesReportSpec {
  /** The export's file and sheet name (reportExport.sheets.<name>). */
  name: string;
  keys: readonly RollupKey[];
  grain: Grain;
  /** The group's fields in the answer, in order, selected by `select` from `paged p` + `joins`. */
  fields: readonly string[];
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

export function salesReportSql(
  e: number,
  q: ReportQuery & Partial<Pick<PagedReportQuery, 'page' | 'limit'>>,
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
    SELECT ${spec.select(e)}, ${MEASURE_COLUMNS}
      FROM tot LEFT JOIN paged p ON TRUE ${spec.joins(e)}
     ORDER BY p.rn`;
}

export async function runSalesReport(
  db: TenantDb,
  e: number,
  q: ReportQuery & Partial<Pick<PagedReportQuery, 'page' | 'limit'>>,
  spec: SalesReportSpec,
): Promise<SalesReport> {
  const found = await sqlRunner(db).rows<MeasureRow & Row>(salesReportSql(e, q, spec));
  // A product filter makes any report count the product's lines (no discount or shipping).
  const grain: Grain = q.product_id !== undefined ? 'product' : spec.grain;
  const rows = found
    .filter((r) => r.rn !== null)
    .map((r) => {
      const group: Row = {};
      for (const f of spec.fields) group[f] = r[f];
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
