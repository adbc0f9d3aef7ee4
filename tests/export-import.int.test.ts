// Export (lib/export: streamed CSV/XLSX, keyset batches) through the users export, and
// import (lib/import: all or nothing, a report of the bad rows) with a test-only target
// that writes teams. Everything happens in an enterprise made here, so the seed and the
// other files' rows stay as they were.
import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Actor } from '@/lib/auth/actor';
import { hashPassword } from '@/lib/auth/password';
import { prisma, tenantClient, inTransaction } from '@/lib/db';
import { exportResponse, keysetRows, type ExportColumn } from '@/lib/export';
import { errorResponse } from '@/lib/http/define-route';
import { AppError } from '@/lib/errors';
import {
  chunk,
  IMPORT_TRANSACTION_OPTIONS,
  importTemplateResponse,
  runImport,
  type ImportColumn,
  type ImportRowError,
} from '@/lib/import';
import { call, loginAs } from './helpers/api';
import { startS3Server, type LocalS3Server } from './helpers/s3-server';

const root = prisma();
const tag = randomBytes(4).toString('hex');
const GENERATED = 2000;

let s3: LocalS3Server;
let enterpriseId: number;
let adminId: number;
let token: string;
let staff: string;
let admin2: string;

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const parseCsv = (b: Buffer) => parse(b, { bom: true, relax_column_count: true }) as string[][];

beforeAll(async () => {
  s3 = await startS3Server();
  s3.use();
  const enterprise = await root.enterprise.create({
    data: { name: `ร้านทดสอบส่งออก ${tag}`, code: `export-${tag}` },
  });
  enterpriseId = enterprise.id;
  const passwordHash = await hashPassword('demo1234');
  const admin = await root.user.create({
    data: {
      enterpriseId,
      username: `exp_admin_${tag}`,
      passwordHash,
      firstName: 'ผู้ดูแล',
      groupId: 1,
    },
  });
  adminId = admin.id;
  await root.user.createMany({
    data: Array.from({ length: GENERATED }, (_, i) => ({
      enterpriseId,
      username: `exp_${tag}_${String(i).padStart(4, '0')}`,
      email: `exp_${tag}_${i}@export-test.test`,
      passwordHash,
      firstName: `ชื่อ${i}`,
      lastName: i % 3 === 0 ? '=HYPERLINK("http://x")' : `สกุล${i}`,
      phone: `08${String(i).padStart(8, '0')}`,
      groupId: 3,
      status: i % 10 === 0 ? 2 : 1,
    })),
  });
  [token, staff, admin2] = await Promise.all([
    loginAs(`exp_admin_${tag}`),
    loginAs('staff'),
    loginAs('admin2'),
  ]);
});

afterAll(async () => {
  await s3?.close();
});

async function listAll(query: string) {
  const rows: Array<Record<string, unknown>> = [];
  for (let page = 1; ; page++) {
    const res = await call<{ data: Array<Record<string, unknown>>; total: number }>(
      'GET',
      `/api/v1/users?limit=100&page=${page}${query ? `&${query}` : ''}`,
      { token },
    );
    expect(res.status).toBe(200);
    rows.push(...res.body.data);
    if (rows.length >= res.body.total) return rows;
  }
}

describe('users export', () => {
  it('streams every user of the filter as CSV with a BOM, Thai headers and id order', async () => {
    const res = await call('GET', '/api/v1/users/export?format=csv', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(
      /^attachment; filename="users-\d{8}\.csv"; filename\*=UTF-8''users-\d{8}\.csv$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.bytes.subarray(0, 3)).toEqual(BOM);

    const [header, ...rows] = parseCsv(res.bytes);
    expect(header).toEqual([
      'รหัส',
      'ชื่อผู้ใช้',
      'ชื่อ',
      'นามสกุล',
      'ชื่อเล่น',
      'อีเมล',
      'เบอร์โทรศัพท์',
      'กลุ่มผู้ใช้',
      'สถานะ',
      'เข้าสู่ระบบล่าสุด',
      'วันที่สร้าง',
    ]);
    expect(rows).toHaveLength(GENERATED + 1);
    const ids = rows.map((r) => Number(r[0]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);

    // The same rows as the list, field for field.
    const list = new Map((await listAll('')).map((u) => [u.id as number, u]));
    expect([...list.keys()].sort((a, b) => a - b)).toEqual(ids);
    for (const r of rows) {
      const u = list.get(Number(r[0]))!;
      expect(r[1]).toBe(u.username);
      expect(r[2]).toBe(u.first_name);
      expect(r[5]).toBe(u.email);
      expect(r[6]).toBe(u.phone);
      expect(r[8]).toBe(u.status === 1 ? 'ใช้งาน' : 'ถูกระงับ');
      expect(r[10]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      // Text that Excel would run as a formula is kept as text.
      if (String(u.last_name).startsWith('=')) expect(r[3]).toBe(`'${u.last_name}`);
      else expect(r[3]).toBe(u.last_name);
    }
  });

  it("applies the list's filters and search", async () => {
    const res = await call('GET', `/api/v1/users/export?status=2&q=exp_${tag}&sort=-username`, {
      token,
    });
    expect(res.status).toBe(200);
    const [, ...rows] = parseCsv(res.bytes);
    const list = await listAll(`status=2&q=exp_${tag}`);
    expect(rows).toHaveLength(GENERATED / 10);
    expect(rows.map((r) => Number(r[0]))).toEqual(
      list.map((u) => u.id as number).sort((a, b) => a - b),
    );
    expect(rows.every((r) => r[8] === 'ถูกระงับ')).toBe(true);
  });

  it('writes XLSX with a bold header, dates as dates, in the same order', async () => {
    const res = await call('GET', '/api/v1/users/export?format=xlsx&group_id=3', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers.get('content-disposition')).toMatch(/filename="users-\d{8}\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(GENERATED + 1);
    expect(sheet.getRow(1).getCell(2).value).toBe('ชื่อผู้ใช้');
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const ids: number[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) ids.push(row.getCell(1).value as number);
    });
    expect(ids).toHaveLength(GENERATED);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const second = sheet.getRow(2);
    expect(second.getCell(2).value).toBe(`exp_${tag}_0000`);
    expect(second.getCell(4).value).toBe('=HYPERLINK("http://x")'); // text, not a formula
    expect(second.getCell(11).value).toBeInstanceOf(Date);
  });

  it("heads the columns in the user's language", async () => {
    await root.user.update({ where: { id: adminId }, data: { locale: 'en' } });
    try {
      const res = await call('GET', '/api/v1/users/export', { token });
      expect(parseCsv(res.bytes)[0]!.slice(0, 3)).toEqual(['ID', 'Username', 'First name']);
    } finally {
      await root.user.update({ where: { id: adminId }, data: { locale: 'th' } });
    }
  });

  it('is for admins only, of their own enterprise, and checks its query', async () => {
    const denied = await call('GET', '/api/v1/users/export', { token: staff });
    expect([denied.status, denied.body.Msg]).toEqual([403, 'common.accessDenied']);
    expect((await call('GET', '/api/v1/users/export')).status).toBe(401);

    const other = await call('GET', '/api/v1/users/export', { token: admin2 });
    expect(other.status).toBe(200);
    expect(other.bytes.toString('utf8')).not.toContain(`exp_${tag}`);

    for (const q of ['format=pdf', 'status=9', 'group_id=x']) {
      const bad = await call('GET', `/api/v1/users/export?${q}`, { token });
      expect([bad.status, bad.body.Msg], q).toEqual([400, 'common.invalidParameter']);
    }
  });
});

describe('exportResponse', () => {
  interface Row {
    id: number;
    name: string;
  }
  const columns: ExportColumn<Row>[] = [
    { header: 'id', value: (r) => r.id },
    { header: 'ชื่อ', value: (r) => r.name },
  ];

  function generated(total: number) {
    const state = { produced: 0, closed: false };
    async function* rows() {
      try {
        for (let i = 1; i <= total; i++) {
          state.produced = i;
          yield { id: i, name: `สินค้า ${i}` };
        }
      } finally {
        state.closed = true;
      }
    }
    return { rows: rows(), state };
  }

  it('gives 2,000 rows read through keysetRows complete and in order', async () => {
    const pages: Array<number | bigint | undefined> = [];
    const rows = keysetRows<Row>(async (after, take) => {
      pages.push(after);
      const from = after === undefined ? 1 : Number(after) + 1;
      const to = Math.min(GENERATED, from + take - 1);
      return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => ({
        id: from + i,
        name: `n${from + i}`,
      }));
    }, 300);
    const res = await exportResponse({ format: 'csv', filename: 'rows', columns, rows });
    const [, ...lines] = parseCsv(Buffer.from(await res.arrayBuffer()));
    expect(lines.map((l) => Number(l[0]))).toEqual(
      Array.from({ length: GENERATED }, (_, i) => i + 1),
    );
    expect(pages).toEqual([undefined, 300, 600, 900, 1200, 1500, 1800]);
  });

  it.each(['csv', 'xlsx'] as const)(
    '%s: reads rows only as fast as the client takes the file, and stops when it leaves',
    async (format) => {
      const { rows, state } = generated(100_000);
      const res = await exportResponse({ format, filename: 'big', columns, rows });
      const reader = res.body!.getReader();
      await reader.read();
      await new Promise((r) => setTimeout(r, 300));
      // A file of 100,000 rows is not built in memory ahead of the client: the rows read
      // stop a little way ahead of what the client took.
      const ahead = state.produced;
      expect(ahead).toBeLessThan(20_000);
      await new Promise((r) => setTimeout(r, 200));
      expect(state.produced).toBe(ahead);
      await reader.cancel();
      await new Promise((r) => setTimeout(r, 100));
      expect(state.closed).toBe(true);
    },
  );

  it.each(['csv', 'xlsx'] as const)('%s: writes 100,000 rows', async (format) => {
    const { rows } = generated(100_000);
    const res = await exportResponse({
      format,
      filename: 'big',
      columns,
      rows,
      sheetName: 'a/b:c',
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    if (format === 'csv') {
      const text = bytes.toString('utf8');
      expect(text.split('\r\n').filter(Boolean)).toHaveLength(100_001);
      expect(text.endsWith('100000,สินค้า 100000\r\n')).toBe(true);
    } else {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(bytes as unknown as ArrayBuffer);
      expect(book.worksheets[0]!.name).toBe('a b c');
      expect(book.worksheets[0]!.rowCount).toBe(100_001);
    }
  });

  it('reads the first row before answering: a failing query is an error, not a cut file', async () => {
    const failing = (async function* () {
      yield* [];
      throw new AppError('common.invalidParameter', 'query.q: refused by the database');
    })();
    await expect(
      exportResponse({ format: 'csv', filename: 'x', columns, rows: failing }),
    ).rejects.toMatchObject({ key: 'common.invalidParameter' });
  });

  it('names a Thai file with an ASCII fallback and RFC 5987', async () => {
    const res = await exportResponse({
      format: 'xlsx',
      filename: 'สินค้า 2026',
      columns,
      rows: (async function* () {})(),
    });
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="______ 2026.xlsx"; filename*=UTF-8''${encodeURIComponent('สินค้า 2026.xlsx')}`,
    );
  });
});

// --- import ----------------------------------------------------------------------------

const TEAM_COLUMNS: ImportColumn[] = [
  { key: 'name', headers: ['ชื่อทีม', 'Team name'] },
  { key: 'description', headers: ['รายละเอียด', 'Description'] },
];
const teamRow = z.object({
  name: z.string().trim().min(1).max(100),
  description: z.string().max(200).optional(),
});
type TeamRow = z.output<typeof teamRow>;

describe('runImport', () => {
  let actor: Actor;
  let applied = 0;
  const db = () => tenantClient(root, enterpriseId);
  const teamCount = () => root.team.count({ where: { enterpriseId } });

  beforeAll(() => {
    actor = {
      userId: adminId,
      sessionId: '00000000-0000-4000-8000-000000000000',
      enterpriseId,
      enterpriseName: 'export test',
      username: `exp_admin_${tag}`,
      firstName: 'ผู้ดูแล',
      lastName: '',
      groupId: 1,
      roles: {},
      locale: 'th',
      via: 'bearer',
    };
  });

  /** Duplicates within the file and against the teams already stored. */
  async function checkTeams(rows: Array<{ line: number; value: TeamRow }>) {
    const errors: ImportRowError[] = [];
    const seen = new Map<string, number>();
    for (const { line, value } of rows) {
      const first = seen.get(value.name);
      if (first) errors.push({ line, column: 'name', message: `ซ้ำกับบรรทัด ${first}` });
      else seen.set(value.name, line);
    }
    const existing = await db().team.findMany({
      where: { name: { in: [...seen.keys()] } },
      select: { name: true },
    });
    for (const { name } of existing) {
      errors.push({ line: seen.get(name)!, column: 'name', message: 'มีทีมนี้อยู่แล้ว' });
    }
    return errors;
  }

  function importTeams(file: File, over: { maxRows?: number; locale?: string } = {}) {
    return runImport({
      actor: { ...actor, locale: over.locale ?? 'th' },
      file,
      columns: TEAM_COLUMNS,
      schema: teamRow,
      maxRows: over.maxRows,
      checkRows: checkTeams,
      apply: async (rows) => {
        applied++;
        await inTransaction(
          db(),
          async (tx) => {
            for (const part of chunk(rows, 250))
              await tx.team.createMany({
                data: part.map((r) => ({
                  enterpriseId,
                  name: r.name,
                  description: r.description ?? null,
                })),
              });
          },
          IMPORT_TRANSACTION_OPTIONS,
        );
      },
    });
  }

  const names = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => `${prefix} ${tag} ${i + 1}`);

  function csvFile(lines: string[][], name = 'teams.csv'): File {
    const text = lines
      .map((l) => l.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
      .join('\r\n');
    return new File([Buffer.concat([BOM, Buffer.from(text)])], name, { type: 'text/csv' });
  }

  async function xlsxFile(lines: Array<Array<string | number>>): Promise<File> {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('ทีม');
    for (const l of lines) sheet.addRow(l);
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    return new File([buffer], 'teams.xlsx');
  }

  async function failure(promise: Promise<unknown>): Promise<AppError> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }

  it('imports 1,000 valid rows of a CSV in one apply', async () => {
    const before = await teamCount();
    applied = 0;
    const rows = names('CSV', 1000).map((n, i) => [n, i % 2 ? `ทีมที่ ${i}` : '']);
    const result = await importTeams(csvFile([['ชื่อทีม', 'รายละเอียด'], ...rows]));
    expect(result).toEqual({ imported: 1000 });
    expect(applied).toBe(1);
    expect(await teamCount()).toBe(before + 1000);
    const one = await db().team.findFirst({ where: { name: `CSV ${tag} 2` } });
    expect(one?.description).toBe('ทีมที่ 1');
  });

  it('imports an XLSX whose headers differ in case and spaces', async () => {
    const before = await teamCount();
    applied = 0;
    const rows = names('XLSX', 1000).map((n, i) => [n, `desc ${i}`]);
    const result = await importTeams(await xlsxFile([[' TEAM  name ', 'description'], ...rows]));
    expect(result).toEqual({ imported: 1000 });
    expect(applied).toBe(1);
    expect(await teamCount()).toBe(before + 1000);
  });

  it('imports nothing when one row of 1,000 is bad, and names its line and column', async () => {
    const before = await teamCount();
    applied = 0;
    const rows = names('BAD', 1000).map((n) => [n, '']);
    rows[499] = ['x'.repeat(101), 'too long']; // line 501 (the header is line 1)
    const error = await failure(importTeams(csvFile([['ชื่อทีม', 'รายละเอียด'], ...rows])));
    expect(applied).toBe(0);
    expect(await teamCount()).toBe(before);
    expect(error.key).toBe('import.rowsInvalid');
    expect(error.status).toBe(422);
    expect(error.causeText).toBe('1 rows invalid');
    const details = error.details as {
      errors: ImportRowError[];
      report_url: string;
      error_count: number;
      invalid_rows: number;
      row_count: number;
    };
    expect(details.error_count).toBe(1);
    expect(details.invalid_rows).toBe(1);
    expect(details.row_count).toBe(1000);
    expect(details.errors).toHaveLength(1);
    expect(details.errors[0]).toMatchObject({ line: 501, column: 'ชื่อทีม', value: 'x'.repeat(101) });
    expect(details.errors[0]!.message).toMatch(/100/);

    // The API's answer: { Msg, Cause, Datum }.
    const res = errorResponse(error, 'test');
    expect(res.status).toBe(422);
    const body = (await res.json()) as { Msg: string; Cause: string; Datum: typeof details };
    expect(body.Msg).toBe('import.rowsInvalid');
    expect(body.Datum.errors[0]!.line).toBe(501);

    // The full report, through the files API, for users of the same enterprise only.
    expect(details.report_url).toMatch(
      new RegExp(
        `^/api/v1/files/${enterpriseId}/import-reports/\\d{4}/\\d{2}/[0-9a-f-]{36}\\.csv$`,
      ),
    );
    const report = await call('GET', details.report_url, { token });
    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(report.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(report.bytes.subarray(0, 3)).toEqual(BOM);
    const [head, line] = parseCsv(report.bytes);
    expect(head).toEqual(['บรรทัด', 'คอลัมน์', 'ค่าในไฟล์', 'สาเหตุ']);
    expect(line!.slice(0, 3)).toEqual(['501', 'ชื่อทีม', 'x'.repeat(101)]);
    expect((await call('GET', details.report_url, { token: admin2 })).status).toBe(404);
  });

  it('lists every error of every row, schema and cross-row, in line order (English)', async () => {
    const before = await teamCount();
    const existing = `CSV ${tag} 1`; // imported above
    const file = csvFile([
      ['Team name', 'Description'],
      [`OK ${tag} a`, ''],
      ['', 'no name'],
      [`OK ${tag} a`, 'again'],
      [existing, ''],
      ['=cmd|calc', 'd'.repeat(201)],
    ]);
    const error = await failure(importTeams(file, { locale: 'en' }));
    expect(await teamCount()).toBe(before);
    const details = error.details as { errors: ImportRowError[]; report_url: string };
    expect(details.errors.map((e) => [e.line, e.column])).toEqual([
      [3, 'Team name'],
      [4, 'Team name'],
      [5, 'Team name'],
      [6, 'Description'],
    ]);
    expect(details.errors[0]!.message).toBe('A value is required');
    expect(details.errors[1]).toMatchObject({ value: `OK ${tag} a`, message: 'ซ้ำกับบรรทัด 2' });
    expect(details.errors[2]!.value).toBe(existing);
    const report = parseCsv((await call('GET', details.report_url, { token })).bytes);
    expect(report[0]).toEqual(['Line', 'Column', 'Value in the file', 'Reason']);
    expect(report).toHaveLength(5);
  });

  it('keeps all or nothing when the write itself fails', async () => {
    const before = await teamCount();
    // A name that slipped past checkRows (no check here): the unique index refuses the
    // second part, and the first part is rolled back with it.
    const dup = `RACE ${tag}`;
    const rows = [...names('RACE', 300).map((n) => [n]), [dup], [dup]];
    await expect(
      runImport({
        actor,
        file: csvFile([['ชื่อทีม'], ...rows]),
        columns: TEAM_COLUMNS,
        schema: teamRow,
        apply: (all) =>
          inTransaction(db(), async (tx) => {
            for (const part of chunk(all, 100))
              await tx.team.createMany({ data: part.map((r) => ({ enterpriseId, name: r.name })) });
          }),
      }),
    ).rejects.toMatchObject({ code: 'P2002' });
    expect(await teamCount()).toBe(before);
  });

  it('refuses more rows than maxRows with import.tooManyRows', async () => {
    const file = csvFile([['ชื่อทีม'], ...names('MANY', 11).map((n) => [n])]);
    const error = await failure(importTeams(file, { maxRows: 10 }));
    expect([error.key, error.status]).toEqual(['import.tooManyRows', 413]);
    expect(await importTeams(file, { maxRows: 11 })).toEqual({ imported: 11 });
  });

  it('counts blank rows toward the cap as they are read: a sheet of formatted empty rows stops there', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('ทีม');
    sheet.addRow(['ชื่อทีม']);
    for (const n of names('BLANK', 2)) sheet.addRow([n]);
    // What a spreadsheet holds when a whole column was formatted: rows with no value.
    for (let i = 0; i < 1000; i++) sheet.addRow([null]).getCell(1).numFmt = '@';
    const file = new File([Buffer.from(await book.xlsx.writeBuffer())], 'teams.xlsx');
    const before = await teamCount();
    const error = await failure(importTeams(file, { maxRows: 100 }));
    expect([error.key, error.status]).toEqual(['import.tooManyRows', 413]);
    expect(await teamCount()).toBe(before);
    // Blank rows within the cap are skipped.
    expect(await importTeams(file, { maxRows: 1002 })).toEqual({ imported: 2 });
  });

  it('refuses unreadable files with import.invalidFile', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const broken = await xlsxFile([['ชื่อทีม'], ['a']]);
    const cases: Array<[string, File]> = [
      ['garbage', new File([randomBytes(4096)], 'teams.csv')],
      ['an image', new File([png], 'teams.xlsx')],
      ['empty', new File([''], 'teams.csv')],
      ['blank lines only', new File(['\r\n\r\n'], 'teams.csv')],
      ['a header and no rows', csvFile([['ชื่อทีม', 'รายละเอียด']])],
      [
        'no known column',
        csvFile([
          ['sku', 'price'],
          ['A1', '10'],
        ]),
      ],
      ['an unclosed quote', new File(['ชื่อทีม\n"abc\n'], 'teams.csv')],
      [
        'a truncated XLSX',
        new File([Buffer.from(await broken.arrayBuffer()).subarray(0, 400)], 'teams.xlsx'),
      ],
    ];
    for (const [name, file] of cases) {
      const error = await failure(importTeams(file));
      expect([error.key, error.status], name).toEqual(['import.invalidFile', 400]);
    }
  });

  it('reads a CSV saved by Excel in the Thai Windows code page, and semicolons', async () => {
    // "ทีมไทย" in windows-874 (TIS-620) bytes.
    const thai = Buffer.from([0xb7, 0xd5, 0xc1, 0xe4, 0xb7, 0xc2]);
    const header = Buffer.from([0xaa, 0xd7, 0xe8, 0xcd, 0xb7, 0xd5, 0xc1]); // ชื่อทีม
    const file = new File(
      [Buffer.concat([header, Buffer.from('\r\n'), thai, Buffer.from(` ${tag}\r\n`)])],
      'teams.csv',
    );
    expect(await importTeams(file)).toEqual({ imported: 1 });
    expect(await db().team.count({ where: { name: `ทีมไทย ${tag}` } })).toBe(1);

    const semi = new File([`Team name;Description\nSEMI ${tag};a, b\n`], 'teams.csv');
    expect(await importTeams(semi)).toEqual({ imported: 1 });
    expect((await db().team.findFirst({ where: { name: `SEMI ${tag}` } }))?.description).toBe(
      'a, b',
    );
  });

  it('gives a header-only template in CSV and XLSX', async () => {
    const csv = await importTemplateResponse(TEAM_COLUMNS, 'csv', 'teams-template');
    expect(csv.headers.get('content-disposition')).toContain('teams-template.csv');
    expect(parseCsv(Buffer.from(await csv.arrayBuffer()))).toEqual([['ชื่อทีม', 'รายละเอียด']]);

    const xlsx = await importTemplateResponse(TEAM_COLUMNS, 'xlsx', 'teams-template');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await xlsx.arrayBuffer()) as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBe(1);
    expect(book.worksheets[0]!.getRow(1).getCell(1).value).toBe('ชื่อทีม');

    // The template imports back (no rows: nothing to import).
    const back = new File(
      [Buffer.from(await (await importTemplateResponse(TEAM_COLUMNS, 'xlsx', 't')).arrayBuffer())],
      't.xlsx',
    );
    const error = await failure(importTeams(back));
    expect(error.key).toBe('import.invalidFile');
  });
});
