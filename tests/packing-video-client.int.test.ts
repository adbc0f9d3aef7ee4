// The station's upload queue (components/packing/video: the IndexedDB store and the
// uploader the browser runs) against the app's own video calls and real object storage:
// the S3-compatible test server and the local-disk backend. A recording stored chunk by
// chunk is sent in 5 MB parts; the network drops midway; the next run (a reloaded page,
// reading the same store) sends only what is missing; the packing plays back the very
// bytes recorded. Then who may film what: a return clerk films the unboxing of a return,
// not a packing.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openVideoStore, type VideoStore } from '@/components/packing/video/video-store';
import {
  runUploadQueue,
  uploadRecording,
  type VideoTransport,
} from '@/components/packing/video/video-uploader';
import { call, findRoute } from './helpers/api';
import { addOrder, newPackingShop, root, type PackingShop } from './helpers/packing-fixtures';
import { startListPartsProxy, type ListPartsProxy } from './helpers/s3-list-parts-proxy';
import { startS3Server, useLocalDisk, type LocalS3Server } from './helpers/s3-server';
import { makeWebm } from './helpers/webm-fixture';

let s3: LocalS3Server;
let proxy: ListPartsProxy;
let shop: PackingShop;

beforeAll(async () => {
  s3 = await startS3Server();
  proxy = await startListPartsProxy(s3);
  shop = await newPackingShop();
});

afterAll(async () => {
  await proxy?.close();
  await s3?.close();
});

/** What a call that failed throws in the browser (ApiError): its status and catalogue key. */
function failed(status: number, body: { Msg?: string }) {
  return { status, msg: body.Msg ?? 'common.systemError' };
}

/**
 * The browser transport's twin: the same calls through the app's route handlers, parts
 * PUT to S3 over HTTP or to the app's own signed route. `dropAfter` PUTs, the network goes.
 */
function appTransport(token: string, dropAfter = Infinity) {
  const sent: number[] = [];
  const transport: VideoTransport = {
    async create(packingId, contentType, size) {
      const res = await call<{ Datum: Awaited<ReturnType<VideoTransport['create']>> }>(
        'POST',
        '/api/v1/packings/video/create',
        { token, body: { packing_id: packingId, content_type: contentType, size } },
      );
      if (res.status !== 201) throw failed(res.status, res.body);
      return res.body.Datum;
    },
    async uploaded(packingId, uploadId) {
      const res = await call<{ Datum: Awaited<ReturnType<VideoTransport['uploaded']>> }>(
        'GET',
        `/api/v1/packings/video/parts?packing_id=${packingId}&upload_id=${encodeURIComponent(uploadId)}`,
        { token },
      );
      if (res.status !== 200) throw failed(res.status, res.body);
      return res.body.Datum;
    },
    async partUrls(packingId, uploadId, partNumbers) {
      const res = await call<{ Datum: { urls: Array<{ part_number: number; url: string }> } }>(
        'POST',
        '/api/v1/packings/video/parts',
        { token, body: { packing_id: packingId, upload_id: uploadId, part_numbers: partNumbers } },
      );
      if (res.status !== 200) throw failed(res.status, res.body);
      return res.body.Datum.urls;
    },
    async putPart(url, bytes) {
      if (sent.length >= dropAfter) throw { status: 0, msg: 'common.networkError' };
      const body = new Uint8Array(await bytes.arrayBuffer());
      let res: Response;
      if (/^https?:/.test(url)) {
        res = await fetch(url, { method: 'PUT', body });
      } else {
        const full = new URL(url, 'http://localhost');
        res = await findRoute('PUT', full.pathname).route.handler(
          new NextRequest(full, {
            method: 'PUT',
            body,
            headers: { 'content-length': String(body.length) },
          }),
          { params: Promise.resolve({}) },
        );
      }
      await res.arrayBuffer();
      const etag = res.headers.get('etag');
      if (!res.ok || !etag) throw failed(res.status, {});
      sent.push(Number(/part_number=(\d+)|partNumber=(\d+)/.exec(url)?.slice(1).find(Boolean)));
      return etag;
    },
    async complete(packingId, uploadId, parts) {
      const res = await call<{ Datum: { video_status: number; size: number | null } }>(
        'POST',
        '/api/v1/packings/video/complete',
        { token, body: { packing_id: packingId, upload_id: uploadId, parts } },
      );
      if (res.status !== 200) throw failed(res.status, res.body);
      return res.body.Datum;
    },
  };
  return { transport, sent };
}

let packings = 0;
async function newPacking(kind: 1 | 2 = 1) {
  const order = await addOrder(shop, [], { status: kind === 1 ? 111 : 121 });
  return root.packing.create({
    data: {
      enterpriseId: shop.id,
      packingNumber: `PKVC-${shop.id}-${++packings}`,
      orderId: order.id,
      storageId: shop.storage,
      userId: shop.packerId,
      kind,
    },
    select: { id: true },
  });
}

/** Stores the recording as MediaRecorder hands it over: about a second per chunk. */
async function storeRecording(store: VideoStore, id: string, packingId: number, bytes: Buffer) {
  await store.start({ id, packingId, orderNumber: `SO-${packingId}`, contentType: 'video/webm' });
  const chunk = 190_000;
  for (let at = 0, seq = 0; at < bytes.length; at += chunk, seq++)
    await store.appendChunk(id, seq, new Blob([new Uint8Array(bytes.subarray(at, at + chunk))]));
  await store.finish(id);
}

// About 12.6 MB of 70 s of "webcam" recording: three parts of 5 MB.
const recording = makeWebm({ seconds: 70, frameBytes: 6000, audio: false });

describe.each(['s3', 'local'] as const)('the station upload queue against %s', (kind) => {
  let restoreLocal: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (kind === 's3') proxy.use();
    else restoreLocal = (await useLocalDisk()).restore;
  });
  afterAll(async () => {
    if (kind === 's3') s3.restoreEnv();
    else await restoreLocal?.();
  });

  it('sends a recording cut off midway from where it stopped, and plays back the same bytes', async () => {
    const packing = await newPacking();
    const store = await openVideoStore(new IDBFactory());
    await storeRecording(store, 'rec', packing.id, recording.bytes);

    // The first page sends one part, then the network is gone.
    const first = appTransport(shop.packer, 1);
    expect(await uploadRecording(store, first.transport, 'rec')).toBe('retry');
    expect(first.sent).toEqual([1]);
    const waiting = (await store.get('rec'))!;
    expect(waiting).toMatchObject({ state: 'ready', lastError: 'common.networkError' });
    expect(Object.keys(waiting.etags)).toEqual(['1']);
    const row = await root.packing.findUniqueOrThrow({ where: { id: packing.id } });
    expect(row.videoStatus).toBe(2);

    // The reloaded page: the same store, a new transport, the queue run when it is due.
    const second = appTransport(shop.packer);
    await runUploadQueue(store, second.transport, { now: () => waiting.retryAt });
    expect(second.sent.sort()).toEqual([2, 3]);
    expect((await store.get('rec'))!.state).toBe('done');

    const done = await root.packing.findUniqueOrThrow({ where: { id: packing.id } });
    expect(done.videoStatus).toBe(3);
    expect(Number(done.videoSize)).toBe(recording.bytes.length);
    const played = await call('GET', `/api/v1/packings/${packing.id}/video`, {
      token: shop.viewer,
    });
    expect(played.status).toBe(200);
    expect(played.bytes.equals(recording.bytes)).toBe(true);
    store.close();
  });
});

describe('who may film', () => {
  let restoreLocal: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    restoreLocal = (await useLocalDisk()).restore;
  });
  afterAll(async () => {
    await restoreLocal?.();
  });

  it('a return clerk films the unboxing of a return, and not a packing', async () => {
    const returnPacking = await newPacking(2);
    const packing = await newPacking(1);
    const store = await openVideoStore(new IDBFactory());
    const small = recording.bytes.subarray(0, 300_000);
    await storeRecording(store, 'unboxing', returnPacking.id, small);
    await storeRecording(store, 'packing', packing.id, small);
    const clerk = appTransport(shop.returner);

    expect(await uploadRecording(store, clerk.transport, 'unboxing')).toBe('done');
    expect(await uploadRecording(store, clerk.transport, 'packing')).toBe('failed');
    expect((await store.get('packing'))!.lastError).toBe('common.accessDenied');

    const filmed = await root.packing.findMany({
      where: { id: { in: [returnPacking.id, packing.id] } },
      select: { id: true, videoStatus: true },
    });
    expect(filmed.find((p) => p.id === returnPacking.id)!.videoStatus).toBe(3);
    expect(filmed.find((p) => p.id === packing.id)!.videoStatus).toBe(0);

    // Someone with neither right is turned away at the door.
    const outsider = await call('POST', '/api/v1/packings/video/create', {
      token: shop.outsider,
      body: { packing_id: returnPacking.id, content_type: 'video/webm', size: 1000 },
    });
    expect(outsider.status).toBe(403);
    store.close();
  });
});
