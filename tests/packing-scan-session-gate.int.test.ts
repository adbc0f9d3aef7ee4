// A keyed station scan checks its caller's session inside the counting statement
// (lib/auth/session-gate.ts, defineRoute's one-statement path, scan-sql.ts): one round trip.
// These pin that nothing is counted or claimed for a session that is revoked, a user who
// is blocked or lacks the packing level, or a token of another enterprise's user, both at
// the statement (the gate's SQL itself) and through the route (which then answers 401/403
// the usual way); and that a live packer's and an admin's keyed scans count once.
import { pgRunner } from '@/lib/db';
import { pgPool } from '@/lib/db/client';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/lib/auth/password';
import { access } from '@/lib/auth/permissions';
import { sessionGate } from '@/lib/auth/session-gate';
import { PACKABLE, orderRefOf } from '@/lib/domain/packing/shared';
import { runScanClaiming } from '@/lib/domain/packing/station';
import { call, loginAs } from './helpers/api';
import {
  addItem,
  addOrder,
  lineOf,
  newPackingShop,
  post,
  putStock,
  root,
  scanPath,
  type Item,
  type PackingShop,
} from './helpers/packing-fixtures';

let shop: PackingShop;
let other: PackingShop;
let item: Item;
let n = 0;

beforeAll(async () => {
  shop = await newPackingShop();
  other = await newPackingShop();
  item = await addItem(shop);
  await putStock(shop, item, 500);
});

/** A user of the shop with these roles, signed in: its token and id. */
async function signedIn(roles: Record<string, number>, groupId = 3) {
  const username = `gate${shop.id}x${++n}${randomUUID().slice(0, 6)}`;
  const user = await root.user.create({
    data: {
      enterpriseId: shop.id,
      username,
      passwordHash: await hashPassword('demo1234'),
      firstName: 'ประตู',
      lastName: username,
      groupId,
      roles,
    },
    select: { id: true },
  });
  return { id: user.id, token: await loginAs(username) };
}

async function openOrder() {
  const order = await addOrder(shop, [{ productId: item.productId, quantity: 50 }]);
  const opened = await post(shop.packer, scanPath, { order_id: order.id });
  expect(opened.status).toBe(200);
  return order;
}

const scanned = async (orderId: number) =>
  lineOf((await post(shop.packer, scanPath, { order_id: orderId })).body.Datum, item)!.scanned;

const keyRows = (key: string) => root.idempotencyKey.count({ where: { key } });

/** The gated claiming statement run straight, as the route's one-statement path runs it. */
async function gatedScan(token: string, orderId: number) {
  const gate = await sessionGate(
    new Headers({ authorization: `Bearer ${token}` }),
    access.area('packing', 2),
  );
  expect(gate).not.toBeNull();
  const key = randomUUID();
  const rows = await runScanClaiming(
    pgRunner(pgPool(), { prepare: true }),
    {
      enterpriseId: gate!.actor.enterpriseId,
      ref: orderRefOf({ order_id: orderId }),
      kind: 1,
      statuses: PACKABLE,
      barcode: item.barcode,
      change: 'add',
    },
    {
      enterpriseId: gate!.actor.enterpriseId,
      userId: gate!.actor.userId,
      key,
      method: 'POST',
      path: scanPath,
      hash: '0'.repeat(64),
      expiresAt: new Date(Date.now() + 60_000),
      status: 200,
      gate: gate!.sql,
    },
  );
  return { claimed: rows[0]?.claimed ?? false, key };
}

describe('the session gate in the scan statement', () => {
  it('counts for a live packer and for an admin (group 1, no roles), and nothing for the rest', async () => {
    const order = await openOrder();
    const packer = await signedIn({ packing: 2 });
    const admin = await signedIn({}, 1);
    const viewer = await signedIn({ packing: 1 });
    const revoked = await signedIn({ packing: 3 });
    const blocked = await signedIn({ packing: 3 });
    const deleted = await signedIn({ packing: 3 });
    expect((await call('POST', '/api/auth/logout', { token: revoked.token })).status).toBe(200);
    await root.user.update({ where: { id: blocked.id }, data: { status: 2 } });
    await root.user.update({ where: { id: deleted.id }, data: { deletedAt: new Date() } });

    for (const who of [packer, admin]) {
      const before = await scanned(order.id);
      const run = await gatedScan(who.token, order.id);
      expect(run.claimed).toBe(true);
      expect(await scanned(order.id)).toBe(before + 1);
      expect(await keyRows(run.key)).toBe(1);
    }
    for (const who of [viewer, revoked, blocked, deleted]) {
      const before = await scanned(order.id);
      const run = await gatedScan(who.token, order.id);
      expect(run.claimed).toBe(false);
      expect(await scanned(order.id)).toBe(before);
      expect(await keyRows(run.key)).toBe(0);
    }
  });

  it("counts nothing on another enterprise's order, whoever asks", async () => {
    const order = await openOrder();
    const before = await scanned(order.id);
    const theirs = await sessionGate(
      new Headers({ authorization: `Bearer ${other.packer}` }),
      access.area('packing', 2),
    );
    const rows = await runScanClaiming(
      pgRunner(pgPool(), { prepare: true }),
      {
        enterpriseId: theirs!.actor.enterpriseId,
        ref: orderRefOf({ order_id: order.id }),
        kind: 1,
        statuses: PACKABLE,
        barcode: item.barcode,
        change: 'add',
      },
      {
        enterpriseId: theirs!.actor.enterpriseId,
        userId: theirs!.actor.userId,
        key: randomUUID(),
        method: 'POST',
        path: scanPath,
        hash: '0'.repeat(64),
        expiresAt: new Date(Date.now() + 60_000),
        status: 200,
        gate: theirs!.sql,
      },
    );
    expect(rows.some((r) => r.claimed)).toBe(false);
    expect(await scanned(order.id)).toBe(before);
  });
});

describe('keyed scans through the route', () => {
  it('answer 401 for a revoked session and a blocked user, 403 without the level, counting nothing', async () => {
    const order = await openOrder();
    const revoked = await signedIn({ packing: 2 });
    const blocked = await signedIn({ packing: 2 });
    const viewer = await signedIn({ packing: 1 });
    await call('POST', '/api/auth/logout', { token: revoked.token });
    await root.user.update({ where: { id: blocked.id }, data: { status: 2 } });
    const before = await scanned(order.id);
    const body = { order_id: order.id, barcode: item.barcode };

    for (const [who, status] of [
      [revoked, 401],
      [blocked, 401],
      [viewer, 403],
    ] as const) {
      const key = randomUUID();
      const res = await post(who.token, scanPath, body, key);
      expect(res.status).toBe(status);
      expect(await keyRows(key)).toBe(0);
    }
    expect(await scanned(order.id)).toBe(before);
  });

  it('counts a live packer’s keyed scan once, however often it is sent', async () => {
    const order = await openOrder();
    const packer = await signedIn({ packing: 2 });
    const before = await scanned(order.id);
    const key = randomUUID();
    const body = { order_id: order.id, barcode: item.barcode };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(packer.token, scanPath, body, key)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.bytes.toString())).size).toBe(1);
    expect(await scanned(order.id)).toBe(before + 1);
    expect(await keyRows(key)).toBe(1);
  });
});
