import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { contentDisposition } from '@/lib/export/content-disposition';
import { blankToUndefined } from '@/lib/domain/shared/list-query';
import { log } from '@/lib/log';

/**
 * Export of a list's filtered rows as CSV or XLSX, streamed: rows are read in id-ordered
 * batches (keysetRows) and written as they come, so memory stays flat for 100,000 rows
 * and the download starts at once. A route:
 *
 *   export const GET = defineRoute({
 *     access: access.area('product', 1),
 *     summary: 'Products as CSV or XLSX, with the list filters',
 *     tags: ['products'],
 *     query: productListQuery.omit({ page: true, limit: true }).extend(exportQuery.shape),
 *     handler: async ({ db, actor, query }) =>
 *       exportResponse({
 *         format: query.format,
 *         filename: `products-${exportDateStamp()}`,   // extension added
 *         columns: productExportColumns(actor.locale),
 *         rows: iterateProducts(db, query),           // keysetRows(...) over the same filter
 *       }),
 *   });
 *
 * CSV is UTF-8 with a byte order mark (Excel then shows Thai), CRLF line ends, and text
 * that Excel would run as a formula (=, +, -, @ first) is prefixed with an apostrophe.
 * XLSX has a bold, frozen header row; dates are written as Bangkok wall-clock time.
 */

export type ExportFormat = 'csv' | 'xlsx';
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const satisfies readonly ExportFormat[];

/** `format=csv|xlsx` (csv when absent). Extend a list's query with `.extend(exportQuery.shape)`. */
export const exportQuery = z.object({
  format: z.preprocess(blankToUndefined, z.enum(EXPORT_FORMATS).default('csv')),
});

export type ExportValue = string | number | boolean | Date | null | undefined;

export interface ExportColumn<T> {
  header: string;
  value: (row: T) => ExportValue;
  /** Column width in characters in XLSX (a guess from the header otherwise). */
  width?: number;
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const BANGKOK_OFFSET_MS = 7 * 3600_000;
const XLSX_MAX_TEXT = 32_767;
const XLSX_ROWS_PER_CHECK = 100;
// Characters XML 1.0 cannot hold; a spreadsheet with them does not open.
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/**
 * The file as a streamed answer. The first row is read before the answer starts: a query
 * the database refuses is then an error envelope, not a file cut off after its header.
 */
export async function exportResponse<T>(opts: {
  format: ExportFormat;
  filename: string;
  columns: ExportColumn<T>[];
  rows: AsyncIterable<T>;
  sheetName?: string;
}): Promise<Response> {
  const { format, columns } = opts;
  const rows = await withFirstRowRead(opts.rows);
  const body =
    format === 'xlsx' ? xlsxStream(columns, rows, opts.sheetName) : csvStream(columns, rows);
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      'Content-Type': EXPORT_CONTENT_TYPES[format],
      'Content-Disposition': contentDisposition('attachment', withExtension(opts.filename, format)),
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** The same rows, the first of them already read (so its error, if any, is thrown now). */
async function withFirstRowRead<T>(rows: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    [Symbol.asyncIterator]: () => {
      let pending: IteratorResult<T> | undefined = first;
      return {
        next: async () => {
          if (pending) {
            const result = pending;
            pending = undefined;
            return result;
          }
          return iterator.next();
        },
        return: async (value?: unknown) =>
          (await iterator.return?.(value)) ?? { done: true, value: undefined },
      };
    },
  };
}

/**
 * Every row of a table in id order, read `batch` rows at a time after the last id seen
 * (`WHERE id > $after ORDER BY id LIMIT $take`): no OFFSET, so the last batch costs what
 * the first did. fetchPage gets undefined for the first batch.
 *
 *   keysetRows((after, take) =>
 *     db.product.findMany({
 *       where: { ...where, ...(after === undefined ? {} : { id: { gt: after } }) },
 *       orderBy: { id: 'asc' },
 *       take,
 *       select,
 *     }),
 *   )
 */
export async function* keysetRows<T extends { id: number | bigint }>(
  fetchPage: (afterId: number | bigint | undefined, take: number) => Promise<T[]>,
  batch = 1000,
): AsyncIterable<T> {
  let after: number | bigint | undefined;
  for (;;) {
    const rows = await fetchPage(after, batch);
    for (const row of rows) yield row;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!.id;
    if (after !== undefined && last <= after) throw new Error('keysetRows: ids must increase');
    after = last;
  }
}

/** Today in Bangkok as YYYYMMDD, for file names (`products-20261120.xlsx`). */
export function exportDateStamp(now = new Date()): string {
  return new Date(now.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');
}

function withExtension(filename: string, format: ExportFormat): string {
  return filename.toLowerCase().endsWith(`.${format}`) ? filename : `${filename}.${format}`;
}

// --- CSV ------------------------------------------------------------------------------------

/** A Date as Bangkok wall-clock `YYYY-MM-DD HH:mm:ss`. */
export function bangkokDateTime(d: Date): string {
  return new Date(d.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

const PLAIN_NUMBER = /^[-+]?\d+(\.\d+)?$/;

/** The text of one CSV cell. */
export function csvCell(value: ExportValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : bangkokDateTime(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  // Spreadsheet formula injection: text that starts like a formula is kept as text.
  // Signed numbers ("-390.00") are left alone.
  if (/^[=+\-@\t\r]/.test(value) && !PLAIN_NUMBER.test(value)) return `'${value}`;
  return value;
}

function csvStream<T>(columns: ExportColumn<T>[], rows: AsyncIterable<T>): Readable {
  async function* records() {
    yield columns.map((c) => c.header);
    for await (const row of rows) yield columns.map((c) => csvCell(c.value(row)));
  }
  const stringifier = stringify({ bom: true, record_delimiter: 'windows' });
  // pipeline: the source pauses while the client reads slowly, and an error (or the
  // client going away) ends both sides and the row iterator.
  pipeline(Readable.from(records()), stringifier, (error) => {
    if (error && error.name !== 'AbortError' && error.code !== 'ERR_STREAM_PREMATURE_CLOSE')
      log.error('export failed', { format: 'csv', error: `${error.name}: ${error.message}` });
  });
  return stringifier;
}

// --- XLSX -----------------------------------------------------------------------------------

/** The value of one XLSX cell (a Date shifted so Excel shows Bangkok time). */
export function xlsxCell(value: ExportValue): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : new Date(value.getTime() + BANGKOK_OFFSET_MS);
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value.replace(XML_INVALID, '').slice(0, XLSX_MAX_TEXT);
  return value;
}

/** Excel: at most 31 characters, none of []:*?/\ */
function safeSheetName(name: string | undefined): string {
  const clean = (name ?? 'Sheet1')
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31);
  return clean || 'Sheet1';
}

function xlsxStream<T>(
  columns: ExportColumn<T>[],
  rows: AsyncIterable<T>,
  sheetName: string | undefined,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(safeSheetName(sheetName), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((c) => ({
    width: c.width ?? Math.min(60, Math.max(10, c.header.length + 4)),
  }));

  void (async () => {
    try {
      const head = sheet.addRow(columns.map((c) => xlsxCell(c.header)));
      head.font = { bold: true };
      head.commit();
      let count = 0;
      for await (const row of rows) {
        if (out.destroyed) break; // the client went away: stop reading rows
        const values = columns.map((c) => xlsxCell(c.value(row)));
        const written = sheet.addRow(values);
        values.forEach((v, i) => {
          if (v instanceof Date) written.getCell(i + 1).numFmt = 'yyyy-mm-dd hh:mm:ss';
        });
        written.commit();
        if (++count % XLSX_ROWS_PER_CHECK === 0) {
          // exceljs compresses asynchronously and ignores backpressure inside: let the
          // compressor run, then wait while the client is behind, so rows are not read
          // faster than the file leaves.
          await new Promise((resolve) => setImmediate(resolve));
          while (out.writableNeedDrain && !out.destroyed) await drained(out);
        }
      }
      if (out.destroyed) return;
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      log.error('export failed', {
        format: 'xlsx',
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      });
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return out;
}

/** Resolves when the stream drains, or is closed or destroyed (then nobody will read). */
async function drained(stream: PassThrough): Promise<void> {
  const ac = new AbortController();
  try {
    await Promise.race([
      once(stream, 'drain', { signal: ac.signal }),
      once(stream, 'close', { signal: ac.signal }),
    ]);
  } catch {
    // 'error' rejects once(): the loop sees out.destroyed next.
  } finally {
    ac.abort();
  }
}
