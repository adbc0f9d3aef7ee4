import { z } from 'zod';
import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { keysetRows, type ExportColumn } from '@/lib/export';
import { messageText } from '@/lib/export/text';
import { AppError } from '@/lib/errors';
import {
  chunk,
  IMPORT_TRANSACTION_OPTIONS,
  runImport,
  type ImportColumn,
  type ImportResult,
  type ImportRowError,
} from '@/lib/import';
import { recordAudit } from '@/lib/domain/audit/service';
import { formatThaiPhone, normaliseThaiPhone } from '@/lib/domain/customers/phone';
import { CUSTOMER_STATUS, type CustomerListQuery } from '@/lib/domain/customers/schemas';
import { customerAddressSelect } from '@/lib/domain/customers/serializers';
import { customerWhere } from '@/lib/domain/customers/service';

// Export of the customer list (CSV/XLSX, streamed) and import of customers from a file
// (all or nothing): GET /api/v1/customers/export, POST /api/v1/customers/import,
// GET /api/v1/customers/import/template.

// ---------------------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------------------

const exportSelect = {
  id: true,
  name: true,
  phone: true,
  email: true,
  lineId: true,
  note: true,
  tags: true,
  status: true,
  createdAt: true,
  _count: { select: { addresses: true } },
  addresses: { where: { isDefault: true }, take: 1, select: customerAddressSelect },
} as const;

interface ExportRecord {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  lineId: string | null;
  note: string | null;
  tags: string[];
  status: number;
  createdAt: Date;
  _count: { addresses: number };
  addresses: Array<{
    recipientName: string;
    phone: string;
    address: string;
    subdistrict: string;
    district: string;
    province: string;
    zipcode: string;
  }>;
}

/** The customers the list's q and status match, in id order, a batch at a time. */
export async function* iterateCustomers(
  db: TenantDb,
  filters: Pick<CustomerListQuery, 'q' | 'status'>,
): AsyncIterable<ExportRecord> {
  const where = customerWhere(filters);
  yield* keysetRows((after, take) =>
    db.customer.findMany({
      where: after === undefined ? where : { AND: [where, { id: { gt: Number(after) } }] },
      select: exportSelect,
      orderBy: { id: 'asc' },
      take,
    }),
  );
}

/**
 * The columns of the export, headed in the actor's language. The name, phone, email,
 * LINE, note, tag and address headers are those the import reads, so an exported file can
 * be edited and imported into another shop.
 */
export function customerExportColumns(locale: string): ExportColumn<ExportRecord>[] {
  const t = (key: string) => messageText(locale, key);
  const address = (r: ExportRecord) => r.addresses[0];
  return [
    { header: t('export.columns.id'), value: (r) => r.id, width: 8 },
    { header: t('customers.fields.name'), value: (r) => r.name, width: 28 },
    { header: t('customers.fields.phone'), value: (r) => formatThaiPhone(r.phone), width: 14 },
    { header: t('customers.fields.email'), value: (r) => r.email, width: 26 },
    { header: t('customers.fields.lineId'), value: (r) => r.lineId, width: 16 },
    { header: t('customers.fields.tags'), value: (r) => r.tags.join(', '), width: 18 },
    { header: t('customers.fields.note'), value: (r) => r.note, width: 24 },
    { header: t('customers.fields.status'), value: (r) => t(`customers.status.${r.status}`) },
    { header: t('customers.fields.addressCount'), value: (r) => r._count.addresses },
    {
      header: t('customers.addresses.recipient'),
      value: (r) => address(r)?.recipientName,
      width: 24,
    },
    {
      header: t('customers.addresses.phone'),
      value: (r) => formatThaiPhone(address(r)?.phone),
      width: 14,
    },
    { header: t('customers.addresses.line'), value: (r) => address(r)?.address, width: 32 },
    { header: t('address.subdistrict'), value: (r) => address(r)?.subdistrict, width: 18 },
    { header: t('address.district'), value: (r) => address(r)?.district, width: 18 },
    { header: t('address.province'), value: (r) => address(r)?.province, width: 16 },
    { header: t('address.zipcode'), value: (r) => address(r)?.zipcode, width: 10 },
    { header: t('export.columns.createdAt'), value: (r) => r.createdAt, width: 20 },
  ];
}

// ---------------------------------------------------------------------------------------
// Import
// ---------------------------------------------------------------------------------------

/** The import's columns: the first header (Thai) heads the template; English ones also read. */
export const CUSTOMER_IMPORT_COLUMNS: ImportColumn[] = [
  { key: 'name', headers: ['ชื่อลูกค้า', 'ชื่อ', 'Customer name', 'Name'] },
  { key: 'phone', headers: ['เบอร์โทรศัพท์', 'เบอร์โทร', 'โทรศัพท์', 'Phone', 'Tel'] },
  { key: 'email', headers: ['อีเมล', 'Email', 'E-mail'] },
  { key: 'line_id', headers: ['LINE ID', 'ไลน์', 'LINE'] },
  { key: 'tags', headers: ['แท็ก', 'Tags'] },
  { key: 'note', headers: ['หมายเหตุ', 'Note'] },
  { key: 'recipient_name', headers: ['ชื่อผู้รับ', 'Recipient'] },
  { key: 'recipient_phone', headers: ['เบอร์โทรผู้รับ', "Recipient's phone", 'Recipient phone'] },
  { key: 'address', headers: ['บ้านเลขที่ หมู่บ้าน ซอย ถนน', 'ที่อยู่', 'Address'] },
  { key: 'subdistrict', headers: ['ตำบล/แขวง', 'ตำบล', 'แขวง', 'Subdistrict', 'Tambon'] },
  { key: 'district', headers: ['อำเภอ/เขต', 'อำเภอ', 'เขต', 'District', 'Amphoe'] },
  { key: 'province', headers: ['จังหวัด', 'Province'] },
  { key: 'zipcode', headers: ['รหัสไปรษณีย์', 'Postal code', 'Zipcode', 'Postcode', 'Zip'] },
];

const ADDRESS_KEYS = ['address', 'subdistrict', 'district', 'province', 'zipcode'] as const;

/** One row of the file, checked; messages in the actor's language. */
export function customerImportRow(locale: string) {
  const t = (key: string) => messageText(locale, key);
  const text = (max: number) =>
    z
      .string()
      .trim()
      .max(max)
      .refine(
        (s) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(s),
        t('customers.import.invalidText'),
      );
  const phone = z.string().transform((s, ctx) => {
    const digits = normaliseThaiPhone(s);
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: t('customers.rules.phone') });
      return z.NEVER;
    }
    return digits;
  });
  return z
    .object({
      name: text(200).pipe(z.string().min(1)),
      phone,
      email: z
        .string()
        .trim()
        .toLowerCase()
        .max(200)
        .refine((s) => z.email().safeParse(s).success, t('layout.validation.invalidEmail'))
        .optional(),
      line_id: text(100).optional(),
      tags: text(1000)
        .transform((s) => [
          ...new Set(
            s
              .split(/[,，]/)
              .map((x) => x.trim())
              .filter(Boolean),
          ),
        ])
        .pipe(z.array(z.string().max(50)).max(20))
        .optional(),
      note: text(2000).optional(),
      recipient_name: text(200).optional(),
      recipient_phone: phone.optional(),
      address: text(500).optional(),
      subdistrict: text(100).optional(),
      district: text(100).optional(),
      province: text(100).optional(),
      zipcode: z
        .string()
        .trim()
        .regex(/^\d{5}$/, t('customers.rules.zipcode'))
        .optional(),
    })
    .superRefine((row, ctx) => {
      // An address is all five fields or none.
      if (!ADDRESS_KEYS.some((k) => row[k])) return;
      for (const k of ADDRESS_KEYS)
        if (!row[k]) ctx.addIssue({ code: 'custom', path: [k], message: t('import.required') });
    });
}
export type CustomerImportRow = z.output<ReturnType<typeof customerImportRow>>;

/** Phones twice in the file, or already an active customer's. */
async function phoneClashes(
  db: TenantDb,
  locale: string,
  rows: Array<{ line: number; value: CustomerImportRow }>,
): Promise<ImportRowError[]> {
  const errors: ImportRowError[] = [];
  const firstLine = new Map<string, number>();
  for (const { line, value } of rows) {
    const seen = firstLine.get(value.phone);
    if (seen !== undefined)
      errors.push({
        line,
        column: 'phone',
        message: messageText(locale, 'customers.import.duplicateInFile', { line: seen }),
      });
    else firstLine.set(value.phone, line);
  }
  const taken = await activePhones(db, [...firstLine.keys()]);
  for (const { line, value } of rows) {
    if (taken.has(value.phone) && firstLine.get(value.phone) === line)
      errors.push({
        line,
        column: 'phone',
        message: messageText(locale, 'errors.customer.duplicatePhone'),
      });
  }
  return errors;
}

async function activePhones(db: TenantDb, phones: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const part of chunk(phones, 1000)) {
    const found = await db.customer.findMany({
      where: { status: CUSTOMER_STATUS.active, phone: { in: part } },
      select: { phone: true },
    });
    for (const f of found) if (f.phone) taken.add(f.phone);
  }
  return taken;
}

/** Creates every row's customer (and its address) in one transaction, or none. */
async function applyImport(
  db: TenantDb,
  actor: Actor,
  rows: CustomerImportRow[],
  requestId?: string,
): Promise<void> {
  await inTransaction(
    db,
    async (tx) => {
      // A customer created with one of these numbers since the check: nothing is imported.
      const taken = await activePhones(
        tx,
        rows.map((r) => r.phone),
      );
      if (taken.size > 0)
        throw new AppError('customer.duplicatePhone', [...taken].slice(0, 10).join(', '));
      for (const part of chunk(rows, 1000)) {
        const created = await tx.customer.createManyAndReturn({
          data: part.map((r) => ({
            enterpriseId: actor.enterpriseId,
            name: r.name,
            phone: r.phone,
            email: r.email ?? null,
            lineId: r.line_id ?? null,
            note: r.note ?? null,
            tags: r.tags ?? [],
            status: CUSTOMER_STATUS.active,
          })),
          select: { id: true, phone: true },
        });
        // Phones are unique within the file: they tell which row became which customer.
        const idOf = new Map(created.map((c) => [c.phone, c.id]));
        const addresses = part.flatMap((r) =>
          r.address && r.subdistrict && r.district && r.province && r.zipcode
            ? [
                {
                  enterpriseId: actor.enterpriseId,
                  customerId: idOf.get(r.phone)!,
                  recipientName: r.recipient_name || r.name,
                  phone: r.recipient_phone ?? r.phone,
                  address: r.address,
                  subdistrict: r.subdistrict,
                  district: r.district,
                  province: r.province,
                  zipcode: r.zipcode,
                  isDefault: true,
                },
              ]
            : [],
        );
        if (addresses.length > 0) await tx.customerAddress.createMany({ data: addresses });
      }
      await recordAudit(tx, actor, {
        action: 'customer.import',
        entity: 'customer',
        after: { count: rows.length },
        requestId,
      });
    },
    IMPORT_TRANSACTION_OPTIONS,
  );
}

export function importCustomers(
  db: TenantDb,
  actor: Actor,
  file: File,
  requestId?: string,
): Promise<ImportResult> {
  return runImport({
    actor,
    file,
    columns: CUSTOMER_IMPORT_COLUMNS,
    schema: customerImportRow(actor.locale),
    checkRows: (rows) => phoneClashes(db, actor.locale, rows),
    apply: (rows) =>
      applyImport(db, actor, rows, requestId).catch((error: unknown) => {
        // A unique index on active phones, if one is added, meets a customer created meanwhile.
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
          throw new AppError('customer.duplicatePhone');
        throw error;
      }),
  });
}
