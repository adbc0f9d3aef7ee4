// The payment method calls (CRUD at /api/v1/paymentmethod), their bank
// accounts and GET /api/v1/banks against the real database: the rules of each type
// (a transfer needs a bank account, a QR-pay wallet's PromptPay id), duplicates, the
// deactivate path, refused deletes (an order using the method), the audit rows and tenancy
// both ways. Every method and account made here is its own (unique names and account
// numbers), and the order made here is deleted again, so the seed stays as it was.
import { randomBytes, randomInt } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { call, loginAs } from './helpers/api';

const root = prisma();
const tag = randomBytes(4).toString('hex');
let n = 0;
const unique = (prefix: string) => `${prefix} ${tag} ${++n}`;
/** A 12-digit account number no other test uses. */
const accountNumber = () =>
  `9${String(randomInt(1e9)).padStart(9, '0')}${String(++n % 100).padStart(2, '0')}`;

interface Account {
  id: number;
  bank_id: number;
  bank_code: string;
  bank_short_name: string;
  bank_name_th: string;
  bank_name_en: string;
  account_name: string;
  account_number_masked: string;
  account_number?: string;
  branch: string | null;
}
interface Method {
  id: number;
  name: string;
  type: number;
  active: boolean;
  bank_account: Account | null;
  promptpay_id?: string | null;
  promptpay_id_masked: string | null;
}
interface MethodBody {
  Msg: string;
  Datum: Method;
}
interface ListBody<T> {
  Msg: string;
  data: T[];
  total: number;
  page: number;
  limit: number;
}
interface BankRow {
  id: number;
  code: string;
  short_name: string;
  name_th: string;
  name_en: string;
}

let admin: string;
let admin2: string;
let staff: string;
let demoId: number;
let secondId: number;
let kbankId: number;
let scbId: number;
const ordersMade: number[] = [];

const transferBody = (
  over: Record<string, unknown> = {},
  account: Record<string, unknown> = {},
) => ({
  name: unique('โอน'),
  type: 1,
  bank_account: {
    bank_id: kbankId,
    account_name: 'บจก. ทดสอบ',
    account_number: accountNumber(),
    branch: 'สาขาทดสอบ',
    ...account,
  },
  ...over,
});

async function create(body: Record<string, unknown>, token = admin) {
  const res = await call<MethodBody>('POST', '/api/v1/paymentmethod', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.Datum;
}

async function makeOrder(paymentMethodId: number) {
  const channel = await root.saleChannel.findFirstOrThrow({
    where: { enterpriseId: demoId },
    select: { id: true },
  });
  const order = await root.order.create({
    data: {
      enterpriseId: demoId,
      orderNumber: `T-PM-${tag}-${ordersMade.length + 1}`,
      saleChannelId: channel.id,
      paymentMethodId,
      shippingProviderId: 1,
      recipientName: 'ทดสอบ ชำระเงิน',
      recipientPhone: '0811111111',
      recipientAddress: '1 ถนนทดสอบ',
    },
    select: { id: true },
  });
  ordersMade.push(order.id);
}

beforeAll(async () => {
  [admin, admin2, staff] = await Promise.all([
    loginAs('admin'),
    loginAs('admin2'),
    loginAs('staff'),
  ]);
  demoId = (await root.enterprise.findUniqueOrThrow({ where: { code: 'demo-shop' } })).id;
  secondId = (await root.enterprise.findUniqueOrThrow({ where: { code: 'second-shop' } })).id;
  kbankId = (await root.bank.findUniqueOrThrow({ where: { code: '004' } })).id;
  scbId = (await root.bank.findUniqueOrThrow({ where: { code: '014' } })).id;
});

afterAll(async () => {
  if (ordersMade.length) await root.order.deleteMany({ where: { id: { in: ordersMade } } });
});

describe('GET /api/v1/banks', () => {
  it('lists the seeded Thai banks by code for any signed-in user', async () => {
    for (const token of [staff, admin2]) {
      const res = await call<ListBody<BankRow>>('GET', '/api/v1/banks', { token });
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBe(13);
      expect(res.body.total).toBe(13);
      expect(res.body.data.map((b) => b.code)).toEqual(
        [...res.body.data.map((b) => b.code)].sort(),
      );
      expect(res.body.data).toContainEqual({
        id: kbankId,
        code: '004',
        short_name: 'KBANK',
        name_th: 'ธนาคารกสิกรไทย',
        name_en: 'Kasikornbank',
      });
    }
    const anon = await call('GET', '/api/v1/banks');
    expect(anon.status).toBe(401);
  });
});

describe('POST /api/v1/paymentmethod', () => {
  it('creates a transfer with its bank account; the detail has the whole number, the list a masked one', async () => {
    const body = transferBody({}, { account_number: `123-4-${accountNumber().slice(5)}` });
    const res = await call<MethodBody>('POST', '/api/v1/paymentmethod', { token: admin, body });
    expect(res.status).toBe(201);
    expect(res.body.Msg).toBe('common.createSuccess');
    const m = res.body.Datum;
    const digits = (body.bank_account.account_number as string).replace(/-/g, '');
    expect(m).toMatchObject({ name: body.name, type: 1, active: true, promptpay_id: null });
    expect(m.bank_account).toMatchObject({
      bank_id: kbankId,
      bank_code: '004',
      bank_short_name: 'KBANK',
      account_name: 'บจก. ทดสอบ',
      account_number: digits,
      account_number_masked: `${'x'.repeat(digits.length - 4)}${digits.slice(-4)}`,
      branch: 'สาขาทดสอบ',
    });
    const account = await root.bankAccount.findUniqueOrThrow({
      where: { id: m.bank_account!.id },
    });
    expect(account).toMatchObject({ enterpriseId: demoId, accountNumber: digits });

    const list = await call<ListBody<Method>>(
      'GET',
      `/api/v1/paymentmethod?q=${encodeURIComponent(body.name)}`,
      { token: staff },
    );
    expect(list.body.data).toHaveLength(1);
    const row = list.body.data[0]!;
    expect(row.bank_account).toMatchObject({ bank_short_name: 'KBANK' });
    expect(row.bank_account!.account_number_masked).toMatch(/^x+\d{4}$/);
    expect(JSON.stringify(row)).not.toContain(digits);

    const audit = await root.auditLog.findFirstOrThrow({
      where: { action: 'paymentMethod.create', entityId: String(m.id) },
    });
    expect(audit.enterpriseId).toBe(demoId);
    expect(audit.after).toMatchObject({
      name: body.name,
      type: 1,
      bank_account: { account_number: digits, bank_code: '004' },
    });
  });

  it('refuses a transfer without a bank account', async () => {
    for (const over of [{ bank_account: undefined }, { bank_account: null }]) {
      const res = await call('POST', '/api/v1/paymentmethod', {
        token: admin,
        body: { ...transferBody(), ...over },
      });
      expect([res.status, res.body.Msg]).toEqual([400, 'paymentMethod.bankAccountRequired']);
    }
  });

  it('refuses a wrong bank account, naming the field', async () => {
    const wrong: Array<[Record<string, unknown>, string]> = [
      [{ account_number: '123456789' }, 'account_number'],
      [{ account_number: '1234567890123456' }, 'account_number'],
      [{ account_number: '12345x7890' }, 'account_number'],
      [{ account_name: '' }, 'account_name'],
      [{ branch: '' }, 'branch'],
      [{ bank_id: 'kbank' }, 'bank_id'],
    ];
    for (const [account, field] of wrong) {
      const res = await call('POST', '/api/v1/paymentmethod', {
        token: admin,
        body: transferBody({}, account),
      });
      expect([res.status, res.body.Msg], JSON.stringify(account)).toEqual([
        400,
        'common.invalidParameter',
      ]);
      expect(res.body.Cause).toContain(`body.bank_account.${field}`);
    }
    const noBank = await call('POST', '/api/v1/paymentmethod', {
      token: admin,
      body: transferBody({}, { bank_id: 999999 }),
    });
    expect([noBank.status, noBank.body.Msg]).toEqual([400, 'common.invalidParameter']);
    expect(noBank.body.Cause).toContain('bank_id');
  });

  it('takes an existing bank account of the enterprise by id, never one of another enterprise', async () => {
    const seeded = await root.bankAccount.findFirstOrThrow({
      where: { enterpriseId: demoId, accountNumber: '1234567890' },
    });
    const m = await create({ name: unique('โอนบัญชีเดิม'), type: 1, bank_account_id: seeded.id });
    expect(m.bank_account).toMatchObject({ id: seeded.id, bank_short_name: 'KBANK' });
    const foreign = await call('POST', '/api/v1/paymentmethod', {
      token: admin2,
      body: { name: unique('ยืมบัญชี'), type: 1, bank_account_id: seeded.id },
    });
    expect([foreign.status, foreign.body.Msg]).toEqual([400, 'common.invalidParameter']);
    expect(foreign.body.Cause).toContain('bank_account_id');
    const both = await call('POST', '/api/v1/paymentmethod', {
      token: admin,
      body: transferBody({ bank_account_id: seeded.id }),
    });
    expect([both.status, both.body.Msg]).toEqual([400, 'common.invalidParameter']);
  });

  it('reuses the account with the same bank and number, and keeps accounts per enterprise', async () => {
    const number = accountNumber();
    const a = await create(transferBody({}, { account_number: number }));
    const b = await create(
      transferBody({}, { account_number: number, account_name: 'ชื่อใหม่', branch: 'สาขาใหม่' }),
    );
    expect(b.bank_account!.id).toBe(a.bank_account!.id);
    expect(b.bank_account).toMatchObject({ account_name: 'ชื่อใหม่', branch: 'สาขาใหม่' });
    // Another bank with the same number is another account.
    const c = await create(transferBody({}, { account_number: number, bank_id: scbId }));
    expect(c.bank_account!.id).not.toBe(a.bank_account!.id);
    expect(c.bank_account!.bank_short_name).toBe('SCB');
    // Second Shop's account with the same bank and number is its own.
    const d = await create(transferBody({}, { account_number: number }), admin2);
    expect(d.bank_account!.id).not.toBe(a.bank_account!.id);
    expect(
      (await root.bankAccount.findUniqueOrThrow({ where: { id: d.bank_account!.id } }))
        .enterpriseId,
    ).toBe(secondId);
  });

  it('takes a PromptPay id on a QR-pay wallet: a mobile or a national id, typed with spaces or hyphens', async () => {
    const mobile = await create({ name: unique('พร้อมเพย์'), type: 5, promptpay_id: '081-234 5678' });
    expect(mobile).toMatchObject({
      type: 5,
      bank_account: null,
      promptpay_id: '0812345678',
      promptpay_id_masked: 'xxxxxx5678',
    });
    const national = await create({
      name: unique('พร้อมเพย์'),
      type: 5,
      promptpay_id: '1-1017-00230-70-8',
    });
    expect(national.promptpay_id).toBe('1101700230708');
    const none = await create({ name: unique('พร้อมเพย์'), type: 5 });
    expect(none.promptpay_id).toBeNull();
    const blank = await create({ name: unique('พร้อมเพย์'), type: 5, promptpay_id: '' });
    expect(blank.promptpay_id).toBeNull();
  });

  it('refuses a wrong PromptPay id, and a PromptPay id or bank account on a type that has none', async () => {
    for (const promptpay_id of ['12345', '0212345678', '1101700230705', '08123456789', 'abc']) {
      const res = await call('POST', '/api/v1/paymentmethod', {
        token: admin,
        body: { name: unique('พร้อมเพย์ผิด'), type: 5, promptpay_id },
      });
      expect([res.status, res.body.Msg], promptpay_id).toEqual([400, 'common.invalidParameter']);
      expect(res.body.Cause).toContain('body.promptpay_id');
    }
    const ppOnCod = await call('POST', '/api/v1/paymentmethod', {
      token: admin,
      body: { name: unique('COD'), type: 2, promptpay_id: '0812345678' },
    });
    expect([ppOnCod.status, ppOnCod.body.Cause]).toEqual([
      400,
      expect.stringContaining('promptpay_id'),
    ]);
    const accountOnCod = await call('POST', '/api/v1/paymentmethod', {
      token: admin,
      body: transferBody({ type: 2 }),
    });
    expect([accountOnCod.status, accountOnCod.body.Cause]).toEqual([
      400,
      expect.stringContaining('bank_account'),
    ]);
  });

  it('creates every other type without an account', async () => {
    for (const type of [2, 4, 6, 7]) {
      const m = await create({ name: unique(`ชนิด ${type}`), type });
      expect(m).toMatchObject({ type, bank_account: null, promptpay_id: null });
    }
    for (const type of [0, 3, 8, '1']) {
      const res = await call('POST', '/api/v1/paymentmethod', {
        token: admin,
        body: { name: unique('ผิด'), type },
      });
      expect([res.status, res.body.Msg], String(type)).toEqual([400, 'common.invalidParameter']);
      expect(res.body.Cause).toContain('body.type');
    }
  });

  it('refuses a name already used in the enterprise, in any case', async () => {
    const name = unique('QR Shop');
    await create({ name, type: 7 });
    for (const clash of [name, name.toUpperCase(), name.toLowerCase()]) {
      const res = await call('POST', '/api/v1/paymentmethod', {
        token: admin,
        body: { name: clash, type: 2 },
      });
      expect([res.status, res.body.Msg], clash).toEqual([409, 'paymentMethod.duplicate']);
    }
    const seeded = await call('POST', '/api/v1/paymentmethod', {
      token: admin,
      body: { name: 'เก็บเงินปลายทาง (cod)', type: 2 },
    });
    expect([seeded.status, seeded.body.Msg]).toEqual([409, 'paymentMethod.duplicate']);
    const races = await Promise.all(
      [0, 1, 2].map(() =>
        call('POST', '/api/v1/paymentmethod', {
          token: admin,
          body: { name: `${name} race`, type: 2 },
        }),
      ),
    );
    expect(races.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('is for admins only', async () => {
    const res = await call('POST', '/api/v1/paymentmethod', {
      token: staff,
      body: { name: unique('no'), type: 2 },
    });
    expect([res.status, res.body.Msg]).toEqual([403, 'common.accessDenied']);
  });
});

describe('GET /api/v1/paymentmethod', () => {
  const prefix = `รายการ ${tag}`;
  let transfer: Method;
  let cod: Method;
  let inactive: Method;

  beforeAll(async () => {
    transfer = await create(transferBody({ name: `${prefix} โอน` }));
    cod = await create({ name: `${prefix} ปลายทาง`, type: 2 });
    inactive = await create({ name: `${prefix} ปิด`, type: 2, active: false });
  });

  it('searches, filters by type and active, sorts and pages', async () => {
    const q = encodeURIComponent(prefix);
    const all = await call<ListBody<Method>>('GET', `/api/v1/paymentmethod?q=${q}&sort=name`, {
      token: staff,
    });
    expect(all.body).toMatchObject({ Msg: 'common.success', total: 3, page: 1, limit: 10 });
    expect(all.body.data.map((m) => m.name)).toEqual(
      [transfer.name, cod.name, inactive.name].sort(),
    );
    const codOnly = await call<ListBody<Method>>(
      'GET',
      `/api/v1/paymentmethod?q=${q}&type=2&active=1`,
      { token: staff },
    );
    expect(codOnly.body.data.map((m) => m.id)).toEqual([cod.id]);
    const off = await call<ListBody<Method>>('GET', `/api/v1/paymentmethod?q=${q}&active=0`, {
      token: staff,
    });
    expect(off.body.data.map((m) => m.id)).toEqual([inactive.id]);
    const paged = await call<ListBody<Method>>(
      'GET',
      `/api/v1/paymentmethod?q=${q}&sort=-type&limit=1&page=3`,
      { token: staff },
    );
    expect(paged.body).toMatchObject({ total: 3, page: 3, limit: 1 });
    expect(paged.body.data.map((m) => m.id)).toEqual([transfer.id]);
    for (const qs of ['type=3', 'active=yes', 'sort=bank', 'limit=0']) {
      const res = await call('GET', `/api/v1/paymentmethod?${qs}`, { token: staff });
      expect([res.status, res.body.Msg], qs).toEqual([400, 'common.invalidParameter']);
    }
  });

  it('answers every active method unpaged for the order form picker (all=1)', async () => {
    const res = await call<ListBody<Method>>(
      'GET',
      '/api/v1/paymentmethod?all=1&active=1&sort=name',
      { token: staff },
    );
    expect(res.body).toMatchObject({ page: 1, limit: 500 });
    expect(res.body.total).toBe(
      await root.paymentMethod.count({ where: { enterpriseId: demoId, active: true } }),
    );
    expect(res.body.data.length).toBe(res.body.total);
    expect(res.body.data.some((m) => m.id === inactive.id)).toBe(false);
    expect(res.body.data.some((m) => m.id === transfer.id)).toBe(true);
  });
});

describe('GET, PUT and DELETE /api/v1/paymentmethod/{id}', () => {
  it('reads one method whole for the admin who edits it; an unknown id is payment.methodNotFound', async () => {
    const m = await create(transferBody());
    const res = await call<MethodBody>('GET', `/api/v1/paymentmethod/${m.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.Datum.bank_account!.account_number).toBe(m.bank_account!.account_number);
    const wallet = await create({ name: unique('พร้อมเพย์'), type: 5, promptpay_id: '0898765432' });
    const whole = await call<MethodBody>('GET', `/api/v1/paymentmethod/${wallet.id}`, {
      token: admin,
    });
    expect(whole.body.Datum.promptpay_id).toBe('0898765432');
    const missing = await call('GET', '/api/v1/paymentmethod/999999999', { token: admin });
    expect([missing.status, missing.body.Msg]).toEqual([404, 'payment.methodNotFound']);
  });

  it('masks the account number and PromptPay id below the editing level, exactly as the list', async () => {
    const customer = await loginAs('customer'); // every level 0
    const transfer = await create(transferBody());
    const wallet = await create({ name: unique('พร้อมเพย์'), type: 5, promptpay_id: '0898765432' });
    const digits = transfer.bank_account!.account_number!;
    for (const [who, token] of [
      ['staff', staff],
      ['customer', customer],
    ] as const) {
      for (const m of [transfer, wallet]) {
        const one = await call<MethodBody>('GET', `/api/v1/paymentmethod/${m.id}`, { token });
        const list = await call<ListBody<Method>>(
          'GET',
          `/api/v1/paymentmethod?q=${encodeURIComponent(m.name)}`,
          { token },
        );
        // The same level reads both: the list's row and the detail agree on every number.
        expect([one.status, list.status], who).toEqual([200, 200]);
        const row = list.body.data.find((r) => r.id === m.id)!;
        const d = one.body.Datum;
        expect(d.promptpay_id, who).toBe(row.promptpay_id_masked);
        expect(d.promptpay_id_masked, who).toBe(row.promptpay_id_masked);
        expect(d.bank_account?.account_number ?? null, who).toBe(
          row.bank_account?.account_number_masked ?? null,
        );
        expect(JSON.stringify(one.body), who).not.toContain(digits);
        expect(JSON.stringify(one.body), who).not.toContain('0898765432');
      }
    }
    const masked = await call<MethodBody>('GET', `/api/v1/paymentmethod/${wallet.id}`, {
      token: customer,
    });
    expect(masked.body.Datum.promptpay_id).toBe('xxxxxx5432');
    const account = await call<MethodBody>('GET', `/api/v1/paymentmethod/${transfer.id}`, {
      token: staff,
    });
    expect(account.body.Datum.bank_account!.account_number).toBe(
      `${'x'.repeat(digits.length - 4)}${digits.slice(-4)}`,
    );
    const anon = await call('GET', `/api/v1/paymentmethod/${transfer.id}`);
    expect(anon.status).toBe(401);
  });

  it('keeps the account when it is left out, and changes it when a new one is given', async () => {
    const m = await create(transferBody());
    const renamed = await call<MethodBody>('PUT', `/api/v1/paymentmethod/${m.id}`, {
      token: admin,
      body: { name: unique('เปลี่ยนชื่อ') },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.Msg).toBe('common.editSuccess');
    expect(renamed.body.Datum.bank_account!.id).toBe(m.bank_account!.id);

    const number = accountNumber();
    const moved = await call<MethodBody>('PUT', `/api/v1/paymentmethod/${m.id}`, {
      token: admin,
      body: {
        bank_account: {
          bank_id: scbId,
          account_name: 'บัญชีใหม่',
          account_number: number,
          branch: 'สยาม',
        },
      },
    });
    expect(moved.body.Datum.bank_account).toMatchObject({
      bank_short_name: 'SCB',
      account_number: number,
    });
    // The old account is used by nothing now: it is gone.
    expect(await root.bankAccount.findUnique({ where: { id: m.bank_account!.id } })).toBeNull();
    const audit = await root.auditLog.findFirstOrThrow({
      where: { action: 'paymentMethod.update', entityId: String(m.id) },
      orderBy: { id: 'desc' },
    });
    expect(audit.before).toMatchObject({
      bank_account: { account_number: m.bank_account!.account_number },
    });
    expect(audit.after).toMatchObject({ bank_account: { account_number: number } });
  });

  it('refuses to take the account away from a transfer', async () => {
    const m = await create(transferBody());
    for (const body of [{ bank_account: null }, { bank_account_id: null }]) {
      const res = await call('PUT', `/api/v1/paymentmethod/${m.id}`, { token: admin, body });
      expect([res.status, res.body.Msg]).toEqual([400, 'paymentMethod.bankAccountRequired']);
    }
    const cod = await create({ name: unique('ปลายทาง'), type: 2 });
    const toTransfer = await call('PUT', `/api/v1/paymentmethod/${cod.id}`, {
      token: admin,
      body: { type: 1 },
    });
    expect([toTransfer.status, toTransfer.body.Msg]).toEqual([
      400,
      'paymentMethod.bankAccountRequired',
    ]);
  });

  it('drops the account when a transfer becomes another type, unless another method uses it', async () => {
    const number = accountNumber();
    const a = await create(transferBody({}, { account_number: number }));
    const b = await create(transferBody({}, { account_number: number }));
    const res = await call<MethodBody>('PUT', `/api/v1/paymentmethod/${a.id}`, {
      token: admin,
      body: { type: 7 },
    });
    expect(res.body.Datum).toMatchObject({ type: 7, bank_account: null });
    // b still uses it.
    expect(await root.bankAccount.findUnique({ where: { id: b.bank_account!.id } })).not.toBeNull();
    const wallet = await call<MethodBody>('PUT', `/api/v1/paymentmethod/${b.id}`, {
      token: admin,
      body: { type: 5, promptpay_id: '0912345678' },
    });
    expect(wallet.body.Datum).toMatchObject({
      type: 5,
      bank_account: null,
      promptpay_id: '0912345678',
    });
    expect(await root.bankAccount.findUnique({ where: { id: b.bank_account!.id } })).toBeNull();
    // A wallet that becomes cash on delivery loses its PromptPay id.
    const cod = await call<MethodBody>('PUT', `/api/v1/paymentmethod/${b.id}`, {
      token: admin,
      body: { type: 2 },
    });
    expect(cod.body.Datum).toMatchObject({ type: 2, promptpay_id: null });
    const badPp = await call('PUT', `/api/v1/paymentmethod/${b.id}`, {
      token: admin,
      body: { type: 5, promptpay_id: '0000' },
    });
    expect([badPp.status, badPp.body.Msg]).toEqual([400, 'common.invalidParameter']);
  });

  it("refuses renaming to another method's name in any case", async () => {
    const a = await create({ name: unique('Alpha Pay'), type: 7 });
    const b = await create({ name: unique('Beta Pay'), type: 7 });
    const res = await call('PUT', `/api/v1/paymentmethod/${b.id}`, {
      token: admin,
      body: { name: a.name.toUpperCase() },
    });
    expect([res.status, res.body.Msg]).toEqual([409, 'paymentMethod.duplicate']);
    const own = await call('PUT', `/api/v1/paymentmethod/${b.id}`, {
      token: admin,
      body: { name: b.name.toUpperCase() },
    });
    expect(own.status).toBe(200);
  });

  it('deactivates a method: hidden from the picker, still readable', async () => {
    const m = await create({ name: unique('พัก'), type: 7 });
    const off = await call<MethodBody>('PUT', `/api/v1/paymentmethod/${m.id}`, {
      token: admin,
      body: { active: false },
    });
    expect(off.body.Datum).toMatchObject({ active: false, type: 7 });
    const picker = await call<ListBody<Method>>('GET', '/api/v1/paymentmethod?all=1&active=1', {
      token: staff,
    });
    expect(picker.body.data.some((x) => x.id === m.id)).toBe(false);
    const one = await call<MethodBody>('GET', `/api/v1/paymentmethod/${m.id}`, { token: staff });
    expect(one.body.Datum.active).toBe(false);
  });

  it('deletes an unused method with its unused account, and audits it', async () => {
    const m = await create(transferBody());
    const res = await call('DELETE', `/api/v1/paymentmethod/${m.id}`, { token: admin });
    expect([res.status, res.body.Msg]).toEqual([200, 'common.deleteSuccess']);
    expect(await root.paymentMethod.findUnique({ where: { id: m.id } })).toBeNull();
    expect(await root.bankAccount.findUnique({ where: { id: m.bank_account!.id } })).toBeNull();
    const audit = await root.auditLog.findFirstOrThrow({
      where: { action: 'paymentMethod.delete', entityId: String(m.id) },
    });
    expect(audit.before).toMatchObject({ name: m.name, type: 1 });
    const again = await call('DELETE', `/api/v1/paymentmethod/${m.id}`, { token: admin });
    expect([again.status, again.body.Msg]).toEqual([404, 'payment.methodNotFound']);
  });

  it('refuses to delete a method an order uses; deactivating it still works', async () => {
    const m = await create(transferBody());
    await makeOrder(m.id);
    const res = await call('DELETE', `/api/v1/paymentmethod/${m.id}`, { token: admin });
    expect([res.status, res.body.Msg]).toEqual([409, 'paymentMethod.inUse']);
    expect(await root.paymentMethod.findUnique({ where: { id: m.id } })).not.toBeNull();
    expect(await root.bankAccount.findUnique({ where: { id: m.bank_account!.id } })).not.toBeNull();
    const off = await call<MethodBody>('PUT', `/api/v1/paymentmethod/${m.id}`, {
      token: admin,
      body: { active: false },
    });
    expect([off.status, off.body.Datum.active]).toEqual([200, false]);
  });

  it('is for admins only to change', async () => {
    const m = await create({ name: unique('สิทธิ์'), type: 7 });
    for (const [method, body] of [
      ['PUT', { name: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/api/v1/paymentmethod/${m.id}`, { token: staff, body });
      expect([res.status, res.body.Msg]).toEqual([403, 'common.accessDenied']);
    }
  });
});

describe('GET /api/v1/paymentmethod/export', () => {
  const prefix = `ส่งออก ${tag}`;

  it("streams the list's filtered methods as CSV with masked account numbers", async () => {
    const number = accountNumber();
    const transfer = await create(
      transferBody({ name: `${prefix} โอน` }, { account_number: number }),
    );
    const wallet = await create({ name: `${prefix} QR`, type: 5, promptpay_id: '0898765432' });
    const res = await call('GET', `/api/v1/paymentmethod/export?q=${encodeURIComponent(prefix)}`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="payment-methods-\d{8}\.csv"/);
    const text = res.bytes.toString('utf8');
    expect(text).not.toContain(number);
    expect(text).not.toContain('0898765432');
    const [header, ...rows] = parse(text.replace(/^\uFEFF/, '')) as string[][];
    expect(header!.slice(0, 8)).toEqual([
      'รหัส',
      'ชื่อช่องทางการชำระเงิน',
      'ประเภท',
      'ธนาคาร',
      'ชื่อบัญชี',
      'เลขที่บัญชี',
      'สาขา',
      'พร้อมเพย์',
    ]);
    expect(rows.map((r) => Number(r[0]))).toEqual([transfer.id, wallet.id]);
    expect(rows[0]!.slice(2, 7)).toEqual([
      'โอนเงิน',
      'KBANK',
      'บจก. ทดสอบ',
      `${'x'.repeat(number.length - 4)}${number.slice(-4)}`,
      'สาขาทดสอบ',
    ]);
    expect(rows[1]![7]).toBe('xxxxxx5432');

    const onlyWallets = await call(
      'GET',
      `/api/v1/paymentmethod/export?q=${encodeURIComponent(prefix)}&type=5&format=xlsx`,
      { token: admin },
    );
    expect(onlyWallets.status).toBe(200);
    expect(onlyWallets.headers.get('content-type')).toContain('spreadsheetml');
  });

  it('is for admins only, of their own enterprise', async () => {
    const denied = await call('GET', '/api/v1/paymentmethod/export', { token: staff });
    expect([denied.status, denied.body.Msg]).toEqual([403, 'common.accessDenied']);
    const other = await call('GET', '/api/v1/paymentmethod/export', { token: admin2 });
    expect(other.status).toBe(200);
    expect(other.bytes.toString('utf8')).not.toContain(prefix);
    const bad = await call('GET', '/api/v1/paymentmethod/export?type=3', { token: admin });
    expect([bad.status, bad.body.Msg]).toEqual([400, 'common.invalidParameter']);
  });
});

describe('tenancy', () => {
  it("Second Shop sees none of Demo Shop's methods, and the other way round", async () => {
    const demoMethod = await create(transferBody());
    const list2 = await call<ListBody<Method>>('GET', '/api/v1/paymentmethod?all=1', {
      token: admin2,
    });
    const secondIds = new Set(
      (
        await root.paymentMethod.findMany({
          where: { enterpriseId: secondId },
          select: { id: true },
        })
      ).map((m) => m.id),
    );
    expect(list2.body.data.length).toBeGreaterThan(0);
    expect(list2.body.data.every((m) => secondIds.has(m.id))).toBe(true);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { active: false }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/api/v1/paymentmethod/${demoMethod.id}`, {
        token: admin2,
        body,
      });
      expect([res.status, res.body.Msg], method).toEqual([404, 'payment.methodNotFound']);
    }
    expect(
      (await root.paymentMethod.findUniqueOrThrow({ where: { id: demoMethod.id } })).active,
    ).toBe(true);

    const same = await create({ name: demoMethod.name, type: 2 }, admin2);
    const demoList = await call<ListBody<Method>>(
      'GET',
      `/api/v1/paymentmethod?q=${encodeURIComponent(demoMethod.name)}`,
      { token: admin },
    );
    expect(demoList.body.data.map((m) => m.id)).toEqual([demoMethod.id]);
    const cross = await call('GET', `/api/v1/paymentmethod/${same.id}`, { token: admin });
    expect(cross.status).toBe(404);
  });
});
