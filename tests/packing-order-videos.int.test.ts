// The order detail's packing card reads GET /api/v1/packings?order_id=... (no date range):
// every packing of the order, normal and return, with its video state and the uploaded
// video's size as its upload's completion wrote it (only while the video is uploaded). Another enterprise's packings never show, whether
// asked for by their order's id or listed without a filter.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PackingRow } from '@/lib/domain/packing/shared';
import { call } from './helpers/api';
import { addOrder, newPackingShop, root, type PackingShop } from './helpers/packing-fixtures';

let mine: PackingShop;
let theirs: PackingShop;
let orderId: number;
let theirOrderId: number;
const ids: Record<string, number> = {};
const VIDEO_BYTES = 123_457;

type ListAnswer = { data: PackingRow[]; total: number };
const list = (token: string, query: string) =>
  call<ListAnswer>('GET', `/api/v1/packings?${query}`, { token });

async function addPacking(
  shop: PackingShop,
  order: number,
  name: string,
  fields: {
    kind?: number;
    status?: number;
    videoStatus?: number;
    videoKey?: string;
    videoSize?: number;
  } = {},
) {
  const p = await root.packing.create({
    data: {
      enterpriseId: shop.id,
      packingNumber: `PKOV-${shop.id}-${name}`,
      orderId: order,
      storageId: shop.storage,
      userId: shop.packerId,
      kind: fields.kind ?? 1,
      status: fields.status ?? 2,
      videoStatus: fields.videoStatus ?? 0,
      videoKey: fields.videoKey ?? null,
      videoSize: fields.videoSize ?? null,
      // Outside any recent date range: order_id alone must find it.
      createdAt: new Date('2025-01-15T03:00:00Z'),
    },
    select: { id: true },
  });
  ids[`${shop.id}:${name}`] = p.id;
  return p.id;
}

beforeAll(async () => {
  mine = await newPackingShop();
  theirs = await newPackingShop();
  orderId = (await addOrder(mine, [], { status: 112 })).id;
  theirOrderId = (await addOrder(theirs, [], { status: 112 })).id;

  await addPacking(mine, orderId, 'uploaded', {
    videoStatus: 3,
    videoKey: `packing-videos/${mine.id}/order-videos-uploaded.webm`,
    videoSize: VIDEO_BYTES,
  });
  await addPacking(mine, orderId, 'uploading', {
    videoStatus: 2,
    videoKey: `packing-videos/${mine.id}/order-videos-uploading.webm`,
  });
  // A new recording is on its way: the size of the one before does not show.
  await addPacking(mine, orderId, 'replacing', {
    videoStatus: 2,
    videoKey: `packing-videos/${mine.id}/order-videos-replacing.webm`,
    videoSize: 99_999,
  });
  await addPacking(mine, orderId, 'return', { kind: 2, status: 1, videoStatus: 4 });
  await addPacking(theirs, theirOrderId, 'theirs', {
    videoStatus: 3,
    videoKey: `packing-videos/${theirs.id}/order-videos-theirs.webm`,
  });
});

describe('GET /api/v1/packings?order_id', () => {
  it('lists every packing of the order with its video status and size, no dates needed', async () => {
    const res = await list(mine.viewer, `order_id=${orderId}&limit=100`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byName = (name: string) => res.body.data.find((r) => r.id === ids[`${mine.id}:${name}`]);
    expect(res.body.total).toBe(4);
    expect(res.body.data).toHaveLength(4);
    expect(byName('uploaded')).toMatchObject({
      order_id: orderId,
      kind: 1,
      video_status: 3,
      video_size: VIDEO_BYTES,
    });
    expect(byName('uploading')).toMatchObject({ video_status: 2, video_size: null });
    expect(byName('replacing')).toMatchObject({ video_status: 2, video_size: null });
    expect(byName('return')).toMatchObject({
      kind: 2,
      status: 1,
      video_status: 4,
      video_size: null,
      video_key: null,
    });
  });

  it("never shows another enterprise's packings", async () => {
    const asked = await list(mine.viewer, `order_id=${theirOrderId}`);
    expect(asked.status).toBe(200);
    expect(asked.body.data).toEqual([]);
    expect(asked.body.total).toBe(0);

    const all = await list(mine.admin, 'limit=100');
    expect(all.status).toBe(200);
    const listed = all.body.data.map((r) => r.id);
    expect(listed).not.toContain(ids[`${theirs.id}:theirs`]);
    expect(listed).toContain(ids[`${mine.id}:uploaded`]);

    const theirView = await list(theirs.viewer, `order_id=${orderId}`);
    expect(theirView.body.data).toEqual([]);
    const own = await list(theirs.viewer, `order_id=${theirOrderId}`);
    expect(own.body.data.map((r) => r.id)).toEqual([ids[`${theirs.id}:theirs`]]);
  });

  it('needs packing level 1, as the card does', async () => {
    const res = await list(mine.outsider, `order_id=${orderId}`);
    expect(res.status).toBe(403);
  });
});
