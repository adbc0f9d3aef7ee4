import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { z, type ZodType } from 'zod';
import type { Actor } from '@/lib/auth/actor';
import { csvCell, exportResponse, type ExportFormat } from '@/lib/export';
import { messageText, textLocale, type TextLocale } from '@/lib/export/text';
import { AppError, isAppError } from '@/lib/errors';
import { log } from '@/lib/log';
import { objectKey, putObject } from '@/lib/storage';
import { fileUrl } from '@/lib/storage/file-field';
import { acceptUpload, CSV_CONTENT_TYPE, MB } from '@/lib/storage/upload';

/**
 * Import of CSV or XLSX files, all or nothing. A route (body `importBody` from
 * lib/storage/file-field.ts, `maxBodyBytes: IMPORT_MAX_REQUEST_BYTES`):
 *
 *   handler: async ({ db, actor, body, requestId }) =>
 *     datum(
 *       await runImport({
 *         actor,
 *         file: body.file,
 *         columns: PRODUCT_IMPORT_COLUMNS,          // [{ key: 'pn', headers: ['SKU', 'รหัสสินค้า', 'pn'] }, ...]
 *         schema: productImportRow,                 // zod over the raw strings: z.coerce for numbers
 *         checkRows: (rows) => duplicateSkus(db, rows),   // within the file and against the table
 *         apply: (rows) =>
 *           inTransaction(db, async (tx) => {
 *             for (const part of chunk(rows)) await tx.product.createMany({ data: part.map(toData) });
 *             await recordAudit(tx, actor, { action: 'product.import', entity: 'product', after: { count: rows.length }, requestId });
 *           }, IMPORT_TRANSACTION_OPTIONS),
 *       }),
 *     ),
 *
 * Steps: the file's type is checked from its bytes (CSV as text, UTF-8 or the Thai
 * Windows code page; XLSX), its first non-empty row is the header, matched to the
 * columns by name (any of `headers` or the key; case, spaces, `_` and `*` ignored), and
 * every row is parsed into an object of the columns' keys (values trimmed; empty cells
 * absent) and checked with the schema. checkRows then gets the valid rows for the checks
 * across rows. Any error: nothing is applied, a CSV report (line, column, value, reason,
 * in the actor's language) is stored under `<enterprise>/import-reports/`, and
 * `import.rowsInvalid` (422) is thrown with `Datum { errors (first 200), report_url,
 * error_count, invalid_rows, row_count }`. Otherwise apply is called once with every row.
 * Errors: `import.invalidFile` (400: not CSV/XLSX, unreadable, no known header, no rows),
 * `import.tooManyRows` (413), `file.tooLarge` (413).
 */

export interface ImportColumn {
  /** The property of the parsed row (and of the schema). */
  key: string;
  /** Header names accepted for it, Thai and English; the first one heads the template. */
  headers: string[];
}

export interface ImportRowError {
  /** The line of the file (the header is line 1 when it is the first line). */
  line: number;
  /** A column key (shown as the file's header for it) or a header text. */
  column?: string;
  message: string;
  /** The cell as it was in the file (filled in from the column when absent). */
  value?: string;
}

export interface ImportResult {
  imported: number;
}

export const IMPORT_DEFAULT_MAX_ROWS = 50_000;
/** The largest import file read. */
export const IMPORT_MAX_BYTES = 20 * MB;
/** For the import route's `maxBodyBytes`: the file plus the form's overhead. */
export const IMPORT_MAX_REQUEST_BYTES = IMPORT_MAX_BYTES + 64 * 1024;
/** Errors sent back in the answer; the report holds them all. */
export const IMPORT_ERRORS_IN_ANSWER = 200;
/** For the one transaction of apply: 50,000 rows take longer than Prisma's default 5 s. */
export const IMPORT_TRANSACTION_OPTIONS = { timeout: 300_000, maxWait: 10_000 } as const;

export async function runImport<T>(opts: {
  actor: Actor;
  file: File;
  columns: ImportColumn[];
  schema: ZodType<T>;
  maxRows?: number;
  checkRows?: (rows: Array<{ line: number; value: T }>) => Promise<ImportRowError[]>;
  apply: (rows: T[]) => Promise<void>;
}): Promise<ImportResult> {
  const { actor, columns, schema } = opts;
  const maxRows = opts.maxRows ?? IMPORT_DEFAULT_MAX_ROWS;
  const locale = textLocale(actor.locale);

  const upload = await acceptImportFile(opts.file);
  const table = upload.ext === 'xlsx' ? readXlsx(upload.buffer) : readCsv(upload.buffer);

  const valid: Array<{ line: number; value: T }> = [];
  const raws = new Map<number, Record<string, string | undefined>>();
  const errors: ImportRowError[] = [];
  let mapping: HeaderMapping | undefined;
  let rowCount = 0;
  let rowsRead = 0;
  const zodErrors = zodLocale(locale);
  const tooManyRows = () => new AppError('import.tooManyRows', `at most ${maxRows} rows`);

  try {
    for await (const { line, cells } of table) {
      // Every row read counts, blank or not (one header row allowed): a sheet of 200,000
      // formatted but empty rows stops at the cap instead of being read to its end.
      if (++rowsRead > maxRows + 1) throw tooManyRows();
      if (cells.every((c) => c === '')) continue;
      if (!mapping) {
        mapping = mapHeaders(cells, columns);
        continue;
      }
      rowCount++;
      if (rowCount > maxRows) throw tooManyRows();
      const raw = mapping.rowOf(cells);
      const parsed = await schema.safeParseAsync(raw, { error: zodErrors });
      if (parsed.success) {
        valid.push({ line, value: parsed.data });
        raws.set(line, raw);
      } else {
        for (const issue of parsed.error.issues) {
          const key = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
          const value = key ? raw[key] : undefined;
          errors.push({
            line,
            column: key,
            value,
            message:
              value === undefined && issue.code === 'invalid_type' && key
                ? messageText(locale, 'import.required')
                : issue.message,
          });
        }
      }
    }
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AppError('import.invalidFile', readErrorText(error));
  }
  if (!mapping) throw new AppError('import.invalidFile', 'the file is empty');
  if (rowCount === 0) throw new AppError('import.invalidFile', 'the file has no data rows');

  if (opts.checkRows && valid.length > 0) {
    for (const e of await opts.checkRows(valid)) {
      const key = e.column && columns.some((c) => c.key === e.column) ? e.column : undefined;
      errors.push({ ...e, value: e.value ?? (key ? raws.get(e.line)?.[key] : undefined) });
    }
  }

  if (errors.length > 0) {
    const shown = errors
      .map((e) => ({ ...e, column: e.column ? mapping!.label(e.column) : undefined }))
      .sort((a, b) => a.line - b.line);
    const invalidRows = new Set(shown.map((e) => e.line)).size;
    const reportUrl = await storeReport(actor, locale, shown);
    throw new AppError(
      'import.rowsInvalid',
      `${invalidRows} rows invalid`,
      {},
      {
        errors: shown.slice(0, IMPORT_ERRORS_IN_ANSWER),
        report_url: reportUrl,
        error_count: shown.length,
        invalid_rows: invalidRows,
        row_count: rowCount,
      },
    );
  }

  await opts.apply(valid.map((v) => v.value));
  return { imported: valid.length };
}

/** A file with only the header row, for people to fill in. */
export function importTemplateResponse(
  columns: ImportColumn[],
  format: ExportFormat,
  filename: string,
): Promise<Response> {
  return exportResponse<never>({
    format,
    filename,
    columns: columns.map((c) => ({ header: c.headers[0] ?? c.key, value: () => '' })),
    rows: (async function* () {})(),
  });
}

/** Rows cut into parts of `size` for createMany (one statement per part). */
export function chunk<T>(rows: readonly T[], size = 1000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

// --- reading ------------------------------------------------------------------------------

async function acceptImportFile(file: File) {
  try {
    return await acceptUpload(file, { kinds: ['csv', 'spreadsheet'], maxBytes: IMPORT_MAX_BYTES });
  } catch (error) {
    if (!isAppError(error) || error.key !== 'file.invalidType') throw error;
    // A workbook some tool zipped without the markers file-type looks for: let the XLSX
    // reader decide (it refuses anything that is not a workbook).
    const buffer = Buffer.from(await file.arrayBuffer());
    if (buffer.subarray(0, 4).equals(ZIP_MAGIC)) return { buffer, ext: 'xlsx' };
    throw new AppError('import.invalidFile', 'expected a CSV or XLSX file');
  }
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

interface TableRow {
  line: number;
  cells: string[];
}

/** UTF-8 (with or without BOM), else the Thai Windows code page Excel uses for "CSV". */
export function decodeCsv(buffer: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    text = new TextDecoder('windows-874').decode(buffer);
  }
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/** Comma, unless the first line holds more semicolons or tabs. */
function guessDelimiter(text: string): string {
  const first = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => first.split(c).length - 1;
  const best = [',', ';', '\t'].sort((a, b) => count(b) - count(a))[0]!;
  return count(best) > 0 ? best : ',';
}

async function* readCsv(buffer: Buffer): AsyncIterable<TableRow> {
  const text = decodeCsv(buffer);
  const parser = Readable.from([text]).pipe(
    parse({
      delimiter: guessDelimiter(text),
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }),
  );
  for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    yield { line: item.info.lines, cells: item.record.map((c) => c.trim()) };
  }
}

async function* readXlsx(buffer: Buffer): AsyncIterable<TableRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buffer]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  // The first worksheet only.
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      // A row with no value (only a format) costs nothing more than being counted.
      if (!row.hasValues) {
        yield { line: row.number, cells: [] };
        continue;
      }
      const values = Array.isArray(row.values) ? row.values : [];
      const cells: string[] = [];
      for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]).trim());
      yield { line: row.number, cells };
    }
    return;
  }
}

/** The text of an XLSX cell: formulas by their result, rich text joined, dates as YYYY-MM-DD. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) {
    // Excel dates have no zone: exceljs reads them as UTC.
    if (Number.isNaN(value.getTime())) return '';
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
  }
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.richText))
      return v.richText.map((p) => String((p as { text?: unknown }).text ?? '')).join('');
    if ('result' in v) return cellText(v.result);
    if ('text' in v) return cellText(v.text);
    if ('error' in v) return '';
  }
  return String(value);
}

function readErrorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return `the file could not be read: ${text.slice(0, 200)}`;
}

// --- headers ------------------------------------------------------------------------------

/** Header text as compared: lower case, no spaces, `_`, `-` or `*`. */
export function normaliseHeader(text: string): string {
  return text
    .normalize('NFC')
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[\s_*-]+/g, '');
}

interface HeaderMapping {
  rowOf: (cells: string[]) => Record<string, string | undefined>;
  /** How the report names a column: its header in the file, else its first header. */
  label: (column: string) => string;
}

function mapHeaders(cells: string[], columns: ImportColumn[]): HeaderMapping {
  const byName = new Map<string, string>();
  for (const c of columns) {
    for (const name of [...c.headers, c.key]) {
      const n = normaliseHeader(name);
      if (n && !byName.has(n)) byName.set(n, c.key);
    }
  }
  const indexOf = new Map<string, number>();
  const fileHeader = new Map<string, string>();
  cells.forEach((cell, i) => {
    const key = byName.get(normaliseHeader(cell));
    if (key && !indexOf.has(key)) {
      indexOf.set(key, i);
      fileHeader.set(key, cell);
    }
  });
  if (indexOf.size === 0) {
    const expected = columns.map((c) => c.headers[0] ?? c.key).join(', ');
    throw new AppError(
      'import.invalidFile',
      `no known column in the first row; expected ${expected}`,
    );
  }
  return {
    rowOf(row) {
      const out: Record<string, string | undefined> = {};
      for (const c of columns) {
        const i = indexOf.get(c.key);
        const v = i === undefined ? undefined : row[i];
        out[c.key] = v === undefined || v === '' ? undefined : v;
      }
      return out;
    },
    label(column) {
      const header = fileHeader.get(column);
      if (header) return header;
      return columns.find((c) => c.key === column)?.headers[0] ?? column;
    },
  };
}

// --- errors and the report -------------------------------------------------------------

const zodLocales = new Map<TextLocale, z.core.$ZodErrorMap>();

function zodLocale(locale: TextLocale): z.core.$ZodErrorMap {
  let map = zodLocales.get(locale);
  if (!map) {
    map = (locale === 'en' ? z.locales.en() : z.locales.th()).localeError;
    zodLocales.set(locale, map);
  }
  return map;
}

async function storeReport(
  actor: Actor,
  locale: TextLocale,
  errors: ImportRowError[],
): Promise<string | null> {
  const t = (key: string) => messageText(locale, `import.report.${key}`);
  const csv = stringify(
    [
      [t('line'), t('column'), t('value'), t('reason')],
      ...errors.map((e) => [
        String(e.line),
        csvCell(e.column ?? ''),
        csvCell(e.value ?? ''),
        csvCell(e.message),
      ]),
    ],
    { bom: true, record_delimiter: 'windows' },
  );
  const key = objectKey(actor.enterpriseId, 'import-reports', 'csv');
  try {
    await putObject(key, Buffer.from(csv, 'utf8'), { contentType: CSV_CONTENT_TYPE });
    return fileUrl(key);
  } catch (error) {
    // The answer still lists the first errors; only the full report is missing.
    log.error('import report not stored', {
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    return null;
  }
}
