// Warehouse setup against the real database: storages, partners, warehouse
// products, generated barcodes and their label PDFs. Every call's rules and errors,
// duplicates (also two requests at the same moment), refused and archiving deletes,
// tenancy both ways and the audit rows. Rows made here carry a tag of their own, so the
// seed stays as it was for the other files.
import { randomBytes } from 'node:crypto';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma, tenantClient } from '@/lib/db';
import { generateBarcode } from '@/lib/domain/wms/setup/barcodes';
import { isInStoreEan13, isValidEan13 } from '@/lib/domain/wms/setup/ean13';
import { call, findRoute, loginAs } from './helpers/api';

const root = prisma();
const tag = randomBytes(3).toString('hex');
let n = 0;
const unique = (prefix: string) => `${prefix}-${tag}-${++n}`;

interface Envelope<T> {
  Msg: string;
  Datum: T;
}
interface ListBody<T> {
  Msg: string;
  data: T[];
  total: number;
  page: number;
  limit: number;
}
interface StorageBody {
  id: number;
  name: string;
  description: string | null;
  x: string | null;
  y: string | null;
  width: string | null;
  height: string | null;
  depth: string | null;
  weight: number | null;
  kind: number;
  active: boolean;
}
interface PartnerBody {
  id: number;
  company_name: string;
  address: string | null;
  contact_name: string | null;
  contact_tel: string | null;
  tax_id: string | null;
  tel: string | null;
  email: string | null;
}
interface ProductBody {
  id: number;
  name: string;
  sku: string;
  barcode: string;
  unit_name: string | null;
  width: string | null;
  weight: number | null;
  partner_id: number | null;
  partner_name: string | null;
  threshold: number;
  avg_cost: string;
  archived_at: string | null;
  balance?: number;
}

let admin: string;
let admin2: string;
let staff: string;
let agent: string;
let adminId: number;
let demoId: number;
let secondId: number;
let seedPartnerId: number;
const SEEDED_BARCODES = [
  '2000000000015',
  '2000000000022',
  '2000000000039',
  '2000000000046',
  '2000000000053',
];

/** A GET whose answer is not JSON (the label PDFs): status, headers and the raw bytes. */
async function callRaw(url: string, token?: string) {
  const full = new URL(url, 'http://localhost');
  const { route, params } = findRoute('GET', full.pathname);
  const headers = new Headers({ 'x-backoffice-peer': '10.9.9.9' });
  if (token) headers.set('authorization', `Bearer ${token}`);
  const res = await route.handler(new NextRequest(full, { headers }), {
    params: Promise.resolve(params),
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** A valid in-store EAN-13 nobody else uses (from the generator itself). */
async function freshBarcode(): Promise<string> {
  const res = await call<Envelope<{ barcode: string }>>('GET', '/api/v1/util/barcode', {
    token: admin,
  });
  expect(res.status).toBe(200);
  return res.body.Datum.barcode;
}

async function createStorage(token: string, over: Record<string, unknown> = {}) {
  const res = await call<Envelope<StorageBody>>('POST', '/api/v1/wms/storage', {
    token,
    body: { name: unique('คลัง'), ...over },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.Datum;
}

async function createPartner(token: string, over: Record<string, unknown> = {}) {
  const res = await call<Envelope<PartnerBody>>('POST', '/api/v1/wms/partner', {
    token,
    body: { company_name: unique('บริษัท ทดสอบ'), ...over },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.Datum;
}

async function createProduct(token: string, over: Record<string, unknown> = {}) {
  const res = await call<Envelope<ProductBody>>('POST', '/api/v1/wms/product', {
    token,
    body: {
      name: unique('สินค้าทดสอบ'),
      sku: unique('SKU').toUpperCase(),
      barcode: await freshBarcode(),
      ...over,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.Datum;
}

/** A stock-in bill with one ledger row, written straight to the tables (not through the stock calls). */
async function addLedgerRow(wmsProductId: number, storageId: number) {
  const bill = await root.inventoryBill.create({
    data: {
      enterpriseId: demoId,
      billNumber: unique('IN-TEST'),
      kind: 1,
      userId: adminId,
      toStorageId: storageId,
    },
  });
  await root.inventoryLedger.create({
    data: {
      enterpriseId: demoId,
      billId: bill.id,
      wmsProductId,
      storageId,
      amount: 3,
      balanceAfter: 3,
      userId: adminId,
    },
  });
}

beforeAll(async () => {
  [admin, admin2, staff, agent] = await Promise.all([
    loginAs('admin'),
    loginAs('admin2'),
    loginAs('staff'),
    loginAs('agent'),
  ]);
  demoId = (await root.enterprise.findUniqueOrThrow({ where: { code: 'demo-shop' } })).id;
  secondId = (await root.enterprise.findUniqueOrThrow({ where: { code: 'second-shop' } })).id;
  adminId = (await root.user.findFirstOrThrow({ where: { username: 'admin', deletedAt: null } }))
    .id;
  seedPartnerId = (
    await root.partner.findFirstOrThrow({
      where: { enterpriseId: demoId, companyName: 'บริษัท สยามซัพพลาย จำกัด' },
    })
  ).id;
});

// ---------------------------------------------------------------------------------------
// Storages
// ---------------------------------------------------------------------------------------

describe('storages', () => {
  it('creates a normal storage with sizes in cm and weight in g, and audits it', async () => {
    const name = unique('คลังชั้นบน');
    const res = await call<Envelope<StorageBody>>('POST', '/api/v1/wms/storage', {
      token: admin,
      body: {
        name: `  ${name} `,
        description: 'ชั้นวาง E',
        x: 12,
        y: '-3.5',
        width: '120.5',
        height: 200,
        depth: '60.25',
        weight: 50000,
        kind: 3,
        enterprise_id: secondId,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.Msg).toBe('common.createSuccess');
    expect(res.body.Datum).toMatchObject({
      name,
      description: 'ชั้นวาง E',
      x: '12.00',
      y: '-3.50',
      width: '120.50',
      height: '200.00',
      depth: '60.25',
      weight: 50000,
      kind: 1,
      active: true,
    });
    const row = await root.storage.findUniqueOrThrow({ where: { id: res.body.Datum.id } });
    expect(row.enterpriseId).toBe(demoId);
    expect(row.kind).toBe(1);
    const audit = await root.auditLog.findFirstOrThrow({
      where: { action: 'storage.create', entityId: String(row.id) },
    });
    expect(audit.actorId).toBe(adminId);
    expect(audit.after).toMatchObject({ name, width: '120.50' });
  });

  it('refuses a name already used in the enterprise (any case), also by a request at the same moment', async () => {
    const first = await createStorage(admin, { name: unique('Main Store') });
    for (const name of [first.name, first.name.toUpperCase(), ` ${first.name.toLowerCase()}`]) {
      const res = await call('POST', '/api/v1/wms/storage', { token: admin, body: { name } });
      expect([res.status, res.body.Msg], name).toEqual([409, 'storage.duplicateName']);
    }
    const name = unique('race');
    const results = await Promise.all(
      [0, 1, 2].map(() => call('POST', '/api/v1/wms/storage', { token: admin, body: { name } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.Msg).toBe('storage.duplicateName');
    expect(await root.storage.count({ where: { name } })).toBe(1);
    // Another enterprise may use the same name.
    await createStorage(admin2, { name: first.name });
  });

  it('refuses wrong values with 400 naming the field', async () => {
    const wrong: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, 'body.name'],
      [{ name: 'x'.repeat(101) }, 'body.name'],
      [{ width: -1 }, 'body.width'],
      [{ height: 'abc' }, 'body.height'],
      [{ depth: '1.234' }, 'body.depth'],
      [{ width: 1e12 }, 'body.width'],
      [{ weight: 1.5 }, 'body.weight'],
      [{ weight: -5 }, 'body.weight'],
    ];
    for (const [over, field] of wrong) {
      const res = await call('POST', '/api/v1/wms/storage', {
        token: admin,
        body: { name: unique('bad'), ...over },
      });
      expect([res.status, res.body.Msg], JSON.stringify(over)).toEqual([
        400,
        'common.invalidParameter',
      ]);
      expect(res.body.Cause).toContain(field);
    }
  });

  it('lists with search, kind and archived filters, sort and pages', async () => {
    const prefix = unique('list');
    for (let i = 0; i < 12; i++)
      await createStorage(admin, { name: `${prefix}-${String(i).padStart(2, '0')}` });
    const first = await call<ListBody<StorageBody>>(
      'GET',
      `/api/v1/wms/storage?q=${encodeURIComponent(prefix)}&sort=name`,
      { token: admin },
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ Msg: 'common.success', total: 12, page: 1, limit: 10 });
    expect(first.body.data[0]!.name).toBe(`${prefix}-00`);
    const second = await call<ListBody<StorageBody>>(
      'GET',
      `/api/v1/wms/storage?q=${encodeURIComponent(prefix.toUpperCase())}&sort=-name&page=2`,
      { token: admin },
    );
    expect(second.body.data.map((s) => s.name)).toEqual([`${prefix}-01`, `${prefix}-00`]);

    const staging = await call<ListBody<StorageBody>>('GET', '/api/v1/wms/storage?kind=2', {
      token: admin,
    });
    expect(staging.body.data.map((s) => s.name)).toContain('ไลน์แพ็ก 1');
    expect(staging.body.data.every((s) => s.kind === 2)).toBe(true);

    // Readers with wms level 1 or more may list (pickers); others may not.
    expect((await call('GET', '/api/v1/wms/storage', { token: staff })).status).toBe(200);
    expect((await call('GET', '/api/v1/wms/storage', { token: agent })).status).toBe(403);
    expect((await call('GET', '/api/v1/wms/storage')).status).toBe(401);
  });

  it('edits a storage; the kind never changes and a taken name is refused', async () => {
    const a = await createStorage(admin);
    const b = await createStorage(admin);
    const res = await call<Envelope<StorageBody>>('PUT', `/api/v1/wms/storage/${a.id}`, {
      token: admin,
      body: { description: 'ย้ายไปชั้น 2', width: 80, weight: null, kind: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.body.Msg).toBe('common.editSuccess');
    expect(res.body.Datum).toMatchObject({
      name: a.name,
      description: 'ย้ายไปชั้น 2',
      width: '80.00',
      weight: null,
      kind: 1,
    });
    const clash = await call('PUT', `/api/v1/wms/storage/${a.id}`, {
      token: admin,
      body: { name: b.name },
    });
    expect([clash.status, clash.body.Msg]).toEqual([409, 'storage.duplicateName']);
    const cleared = await call<Envelope<StorageBody>>('PUT', `/api/v1/wms/storage/${a.id}`, {
      token: admin,
      body: { description: '' },
    });
    expect(cleared.body.Datum.description).toBeNull();
    const audit = await root.auditLog.findFirstOrThrow({
      where: { action: 'storage.update', entityId: String(a.id) },
      orderBy: { id: 'asc' },
    });
    expect(audit.before).toMatchObject({ width: null });
    expect(audit.after).toMatchObject({ width: '80.00' });
    const got = await call<Envelope<StorageBody>>('GET', `/api/v1/wms/storage/${a.id}`, {
      token: staff,
    });
    expect(got.body.Datum.id).toBe(a.id);
    // Writing is for admins only.
    const byStaff = await call('PUT', `/api/v1/wms/storage/${a.id}`, {
      token: staff,
      body: { description: 'x' },
    });
    expect([byStaff.status, byStaff.body.Msg]).toEqual([403, 'common.accessDenied']);
    const owner = await loginAs('owner');
    expect(
      (await call('POST', '/api/v1/wms/storage', { token: owner, body: { name: 'x' } })).status,
    ).toBe(403);
  });

  it('deletes an unused storage; refuses one holding stock; archives one history refers to', async () => {
    const unused = await createStorage(admin);
    const del = await call<Envelope<{ id: number; archived: boolean }>>(
      'DELETE',
      `/api/v1/wms/storage/${unused.id}`,
      { token: admin },
    );
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({
      Msg: 'common.deleteSuccess',
      Datum: { id: unused.id, archived: false },
    });
    expect(await root.storage.findUnique({ where: { id: unused.id } })).toBeNull();
    expect(
      await root.auditLog.count({
        where: { action: 'storage.delete', entityId: String(unused.id) },
      }),
    ).toBe(1);

    const stocked = await createStorage(admin);
    const product = await createProduct(admin);
    const balance = await root.inventoryBalance.create({
      data: { enterpriseId: demoId, wmsProductId: product.id, storageId: stocked.id, balance: 5 },
    });
    const refused = await call('DELETE', `/api/v1/wms/storage/${stocked.id}`, { token: admin });
    expect([refused.status, refused.body.Msg]).toEqual([409, 'storage.hasStock']);
    const archiveRefused = await call('PUT', `/api/v1/wms/storage/${stocked.id}`, {
      token: admin,
      body: { active: false },
    });
    expect([archiveRefused.status, archiveRefused.body.Msg]).toEqual([409, 'storage.hasStock']);
    expect((await root.storage.findUniqueOrThrow({ where: { id: stocked.id } })).active).toBe(true);

    // Empty, but a ledger row points at it: archived, not deleted.
    await root.inventoryBalance.update({ where: { id: balance.id }, data: { balance: 0 } });
    await addLedgerRow(product.id, stocked.id);
    const archived = await call<Envelope<{ id: number; archived: boolean }>>(
      'DELETE',
      `/api/v1/wms/storage/${stocked.id}`,
      { token: admin },
    );
    expect(archived.status).toBe(200);
    expect(archived.body.Datum).toEqual({ id: stocked.id, archived: true });
    expect((await root.storage.findUniqueOrThrow({ where: { id: stocked.id } })).active).toBe(
      false,
    );
    expect(
      await root.auditLog.count({
        where: { action: 'storage.archive', entityId: String(stocked.id) },
      }),
    ).toBe(1);

    const live = await call<ListBody<StorageBody>>(
      'GET',
      `/api/v1/wms/storage?q=${encodeURIComponent(stocked.name)}`,
      { token: admin },
    );
    expect(live.body.total).toBe(0);
    const onlyArchived = await call<ListBody<StorageBody>>(
      'GET',
      `/api/v1/wms/storage?q=${encodeURIComponent(stocked.name)}&archived=1`,
      { token: admin },
    );
    expect(onlyArchived.body.data.map((s) => [s.id, s.active])).toEqual([[stocked.id, false]]);

    // Restoring brings it back.
    const restored = await call<Envelope<StorageBody>>('PUT', `/api/v1/wms/storage/${stocked.id}`, {
      token: admin,
      body: { active: true },
    });
    expect(restored.body.Datum.active).toBe(true);

    const missing = await call('DELETE', '/api/v1/wms/storage/2000000000', { token: admin });
    expect([missing.status, missing.body.Msg]).toEqual([404, 'common.notFound']);
    expect(
      (await call('DELETE', `/api/v1/wms/storage/${stocked.id}`, { token: staff })).status,
    ).toBe(403);
  });
});

// ---------------------------------------------------------------------------------------
// Partners
// ---------------------------------------------------------------------------------------

describe('partners', () => {
  it('creates a partner; a tax id needs its check digit; dashes are dropped', async () => {
    const res = await call<Envelope<PartnerBody>>('POST', '/api/v1/wms/partner', {
      token: admin,
      body: {
        company_name: unique('บริษัท ขายส่ง'),
        address: '1 ถนนสุขุมวิท กรุงเทพฯ 10110',
        contact_name: 'คุณสมศรี',
        contact_tel: '081-111-2222',
        tax_id: '0-1055-51234-56-7',
        tel: '02 123 4567',
        email: 'Sales@Wholesale.test',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.Datum).toMatchObject({
      tax_id: '0105551234567',
      email: 'sales@wholesale.test',
      contact_tel: '081-111-2222',
    });
    const audit = await root.auditLog.findFirstOrThrow({
      where: { action: 'partner.create', entityId: String(res.body.Datum.id) },
    });
    expect(audit.enterpriseId).toBe(demoId);

    const wrong: Array<[Record<string, unknown>, string]> = [
      [{ tax_id: '0105551234568' }, 'body.tax_id'],
      [{ tax_id: '12345' }, 'body.tax_id'],
      [{ email: 'not-an-email' }, 'body.email'],
      [{ tel: 'call me' }, 'body.tel'],
      [{ company_name: '' }, 'body.company_name'],
    ];
    for (const [over, field] of wrong) {
      const bad = await call('POST', '/api/v1/wms/partner', {
        token: admin,
        body: { company_name: unique('x'), ...over },
      });
      expect([bad.status, bad.body.Msg], JSON.stringify(over)).toEqual([
        400,
        'common.invalidParameter',
      ]);
      expect(bad.body.Cause).toContain(field);
    }
  });

  it('lists, searches, reads and edits; blank clears an optional field', async () => {
    const p = await createPartner(admin, { contact_name: unique('คุณวันดี'), tel: '0899990000' });
    const found = await call<ListBody<PartnerBody>>(
      'GET',
      `/api/v1/wms/partner?q=${encodeURIComponent(p.contact_name!)}`,
      { token: staff },
    );
    expect(found.body.data.map((x) => x.id)).toEqual([p.id]);
    const prefix = unique('ZZ Sort');
    for (const suffix of ['b', 'a', 'c'])
      await createPartner(admin, { company_name: `${prefix} ${suffix}` });
    const sorted = await call<ListBody<PartnerBody>>(
      'GET',
      `/api/v1/wms/partner?q=${encodeURIComponent(prefix)}&sort=-company_name`,
      { token: admin },
    );
    expect(sorted.body.data.map((x) => x.company_name)).toEqual(
      ['c', 'b', 'a'].map((s) => `${prefix} ${s}`),
    );

    const edited = await call<Envelope<PartnerBody>>('PUT', `/api/v1/wms/partner/${p.id}`, {
      token: admin,
      body: { tel: '', address: 'ที่อยู่ใหม่', tax_id: null },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.Datum).toMatchObject({ tel: null, address: 'ที่อยู่ใหม่', tax_id: null });
    expect(edited.body.Datum.company_name).toBe(p.company_name);
    const got = await call<Envelope<PartnerBody>>('GET', `/api/v1/wms/partner/${p.id}`, {
      token: admin,
    });
    expect(got.body.Datum.address).toBe('ที่อยู่ใหม่');
    expect((await call('GET', '/api/v1/wms/partner', { token: agent })).status).toBe(403);
    expect(
      (await call('POST', '/api/v1/wms/partner', { token: staff, body: { company_name: 'x' } }))
        .status,
    ).toBe(403);
  });

  it('refuses to delete a partner a warehouse product or a purchase order names', async () => {
    const withProduct = await createPartner(admin);
    const product = await createProduct(admin, { partner_id: withProduct.id });
    const refused = await call('DELETE', `/api/v1/wms/partner/${withProduct.id}`, { token: admin });
    expect([refused.status, refused.body.Msg]).toEqual([409, 'partner.inUse']);
    // Archived products keep their partner for their history.
    await call('PUT', `/api/v2/wms/product/${product.id}`, {
      token: admin,
      body: { archived: true },
    });
    const still = await call('DELETE', `/api/v1/wms/partner/${withProduct.id}`, { token: admin });
    expect([still.status, still.body.Msg]).toEqual([409, 'partner.inUse']);

    const withOrder = await createPartner(admin);
    const storage = await createStorage(admin);
    await root.purchaseOrder.create({
      data: {
        enterpriseId: demoId,
        poNumber: unique('PO-TEST'),
        partnerId: withOrder.id,
        storageId: storage.id,
        createdById: adminId,
      },
    });
    const po = await call('DELETE', `/api/v1/wms/partner/${withOrder.id}`, { token: admin });
    expect([po.status, po.body.Msg]).toEqual([409, 'partner.inUse']);

    const free = await createPartner(admin);
    const ok = await call('DELETE', `/api/v1/wms/partner/${free.id}`, { token: admin });
    expect([ok.status, ok.body.Msg]).toEqual([200, 'common.deleteSuccess']);
    expect(await root.partner.findUnique({ where: { id: free.id } })).toBeNull();
    expect(
      await root.auditLog.count({ where: { action: 'partner.delete', entityId: String(free.id) } }),
    ).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------
// Warehouse products
// ---------------------------------------------------------------------------------------

describe('warehouse products', () => {
  it('creates a product with a partner; answers decimals as strings; audits it', async () => {
    const barcode = await freshBarcode();
    const res = await call<Envelope<ProductBody>>('POST', '/api/v1/wms/product', {
      token: admin,
      body: {
        name: unique('ครีมบำรุงผิว'),
        sku: unique('CREAM'),
        barcode,
        unit_name: 'ขวด',
        width: 5.5,
        height: '12',
        depth: 5,
        weight: 250,
        partner_id: seedPartnerId,
        threshold: 20,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.Datum).toMatchObject({
      barcode,
      unit_name: 'ขวด',
      width: '5.50',
      height: '12.00',
      weight: 250,
      partner_id: seedPartnerId,
      partner_name: 'บริษัท สยามซัพพลาย จำกัด',
      threshold: 20,
      avg_cost: '0.00',
      archived_at: null,
      balance: 0,
    });
    const audit = await root.auditLog.findFirstOrThrow({
      where: { action: 'wmsProduct.create', entityId: String(res.body.Datum.id) },
    });
    expect(audit.after).toMatchObject({ barcode, partner_id: seedPartnerId });

    // Code 128 text is allowed as a barcode; the threshold defaults to 0.
    const code128 = await createProduct(admin, { barcode: unique('INT/CODE').toUpperCase() });
    expect(code128.threshold).toBe(0);
  });

  it('refuses a barcode already used (also at the same moment) and a wrong EAN-13 check digit', async () => {
    const p = await createProduct(admin);
    const dup = await call('POST', '/api/v1/wms/product', {
      token: admin,
      body: { name: 'ซ้ำ', sku: 'DUP', barcode: p.barcode },
    });
    expect([dup.status, dup.body.Msg]).toEqual([409, 'wmsProduct.duplicateBarcode']);
    const seeded = await call('POST', '/api/v1/wms/product', {
      token: admin,
      body: { name: 'ซ้ำ', sku: 'DUP', barcode: '2000000000015' },
    });
    expect([seeded.status, seeded.body.Msg]).toEqual([409, 'wmsProduct.duplicateBarcode']);

    const barcode = await freshBarcode();
    const results = await Promise.all(
      [0, 1, 2].map((i) =>
        call('POST', '/api/v1/wms/product', {
          token: admin,
          body: { name: unique('race'), sku: `RACE-${i}`, barcode },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.Msg).toBe('wmsProduct.duplicateBarcode');
    expect(await root.wmsProduct.count({ where: { barcode } })).toBe(1);

    const wrong: Array<[Record<string, unknown>, string]> = [
      [{ barcode: '4006381333932' }, 'body.barcode'],
      [{ barcode: 'has space' }, 'body.barcode'],
      [{ barcode: '' }, 'body.barcode'],
      [{ name: '' }, 'body.name'],
      [{ sku: '' }, 'body.sku'],
      [{ threshold: -1 }, 'body.threshold'],
      [{ partner_id: 0 }, 'body.partner_id'],
      [{ width: '-2' }, 'body.width'],
    ];
    for (const [over, field] of wrong) {
      const res = await call('POST', '/api/v1/wms/product', {
        token: admin,
        body: { name: 'x', sku: 'X', barcode: '4006381333931', ...over },
      });
      expect([res.status, res.body.Msg], JSON.stringify(over)).toEqual([
        400,
        'common.invalidParameter',
      ]);
      expect(res.body.Cause).toContain(field);
    }
    // A correct EAN-13 that is not in the in-store range is fine (a bought product's code).
    await createProduct(admin, { barcode: '4006381333931' });
  });

  it('refuses a partner of another enterprise as if it did not exist', async () => {
    const theirs = await createPartner(admin2);
    const res = await call('POST', '/api/v1/wms/product', {
      token: admin,
      body: { name: 'x', sku: 'X', barcode: await freshBarcode(), partner_id: theirs.id },
    });
    expect([res.status, res.body.Msg]).toEqual([404, 'common.notFound']);
    const mine = await createProduct(admin);
    const put = await call('PUT', `/api/v2/wms/product/${mine.id}`, {
      token: admin,
      body: { partner_id: theirs.id },
    });
    expect([put.status, put.body.Msg]).toEqual([404, 'common.notFound']);
  });

  it('lists for the picker: name (Thai, any part), exact SKU (any case) or barcode; partner filter; sort; pages', async () => {
    const partner = await createPartner(admin);
    const marker = unique('มะพร้าวน้ำหอม');
    const made: ProductBody[] = [];
    for (let i = 0; i < 11; i++)
      made.push(
        await createProduct(admin, {
          name: `${marker} ขวดที่ ${String(i).padStart(2, '0')}`,
          sku: unique('COCO').toUpperCase(),
          partner_id: partner.id,
        }),
      );
    const byName = await call<ListBody<ProductBody>>(
      'GET',
      `/api/v1/wms/product?q=${encodeURIComponent(marker.slice(2))}&sort=name`,
      { token: staff },
    );
    expect(byName.status).toBe(200);
    expect(byName.body.total).toBe(11);
    expect(byName.body.data).toHaveLength(10);
    expect(byName.body.data[0]).toMatchObject({
      id: made[0]!.id,
      name: made[0]!.name,
      sku: made[0]!.sku,
      barcode: made[0]!.barcode,
    });
    const page2 = await call<ListBody<ProductBody>>(
      'GET',
      `/api/v1/wms/product?q=${encodeURIComponent(marker)}&sort=name&page=2`,
      { token: admin },
    );
    expect(page2.body.data.map((p) => p.id)).toEqual([made[10]!.id]);

    const bySku = await call<ListBody<ProductBody>>(
      'GET',
      `/api/v1/wms/product?q=${encodeURIComponent(made[3]!.sku.toLowerCase())}`,
      { token: admin },
    );
    expect(bySku.body.data.map((p) => p.id)).toEqual([made[3]!.id]);
    const byBarcode = await call<ListBody<ProductBody>>(
      'GET',
      `/api/v1/wms/product?q=${made[5]!.barcode}`,
      { token: admin },
    );
    expect(byBarcode.body.data.map((p) => p.id)).toEqual([made[5]!.id]);

    const byPartner = await call<ListBody<ProductBody>>(
      'GET',
      `/api/v1/wms/product?partner_id=${partner.id}&sort=-name&limit=100`,
      { token: admin },
    );
    expect(byPartner.body.total).toBe(11);
    expect(byPartner.body.data[0]!.id).toBe(made[10]!.id);
    expect(byPartner.body.data[0]!.partner_name).toBe(partner.company_name);

    const seeded = await call<ListBody<ProductBody>>('GET', '/api/v1/wms/product?q=SERUM-30', {
      token: admin,
    });
    expect(seeded.body.data.map((p) => p.barcode)).toEqual(['2000000000015']);
    expect((await call('GET', '/api/v1/wms/product', { token: agent })).status).toBe(403);
  });

  it('edits with PUT /api/v2/wms/product/{id}; a barcode taken by another product is refused', async () => {
    const a = await createProduct(admin);
    const b = await createProduct(admin);
    const res = await call<Envelope<ProductBody>>('PUT', `/api/v2/wms/product/${a.id}`, {
      token: admin,
      body: { name: 'ชื่อใหม่', threshold: 7, unit_name: '', partner_id: seedPartnerId },
    });
    expect(res.status).toBe(200);
    expect(res.body.Datum).toMatchObject({
      name: 'ชื่อใหม่',
      threshold: 7,
      unit_name: null,
      barcode: a.barcode,
      partner_id: seedPartnerId,
    });
    const clash = await call('PUT', `/api/v2/wms/product/${a.id}`, {
      token: admin,
      body: { barcode: b.barcode },
    });
    expect([clash.status, clash.body.Msg]).toEqual([409, 'wmsProduct.duplicateBarcode']);
    const same = await call('PUT', `/api/v2/wms/product/${a.id}`, {
      token: admin,
      body: { barcode: a.barcode },
    });
    expect(same.status).toBe(200);
    const noPartner = await call<Envelope<ProductBody>>('PUT', `/api/v2/wms/product/${a.id}`, {
      token: admin,
      body: { partner_id: null },
    });
    expect(noPartner.body.Datum.partner_id).toBeNull();
    expect(
      (await call('PUT', `/api/v2/wms/product/${a.id}`, { token: staff, body: { name: 'x' } }))
        .status,
    ).toBe(403);
    const audit = await root.auditLog.findFirstOrThrow({
      where: { action: 'wmsProduct.update', entityId: String(a.id) },
      orderBy: { id: 'asc' },
    });
    expect(audit.after).toMatchObject({ name: 'ชื่อใหม่', threshold: 7 });
  });

  it('refuses to delete or archive a product with stock; archives one history refers to; deletes an unused one', async () => {
    const storage = await createStorage(admin);
    const stocked = await createProduct(admin);
    await root.inventoryBalance.create({
      data: { enterpriseId: demoId, wmsProductId: stocked.id, storageId: storage.id, balance: 4 },
    });
    const refused = await call('DELETE', `/api/v1/wms/product/${stocked.id}`, { token: admin });
    expect([refused.status, refused.body.Msg]).toEqual([409, 'wmsProduct.inUse']);
    const archiveRefused = await call('PUT', `/api/v2/wms/product/${stocked.id}`, {
      token: admin,
      body: { archived: true },
    });
    expect([archiveRefused.status, archiveRefused.body.Msg]).toEqual([409, 'wmsProduct.inUse']);
    const detail = await call<Envelope<ProductBody>>('GET', `/api/v1/wms/product/${stocked.id}`, {
      token: admin,
    });
    expect(detail.body.Datum.balance).toBe(4);

    // Empty, with a ledger row: archived.
    await root.inventoryBalance.updateMany({
      where: { wmsProductId: stocked.id },
      data: { balance: 0 },
    });
    await addLedgerRow(stocked.id, storage.id);
    const archived = await call<Envelope<{ id: number; archived: boolean }>>(
      'DELETE',
      `/api/v1/wms/product/${stocked.id}`,
      { token: admin },
    );
    expect(archived.body).toMatchObject({
      Msg: 'common.deleteSuccess',
      Datum: { id: stocked.id, archived: true },
    });
    expect(
      (await root.wmsProduct.findUniqueOrThrow({ where: { id: stocked.id } })).archivedAt,
    ).not.toBeNull();

    // A sellable product takes stock from it: archived too.
    const linked = await createProduct(admin);
    await root.product.create({
      data: { enterpriseId: demoId, pn: unique('PN'), name: 'ขาย', wmsProductId: linked.id },
    });
    const linkedDel = await call<Envelope<{ archived: boolean }>>(
      'DELETE',
      `/api/v1/wms/product/${linked.id}`,
      { token: admin },
    );
    expect(linkedDel.body.Datum.archived).toBe(true);
    expect(
      await root.product.count({ where: { wmsProductId: linked.id } }),
      'the sellable product keeps its link',
    ).toBe(1);

    // The list hides archived products unless asked.
    const hidden = await call<ListBody<ProductBody>>(
      'GET',
      `/api/v1/wms/product?q=${linked.barcode}`,
      { token: admin },
    );
    expect(hidden.body.total).toBe(0);
    const shown = await call<ListBody<ProductBody>>(
      'GET',
      `/api/v1/wms/product?q=${linked.barcode}&archived=all`,
      { token: admin },
    );
    expect(shown.body.data.map((p) => [p.id, p.archived_at !== null])).toEqual([[linked.id, true]]);
    // Its barcode stays taken; restoring brings it back.
    const taken = await call('POST', '/api/v1/wms/product', {
      token: admin,
      body: { name: 'x', sku: 'X', barcode: linked.barcode },
    });
    expect(taken.body.Msg).toBe('wmsProduct.duplicateBarcode');
    const restored = await call<Envelope<ProductBody>>('PUT', `/api/v2/wms/product/${linked.id}`, {
      token: admin,
      body: { archived: false },
    });
    expect(restored.body.Datum.archived_at).toBeNull();

    const unused = await createProduct(admin);
    await root.inventoryBalance.create({
      data: { enterpriseId: demoId, wmsProductId: unused.id, storageId: storage.id, balance: 0 },
    });
    const gone = await call<Envelope<{ archived: boolean }>>(
      'DELETE',
      `/api/v1/wms/product/${unused.id}`,
      { token: admin },
    );
    expect(gone.body.Datum.archived).toBe(false);
    expect(await root.wmsProduct.findUnique({ where: { id: unused.id } })).toBeNull();
    expect(await root.inventoryBalance.count({ where: { wmsProductId: unused.id } })).toBe(0);
    expect(
      await root.auditLog.findMany({
        where: { entityId: { in: [String(stocked.id), String(unused.id)] }, entity: 'wmsProduct' },
        select: { action: true },
        orderBy: { id: 'asc' },
      }),
    ).toEqual([
      { action: 'wmsProduct.create' },
      { action: 'wmsProduct.archive' },
      { action: 'wmsProduct.create' },
      { action: 'wmsProduct.delete' },
    ]);
    expect(
      (await call('DELETE', `/api/v1/wms/product/${unused.id}`, { token: admin })).status,
    ).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------
// Tenancy
// ---------------------------------------------------------------------------------------

describe('tenancy', () => {
  it("keeps each enterprise's storages, partners and products to itself, both ways", async () => {
    const mine = {
      storage: await createStorage(admin),
      partner: await createPartner(admin),
      product: await createProduct(admin),
    };
    const theirs = {
      storage: await createStorage(admin2),
      partner: await createPartner(admin2),
      product: await createProduct(admin2),
    };
    const paths = (x: typeof mine) => ({
      storage: `/api/v1/wms/storage/${x.storage.id}`,
      partner: `/api/v1/wms/partner/${x.partner.id}`,
      product: `/api/v1/wms/product/${x.product.id}`,
    });
    for (const [token, other] of [
      [admin2, mine],
      [admin, theirs],
    ] as const) {
      const p = paths(other);
      for (const path of Object.values(p)) {
        const res = await call('GET', path, { token });
        expect([res.status, res.body.Msg], path).toEqual([404, 'common.notFound']);
      }
      const edits = [
        call('PUT', p.storage, { token, body: { description: 'x' } }),
        call('PUT', p.partner, { token, body: { address: 'x' } }),
        call('PUT', `/api/v2/wms/product/${other.product.id}`, { token, body: { name: 'x' } }),
        call('DELETE', p.storage, { token }),
        call('DELETE', p.partner, { token }),
        call('DELETE', p.product, { token }),
      ];
      for (const res of await Promise.all(edits))
        expect([res.status, res.body.Msg]).toEqual([404, 'common.notFound']);
      const label = await callRaw(`/api/v1/wms/product/${other.product.id}/label`, token);
      expect(label.status).toBe(404);
      const codes = await callRaw(
        `/api/v1/util/barcode/label?codes=${other.product.barcode}`,
        token,
      );
      expect(codes.status).toBe(404);

      const lists = await Promise.all([
        call<ListBody<{ id: number }>>('GET', '/api/v1/wms/storage?archived=all&limit=100', {
          token,
        }),
        call<ListBody<{ id: number }>>('GET', '/api/v1/wms/partner?limit=100', { token }),
        call<ListBody<{ id: number }>>(
          'GET',
          `/api/v1/wms/product?archived=all&q=${other.product.barcode}`,
          { token },
        ),
      ]);
      expect(lists[0].body.data.map((r) => r.id)).not.toContain(other.storage.id);
      expect(lists[1].body.data.map((r) => r.id)).not.toContain(other.partner.id);
      expect(lists[2].body.total).toBe(0);
    }
    // Nothing was changed.
    expect(
      (await root.storage.findUniqueOrThrow({ where: { id: mine.storage.id } })).description,
    ).toBeNull();
    expect(await root.wmsProduct.count({ where: { id: mine.product.id } })).toBe(1);
    // The same barcode may exist in both enterprises.
    const sameCode = await call('POST', '/api/v1/wms/product', {
      token: admin2,
      body: { name: 'ร้านสอง', sku: 'S2', barcode: mine.product.barcode },
    });
    expect(sameCode.status).toBe(201);
  });
});

// ---------------------------------------------------------------------------------------
// Barcodes and labels
// ---------------------------------------------------------------------------------------

describe('GET /api/v1/util/barcode', () => {
  it('gives 100 valid, unique in-store EAN-13 codes that no product uses', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const res = await call<Envelope<{ barcode: string }>>('GET', '/api/v1/util/barcode', {
        token: i % 2 ? admin : staff,
      });
      expect(res.status).toBe(200);
      const code = res.body.Datum.barcode;
      expect(isValidEan13(code), code).toBe(true);
      expect(isInStoreEan13(code), code).toBe(true);
      expect(Number(code.slice(0, 2))).toBeGreaterThanOrEqual(20);
      expect(Number(code.slice(0, 2))).toBeLessThanOrEqual(29);
      codes.add(code);
    }
    expect(codes.size).toBe(100);
    for (const seeded of SEEDED_BARCODES) expect(codes.has(seeded)).toBe(false);
    expect(await root.wmsProduct.count({ where: { barcode: { in: [...codes] } } })).toBe(0);
    expect(await root.product.count({ where: { barcode: { in: [...codes] } } })).toBe(0);
  });

  it('skips codes a warehouse or sellable product of the enterprise already has', async () => {
    const sellableOnly = await freshBarcode();
    await root.product.create({
      data: { enterpriseId: demoId, pn: unique('PN'), name: 'ขายอย่างเดียว', barcode: sellableOnly },
    });
    const queue = [...SEEDED_BARCODES, sellableOnly, '2912345678906'];
    const db = tenantClient(root, demoId);
    expect(await generateBarcode(db, () => queue.shift() ?? '2900000000001')).toBe('2912345678906');
    // Another enterprise's codes do not count.
    expect(await generateBarcode(tenantClient(root, secondId), () => '2000000000015')).toBe(
      '2000000000015',
    );
  });

  it('needs wms level 2', async () => {
    expect((await call('GET', '/api/v1/util/barcode', { token: agent })).status).toBe(403);
    expect((await call('GET', '/api/v1/util/barcode')).status).toBe(401);
  });
});

describe('label PDFs', () => {
  const pageCount = (pdf: Buffer) =>
    (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

  it('prints labels for barcodes: a PDF shown inline, with the barcodes in it and a Thai font', async () => {
    const product = await createProduct(admin, { name: 'น้ำมันมะพร้าวสกัดเย็น 100 มล.' });
    const res = await callRaw(
      `/api/v1/util/barcode/label?codes=2000000000015,${product.barcode}&copies=3&show_price=1`,
      staff,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(
      /^inline; filename="labels-\d{8}\.pdf"$/,
    );
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = res.bytes.toString('latin1');
    expect(text).toContain('2000000000015');
    expect(text).toContain(product.barcode);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+Sarabun/);
    expect(text).toContain('/Subtype /Image');
    // 6 labels fit on one A4 sheet of 24.
    expect(pageCount(res.bytes)).toBe(1);

    const single = await callRaw(
      `/api/v1/util/barcode/label?codes=2000000000015,${product.barcode}&copies=2&layout=single-50x30`,
      admin,
    );
    expect(single.status).toBe(200);
    expect(pageCount(single.bytes)).toBe(4);
  });

  it('prints the labels of one warehouse product', async () => {
    const product = await createProduct(admin, { barcode: unique('C128').toUpperCase() });
    const res = await callRaw(
      `/api/v1/wms/product/${product.id}/label?layout=single-50x30&copies=2`,
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('inline');
    expect(res.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(res.bytes.toString('latin1')).toContain(product.barcode);
    expect(pageCount(res.bytes)).toBe(2);
    const a4 = await callRaw(`/api/v1/wms/product/${product.id}/label?copies=25`, admin);
    expect(pageCount(a4.bytes)).toBe(2);
  });

  it('answers errors as JSON: unknown codes, bad options, too many labels, no right', async () => {
    const unknown = await call('GET', '/api/v1/util/barcode/label?codes=2999999999992', {
      token: admin,
    });
    expect([unknown.status, unknown.body.Msg]).toEqual([404, 'common.notFound']);
    expect(unknown.body.Cause).toContain('2999999999992');
    for (const qs of [
      '',
      'codes=',
      'codes=2000000000015&layout=a3',
      'codes=2000000000015&copies=0',
      'codes=2000000000015&copies=1001',
      'codes=has%20space',
      `codes=${Array.from({ length: 101 }, (_, i) => `C${i}`).join(',')}`,
      `codes=${SEEDED_BARCODES.join(',')}&copies=201`,
    ]) {
      const res = await call('GET', `/api/v1/util/barcode/label?${qs}`, { token: admin });
      expect([res.status, res.body.Msg], qs).toEqual([400, 'common.invalidParameter']);
    }
    const missing = await call('GET', '/api/v1/wms/product/2000000000/label', { token: admin });
    expect([missing.status, missing.body.Msg]).toEqual([404, 'common.notFound']);
    expect(
      (await call('GET', '/api/v1/util/barcode/label?codes=2000000000015', { token: agent }))
        .status,
    ).toBe(403);
  });
});

// ---------------------------------------------------------------------------------------
// Exports
// ---------------------------------------------------------------------------------------

describe('exports', () => {
  it("exports the warehouse products the filters match, as CSV and XLSX, in the actor's enterprise only", async () => {
    const partner = await createPartner(admin);
    const marker = unique('ส่งออก');
    const made = [
      await createProduct(admin, { name: `${marker} ก`, partner_id: partner.id }),
      await createProduct(admin, { name: `${marker} ข`, partner_id: partner.id }),
    ];
    await call('PUT', `/api/v2/wms/product/${made[1]!.id}`, {
      token: admin,
      body: { archived: true },
    });
    const csv = await callRaw(
      `/api/v1/wms/product/export?format=csv&q=${encodeURIComponent(marker)}`,
      staff,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/attachment;.*wms-products-\d{8}\.csv/);
    const text = csv.bytes.toString('utf8').replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toContain('บาร์โค้ด');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(made[0]!.barcode);
    expect(lines[1]).toContain(partner.company_name);

    const all = await callRaw(
      `/api/v1/wms/product/export?format=csv&partner_id=${partner.id}&archived=all`,
      admin,
    );
    expect(all.bytes.toString('utf8').trim().split('\r\n')).toHaveLength(3);

    const xlsx = await callRaw(
      `/api/v1/wms/product/export?format=xlsx&q=${made[0]!.barcode}`,
      admin,
    );
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    const theirs = await callRaw(
      `/api/v1/wms/product/export?format=csv&q=${encodeURIComponent(marker)}`,
      admin2,
    );
    expect(theirs.bytes.toString('utf8').trim().split('\r\n')).toHaveLength(1);
    expect((await call('GET', '/api/v1/wms/product/export', { token: agent })).status).toBe(403);
  });

  it('exports the storages the filters match', async () => {
    const s = await createStorage(admin, { width: '10.5', weight: 1200 });
    const csv = await callRaw(`/api/v1/wms/storage/export?q=${encodeURIComponent(s.name)}`, admin);
    expect(csv.status).toBe(200);
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(s.name);
    expect(lines[1]).toContain('10.50');
    expect(lines[1]).toContain('คลังทั่วไป');
    const bad = await call('GET', '/api/v1/wms/storage/export?format=pdf', { token: admin });
    expect([bad.status, bad.body.Msg]).toEqual([400, 'common.invalidParameter']);
  });
});
