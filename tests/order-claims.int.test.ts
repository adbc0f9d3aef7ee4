// Claims and the claim pack on the real database, Redis and the S3-compatible test server
// (docs/domain-rules.md, Returns: "Claims"). POST /api/v1/orders/{id}/claim moves a
// delivered or completed order to 142 with its claim, its `claimed` event and the audit
// entry, once; anything else is refused and changes nothing. GET .../claimpack answers a
// ZIP, read back here with fflate: the evidence clip, the label, the return's video, the
// photos and timeline.pdf. Expectations are written from the rules, not read from the code.
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getObject, putObject } from '@/lib/storage';
import { call } from './helpers/api';
import {
  addOrder,
  eventsOf,
  newPackingShop,
  newUser,
  orderStatus,
  root,
  type PackingShop,
} from './helpers/packing-fixtures';
import { pdfPages } from './helpers/pdf-text';
import { startS3Server, type LocalS3Server } from './helpers/s3-server';
import { makeWebm } from './helpers/webm-fixture';

let s3: LocalS3Server;
let shop: PackingShop;
let other: PackingShop;
/** Users of `shop` holding order 1 and exactly this order_return level. */
const returnLevel: Record<0 | 1 | 2, string> = { 0: '', 1: '', 2: '' };
let claimerId: number;

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 1, 2, 3]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 9, 9]);
const WEBM_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
const startsWith = (b: Uint8Array | undefined, sig: number[] | string) => {
  const bytes = typeof sig === 'string' ? [...Buffer.from(sig, 'latin1')] : sig;
  return Boolean(b) && bytes.every((x, i) => b![i] === x);
};

beforeAll(async () => {
  s3 = await startS3Server();
  s3.use();
  shop = await newPackingShop();
  other = await newPackingShop();
  for (const level of [0, 1, 2] as const) {
    const u = await newUser(shop.id, 3, { order: 1, order_return: level });
    returnLevel[level] = u.token;
    if (level === 2) claimerId = u.id;
  }
});

afterAll(async () => {
  await s3?.close();
});

const claim = (token: string, orderId: number, body: unknown) =>
  call<{ Datum: { status: number; claim: { party: number; photos: unknown[] } | null } }>(
    'POST',
    `/api/v1/orders/${orderId}/claim`,
    { token, body },
  );

function photoForm(fields: { party: string; reason: string }, files: Array<[Buffer, string]>) {
  const form = new FormData();
  form.set('party', fields.party);
  form.set('reason', fields.reason);
  for (const [bytes, name] of files) form.append('photos', new Blob([new Uint8Array(bytes)]), name);
  return form;
}

const claimsOf = (orderId: number) => root.orderClaim.findMany({ where: { orderId } });

describe('POST /api/v1/orders/{id}/claim', () => {
  it('claims a delivered order: 142, the claim, one claimed event, the audit entry', async () => {
    const order = await addOrder(shop, [], { status: 122 });
    const res = await claim(returnLevel[2], order.id, { party: 1, reason: 'กล่องบุบ ขวดแตก' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.Datum.status).toBe(142);
    expect(res.body.Datum.claim).toMatchObject({ party: 1, photos: [] });
    expect(await orderStatus(order.id)).toBe(142);
    const [row, ...more] = await claimsOf(order.id);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      enterpriseId: shop.id,
      party: 1,
      reason: 'กล่องบุบ ขวดแตก',
      fromStatus: 122,
      photoKeys: [],
      createdById: claimerId,
    });
    expect(await eventsOf(order.id)).toEqual([
      expect.objectContaining({
        type: 'claimed',
        fromStatus: 122,
        toStatus: 142,
        userId: claimerId,
      }),
    ]);
    const audit = await root.auditLog.findMany({
      where: { enterpriseId: shop.id, action: 'order.claim', entityId: String(order.id) },
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: claimerId, entity: 'order' });
  });

  it('keeps up to 6 photos in storage, checked by their bytes', async () => {
    const order = await addOrder(shop, [], { status: 130 });
    const res = await call('POST', `/api/v1/orders/${order.id}/claim`, {
      token: returnLevel[2],
      form: photoForm({ party: '2', reason: 'ของหายระหว่างทาง' }, [
        [JPEG, 'one.jpg'],
        [PNG, 'two.png'],
      ]),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [row] = await claimsOf(order.id);
    expect(row).toMatchObject({ party: 2, fromStatus: 130 });
    expect(row!.photoKeys).toHaveLength(2);
    expect(row!.photoKeys[0]).toMatch(new RegExp(`^${shop.id}/claim-photos/.+\\.jpg$`));
    expect(row!.photoKeys[1]).toMatch(/\.png$/);
    const stored = await getObject(row!.photoKeys[0]!);
    const chunks: Buffer[] = [];
    for await (const c of stored!.body) chunks.push(Buffer.from(c as Buffer));
    expect(Buffer.concat(chunks).equals(JPEG)).toBe(true);

    const seven = await addOrder(shop, [], { status: 122 });
    const tooMany = await call('POST', `/api/v1/orders/${seven.id}/claim`, {
      token: returnLevel[2],
      form: photoForm(
        { party: '1', reason: 'x' },
        Array.from({ length: 7 }, (_, i): [Buffer, string] => [JPEG, `p${i}.jpg`]),
      ),
    });
    expect(tooMany.status).toBe(400);
    expect(await orderStatus(seven.id)).toBe(122);
  });

  it('refuses a photo that is not an image, whatever its name, and changes nothing', async () => {
    const order = await addOrder(shop, [], { status: 122 });
    const res = await call('POST', `/api/v1/orders/${order.id}/claim`, {
      token: returnLevel[2],
      form: photoForm({ party: '1', reason: 'กล่องบุบ' }, [
        [JPEG, 'ok.jpg'],
        [Buffer.from('just some text, not a photo'), 'photo.jpg'],
      ]),
    });
    expect(res.status).toBe(415);
    expect(res.body.Msg).toBe('file.invalidType');
    expect(await orderStatus(order.id)).toBe(122);
    expect(await claimsOf(order.id)).toHaveLength(0);
    expect(await eventsOf(order.id)).toHaveLength(0);
  });

  it('refuses bad input with a catalogue error', async () => {
    const order = await addOrder(shop, [], { status: 122 });
    for (const body of [{ party: 3, reason: 'x' }, { party: 1, reason: '  ' }, { party: 1 }, {}]) {
      const res = await claim(returnLevel[2], order.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.Msg).toBe('common.invalidParameter');
    }
    expect(await orderStatus(order.id)).toBe(122);
  });

  it('claims only from 122 and 130: any other status is 422 and changes nothing', async () => {
    for (const status of [100, 111, 112, 114, 121, 140, 141, 998]) {
      const order = await addOrder(shop, [], { status });
      const res = await claim(returnLevel[2], order.id, { party: 1, reason: 'x' });
      expect(res.status, `${status}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.body.Msg).toBe('order.invalidStatusTransition');
      expect(await orderStatus(order.id)).toBe(status);
      expect(await claimsOf(order.id)).toHaveLength(0);
      expect(await eventsOf(order.id)).toHaveLength(0);
    }
  });

  it('refuses a second claim with 409', async () => {
    const order = await addOrder(shop, [], { status: 122 });
    expect((await claim(returnLevel[2], order.id, { party: 1, reason: 'first' })).status).toBe(201);
    const again = await claim(returnLevel[2], order.id, { party: 2, reason: 'second' });
    expect(again.status).toBe(409);
    expect(again.body.Msg).toBe('order.alreadyClaimed');
    expect(await claimsOf(order.id)).toHaveLength(1);
    expect(await eventsOf(order.id)).toHaveLength(1);
  });

  it('two claims of one order at once: one wins, the other is 409', async () => {
    const order = await addOrder(shop, [], { status: 130 });
    const answers = await Promise.all(
      [1, 2].map((party) => claim(returnLevel[2], order.id, { party, reason: `party ${party}` })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.Msg).toBe('order.alreadyClaimed');
    expect(await claimsOf(order.id)).toHaveLength(1);
    expect(await eventsOf(order.id)).toHaveLength(1);
    expect(await orderStatus(order.id)).toBe(142);
  });

  it('is no longer a move of the status call', async () => {
    const order = await addOrder(shop, [], { status: 122 });
    const res = await call('PUT', `/api/v1/orders/${order.id}/status`, {
      token: shop.admin,
      body: { status: 142 },
    });
    expect(res.status).toBe(422);
    expect(res.body.Msg).toBe('order.invalidStatusTransition');
    expect(res.body.Cause).toContain('/claim');
    expect(await orderStatus(order.id)).toBe(122);
  });

  it('needs order_return 2; another enterprise gets 404', async () => {
    const order = await addOrder(shop, [], { status: 122 });
    for (const token of [returnLevel[0], returnLevel[1], shop.outsider]) {
      const res = await claim(token, order.id, { party: 1, reason: 'x' });
      expect(res.status).toBe(403);
      expect(res.body.Msg).toBe('common.accessDenied');
    }
    const theirs = await claim(other.admin, order.id, { party: 1, reason: 'x' });
    expect(theirs.status).toBe(404);
    expect(theirs.body.Msg).toBe('order.notFound');
    expect(await orderStatus(order.id)).toBe(122);
    expect(await claimsOf(order.id)).toHaveLength(0);
  });
});

describe('GET /api/v1/orders/detail: claim, return request, dispute deadline', () => {
  it('shows the claim, the newest return request and the Shopee deadline', async () => {
    const order = await addOrder(shop, [], { status: 122 });
    const deliveredAt = new Date(Date.now() - 3600_000);
    await root.order.update({ where: { id: order.id }, data: { platform: 3, deliveredAt } });
    for (const [id, hoursAgo, kind] of [
      ['R-OLD', 5, 1],
      ['R-NEW', 1, 2],
    ] as const)
      await root.orderReturnRequest.create({
        data: {
          enterpriseId: shop.id,
          orderId: order.id,
          platformReturnId: id,
          kind,
          platformStatus: 'REQUESTED',
          reason: 'สินค้าไม่ตรงปก',
          buyerTrackingNumber: id === 'R-NEW' ? 'SPXTH0001' : null,
          requestedAt: new Date(Date.now() - hoursAgo * 3600_000),
          platformUpdatedAt: new Date(),
        },
      });
    type Detail = {
      Datum: {
        dispute_deadline: string | null;
        return_request: { platform_return_id: string; kind: number } | null;
        claim: unknown;
        next_actions: string[];
      };
    };
    const before = await call<Detail>('GET', `/api/v1/orders/detail?id=${order.id}`, {
      token: returnLevel[1],
    });
    expect(before.status).toBe(200);
    expect(before.body.Datum.dispute_deadline).toBe(
      new Date(deliveredAt.getTime() + 5 * 24 * 3600_000).toISOString(),
    );
    expect(before.body.Datum.return_request).toMatchObject({
      platform_return_id: 'R-NEW',
      kind: 2,
      buyer_tracking_number: 'SPXTH0001',
    });
    expect(before.body.Datum.claim).toBeNull();
    expect(before.body.Datum.next_actions).toEqual(expect.arrayContaining(['claim', 'claim_pack']));

    await claim(returnLevel[2], order.id, { party: 2, reason: 'ผู้ซื้อแจ้งของไม่ครบ' });
    const after = await call<Detail>('GET', `/api/v1/orders/detail?id=${order.id}`, {
      token: returnLevel[1],
    });
    expect(after.body.Datum.claim).toMatchObject({ party: 2, created_by_id: claimerId });
    // Claimed: the deadline no longer runs, and the order cannot be claimed again.
    expect(after.body.Datum.dispute_deadline).toBeNull();
    expect(after.body.Datum.next_actions).not.toContain('claim');
    expect(after.body.Datum.next_actions).toContain('claim_pack');
  });
});

describe('GET /api/v1/orders/{id}/claimpack', () => {
  const pack = (token: string, orderId: number) =>
    call('GET', `/api/v1/orders/${orderId}/claimpack`, { token });

  async function addPacking(orderId: number, kind: 1 | 2, videoKey: string | null, n: number) {
    return root.packing.create({
      data: {
        enterpriseId: shop.id,
        packingNumber: `PKCL-${orderId}-${n}`,
        orderId,
        storageId: shop.storage,
        userId: shop.packerId,
        kind,
        status: 2,
        videoKey,
        videoStatus: videoKey ? 3 : 0,
      },
      select: { id: true },
    });
  }

  it('packs the evidence clip, the platform label, the return video, the photos and timeline.pdf', async () => {
    const order = await addOrder(shop, [], { status: 122, platformOrderId: 'SHP-CLAIM-1' });
    const video = makeWebm({ seconds: 8, frameBytes: 1500 }).bytes;
    const videoKey = `${shop.id}/packing-videos/claim-${order.id}.webm`;
    await putObject(videoKey, video, { contentType: 'video/webm' });
    await addPacking(order.id, 1, videoKey, 1);
    const returnKey = `${shop.id}/packing-videos/claim-return-${order.id}.webm`;
    const returnVideo = makeWebm({ seconds: 3, frameBytes: 800 }).bytes;
    await putObject(returnKey, returnVideo, { contentType: 'video/webm' });
    await addPacking(order.id, 2, returnKey, 2);
    const labelKey = `${shop.id}/platform-labels/claim-${order.id}.pdf`;
    const label = Buffer.from('%PDF-1.4\n% the platform label\n%%EOF\n');
    await putObject(labelKey, label, { contentType: 'application/pdf' });
    await root.order.update({ where: { id: order.id }, data: { platformLabelKey: labelKey } });
    const claimed = await call('POST', `/api/v1/orders/${order.id}/claim`, {
      token: returnLevel[2],
      form: photoForm({ party: '1', reason: 'กล่องเปียกน้ำ' }, [
        [JPEG, 'a.jpg'],
        [PNG, 'b.png'],
      ]),
    });
    expect(claimed.status).toBe(201);

    const res = await pack(returnLevel[1], order.id);
    expect(res.status, res.bytes.toString('utf8').slice(0, 300)).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain(order.orderNumber);
    const files = unzipSync(new Uint8Array(res.bytes));
    expect(Object.keys(files).sort()).toEqual([
      'label.pdf',
      'packing-video-evidence.webm',
      'photos/photo-1.jpg',
      'photos/photo-2.png',
      'return-video.webm',
      'timeline.pdf',
    ]);
    expect(startsWith(files['packing-video-evidence.webm'], WEBM_MAGIC)).toBe(true);
    expect(Buffer.from(files['label.pdf']!).equals(label)).toBe(true);
    expect(Buffer.from(files['return-video.webm']!).equals(returnVideo)).toBe(true);
    expect(Buffer.from(files['photos/photo-1.jpg']!).equals(JPEG)).toBe(true);
    expect(Buffer.from(files['photos/photo-2.png']!).equals(PNG)).toBe(true);
    const timeline = Buffer.from(files['timeline.pdf']!);
    expect(startsWith(timeline, '%PDF')).toBe(true);
    const text = pdfPages(timeline)
      .map((p) => p.text)
      .join('');
    expect(text).toContain(order.orderNumber);
    expect(text).toContain('SHP-CLAIM-1');
  });

  it('makes our own label without a platform label, and leaves out a video that is not there', async () => {
    const order = await addOrder(shop, [], { status: 121 });
    const res = await pack(returnLevel[1], order.id);
    expect(res.status, res.bytes.toString('utf8').slice(0, 300)).toBe(200);
    const files = unzipSync(new Uint8Array(res.bytes));
    expect(Object.keys(files).sort()).toEqual(['label.pdf', 'timeline.pdf']);
    expect(startsWith(files['label.pdf'], '%PDF')).toBe(true);
    expect(startsWith(files['timeline.pdf'], '%PDF')).toBe(true);
  });

  it('takes the return video kept on the return itself', async () => {
    const order = await addOrder(shop, [], { status: 141 });
    const key = `${shop.id}/return-videos/claim-${order.id}.webm`;
    const bytes = makeWebm({ seconds: 2, frameBytes: 500 }).bytes;
    await putObject(key, bytes, { contentType: 'video/webm' });
    await root.return.create({
      data: {
        enterpriseId: shop.id,
        orderId: order.id,
        returnNumber: `RET-CL-${order.id}`,
        status: 2,
        videoKey: key,
        createdById: shop.adminId,
      },
    });
    const res = await pack(returnLevel[1], order.id);
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(res.bytes));
    expect(Buffer.from(files['return-video.webm']!).equals(bytes)).toBe(true);
  });

  it('is refused before the parcel left the warehouse', async () => {
    for (const status of [100, 111, 112, 114, 140]) {
      const order = await addOrder(shop, [], { status });
      const res = await pack(returnLevel[1], order.id);
      expect(res.status, String(status)).toBe(422);
      expect(res.body.Msg).toBe('order.claimPackUnavailable');
    }
  });

  it('needs order_return 1; another enterprise gets 404', async () => {
    const order = await addOrder(shop, [], { status: 130 });
    for (const token of [returnLevel[0], shop.outsider]) {
      const res = await pack(token, order.id);
      expect(res.status).toBe(403);
      expect(res.body.Msg).toBe('common.accessDenied');
    }
    expect((await pack(returnLevel[2], order.id)).status).toBe(200);
    const theirs = await pack(other.admin, order.id);
    expect(theirs.status).toBe(404);
    expect(theirs.body.Msg).toBe('order.notFound');
  });
});
