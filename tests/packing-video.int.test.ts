// The packing video upload: a resumable multipart upload straight to object
// storage, run against the real S3-compatible test server (s3rver, with ListParts and
// Abort answered from its own store by a proxy: s3rver lacks those two calls), against
// s3rver as it is (no ListParts: the client sends every part again), and against the
// local-disk backend (parts PUT to the app's own signed route). The cut-off upload: some
// parts sent, the client "lost", the parts listed, the rest sent, completed, played back
// byte for byte. Then playing in ranges, the evidence cut, access and tenancy.
import { createHash, randomInt } from 'node:crypto';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bangkokDayKey } from '@/lib/time/bangkok-days';
import { call, findRoute, loginAs } from './helpers/api';
import { demoRefs, insertOrder, root, type DemoRefs } from './helpers/order-actions-fixture';
import { startListPartsProxy, type ListPartsProxy } from './helpers/s3-list-parts-proxy';
import { startS3Server, useLocalDisk, type LocalS3Server } from './helpers/s3-server';
import { makeWebm, parseWebm, type Frame } from './helpers/webm-fixture';

const PART = 5 * 1024 * 1024;
const md5 = (b: Buffer) => `"${createHash('md5').update(b).digest('hex')}"`;
const runTag = randomInt(36 ** 4)
  .toString(36)
  .toUpperCase();

let s3: LocalS3Server;
let proxy: ListPartsProxy;
let refs: DemoRefs;
let adminId: number;
const tokens: Record<string, string> = {};

// About 12.6 MB of 70 s "webcam" recording: three parts of 5 MB.
const recording = makeWebm({ seconds: 70, frameBytes: 6000, audio: true });
const partsOf = (bytes: Buffer) =>
  Array.from({ length: Math.ceil(bytes.length / PART) }, (_, i) =>
    bytes.subarray(i * PART, (i + 1) * PART),
  );

beforeAll(async () => {
  s3 = await startS3Server();
  proxy = await startListPartsProxy(s3);
  refs = await demoRefs();
  adminId = (await root.user.findFirstOrThrow({ where: { username: 'admin' } })).id;
  for (const u of ['admin', 'staff', 'agent', 'delivery', 'customer', 'admin2'])
    tokens[u] = await loginAs(u);
});

afterAll(async () => {
  await proxy?.close();
  await s3?.close();
});

let packings = 0;
async function newPacking(): Promise<{ id: number; packingNumber: string }> {
  const orderId = await insertOrder(refs, 111);
  return root.packing.create({
    data: {
      enterpriseId: refs.enterpriseId,
      packingNumber: `PKV${runTag}-${++packings}`,
      orderId,
      storageId: refs.storages.main,
      userId: adminId,
    },
    select: { id: true, packingNumber: true },
  });
}

/** PUT to a part URL as the browser would: S3's URL over HTTP, the app's own in-process. */
async function putPart(url: string, bytes: Buffer): Promise<{ status: number; etag: string }> {
  if (/^https?:/.test(url)) {
    const res = await fetch(url, { method: 'PUT', body: new Uint8Array(bytes) });
    await res.arrayBuffer();
    return { status: res.status, etag: res.headers.get('etag') ?? '' };
  }
  const full = new URL(url, 'http://localhost');
  const { route } = findRoute('PUT', full.pathname);
  const res = await route.handler(
    new NextRequest(full, {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: { 'content-length': String(bytes.length) },
    }),
    { params: Promise.resolve({}) },
  );
  await res.arrayBuffer();
  return { status: res.status, etag: res.headers.get('etag') ?? '' };
}

interface Created {
  packing_id: number;
  upload_id: string;
  key: string;
  part_size: number;
  parts: number;
}

async function create(packingId: number, size: number, contentType = 'video/webm;codecs=vp8,opus') {
  return call<{ Datum: Created }>('POST', '/api/v1/packings/video/create', {
    token: tokens.staff,
    body: { packing_id: packingId, content_type: contentType, size },
  });
}

async function partUrls(packingId: number, uploadId: string, numbers: number[]) {
  const res = await call<{ Datum: { urls: Array<{ part_number: number; url: string }> } }>(
    'POST',
    '/api/v1/packings/video/parts',
    {
      token: tokens.staff,
      body: { packing_id: packingId, upload_id: uploadId, part_numbers: numbers },
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new Map(res.body.Datum.urls.map((u) => [u.part_number, u.url]));
}

interface Listed {
  listed: boolean;
  uploaded: Array<{ part_number: number; etag: string; size: number }>;
}
const listParts = (packingId: number, uploadId: string, token = tokens.staff) =>
  call<{ Datum: Listed }>(
    'GET',
    `/api/v1/packings/video/parts?packing_id=${packingId}&upload_id=${encodeURIComponent(uploadId)}`,
    { token },
  );

const complete = (
  packingId: number,
  uploadId: string,
  parts: Array<{ part_number: number; etag: string }>,
) =>
  call<{ Datum: { key: string; video_status: number; size: number } }>(
    'POST',
    '/api/v1/packings/video/complete',
    { token: tokens.staff, body: { packing_id: packingId, upload_id: uploadId, parts } },
  );

const videoStatus = async (id: number) =>
  (await root.packing.findUniqueOrThrow({ where: { id }, select: { videoStatus: true } }))
    .videoStatus;

/** A whole upload in one go (every part, complete): the packing's video is then `bytes`. */
async function uploadWhole(packingId: number, bytes: Buffer, contentType?: string) {
  const created = await create(packingId, bytes.length, contentType);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { upload_id } = created.body.Datum;
  const chunks = partsOf(bytes);
  const urls = await partUrls(
    packingId,
    upload_id,
    chunks.map((_, i) => i + 1),
  );
  const parts = [];
  for (const [i, chunk] of chunks.entries()) {
    const put = await putPart(urls.get(i + 1)!, chunk);
    expect(put.status).toBe(200);
    parts.push({ part_number: i + 1, etag: put.etag });
  }
  const done = await complete(packingId, upload_id, parts);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return created.body.Datum;
}

const sameFrames = (a: Frame[], b: Frame[]) =>
  a.length === b.length &&
  a.every(
    (f, i) => f.track === b[i]!.track && f.ms === b[i]!.ms && f.payload.equals(b[i]!.payload),
  );

describe.each(['s3', 'local'] as const)('a cut-off upload that resumes (%s)', (kind) => {
  let restoreLocal: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (kind === 's3') proxy.use();
    else restoreLocal = (await useLocalDisk()).restore;
  });
  afterAll(async () => {
    if (kind === 's3') s3.restoreEnv();
    else await restoreLocal?.();
  });

  it('sends some parts, loses the client, lists what arrived, sends the rest and plays back the same bytes', async () => {
    const packing = await newPacking();
    const created = await create(packing.id, recording.bytes.length);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { upload_id, key, part_size, parts } = created.body.Datum;
    expect(key).toBe(
      `packing-videos/${refs.enterpriseId}/${bangkokDayKey(new Date())}/${packing.packingNumber}.webm`,
    );
    expect(part_size).toBe(PART);
    expect(parts).toBe(3);
    const row = await root.packing.findUniqueOrThrow({ where: { id: packing.id } });
    expect(row.videoStatus).toBe(2);
    expect(row.videoKey).toBe(key);

    const chunks = partsOf(recording.bytes);
    {
      // The first client: URLs for every part, sends parts 1 and 3, then is gone.
      const urls = await partUrls(packing.id, upload_id, [1, 2, 3]);
      expect((await putPart(urls.get(1)!, chunks[0]!)).status).toBe(200);
      expect((await putPart(urls.get(3)!, chunks[2]!)).status).toBe(200);
    }

    // The reloaded page knows only the upload id: it asks what arrived.
    const listed = await listParts(packing.id, upload_id);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.Datum.listed).toBe(true);
    expect(listed.body.Datum.uploaded).toEqual([
      { part_number: 1, etag: md5(chunks[0]!), size: chunks[0]!.length },
      { part_number: 3, etag: md5(chunks[2]!), size: chunks[2]!.length },
    ]);
    const missing = [1, 2, 3].filter(
      (n) => !listed.body.Datum.uploaded.some((p) => p.part_number === n),
    );
    expect(missing).toEqual([2]);
    const urls = await partUrls(packing.id, upload_id, missing);
    const put = await putPart(urls.get(2)!, chunks[1]!);
    expect(put.status).toBe(200);
    expect(put.etag).toBe(md5(chunks[1]!));
    expect(await videoStatus(packing.id)).toBe(2);

    const parts3 = [...listed.body.Datum.uploaded, { part_number: 2, etag: put.etag }]
      .map(({ part_number, etag }) => ({ part_number, etag }))
      .sort((a, b) => a.part_number - b.part_number);
    const done = await complete(packing.id, upload_id, parts3);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.Datum).toEqual({
      packing_id: packing.id,
      key,
      video_status: 3,
      size: recording.bytes.length,
    });
    expect(await videoStatus(packing.id)).toBe(3);

    // A retried complete (its first answer lost) answers the same.
    const again = await complete(packing.id, upload_id, parts3);
    expect(again.status).toBe(200);
    expect(again.body.Datum.video_status).toBe(3);

    const played = await call('GET', `/api/v1/packings/${packing.id}/video`, {
      token: tokens.agent,
    });
    expect(played.status).toBe(200);
    expect(played.headers.get('content-type')).toBe('video/webm');
    expect(played.headers.get('accept-ranges')).toBe('bytes');
    expect(played.headers.get('cache-control')).toBe('no-store');
    expect(played.bytes.equals(recording.bytes)).toBe(true);
  });

  it('plays a video in byte ranges, as a player seeking does', async () => {
    const packing = await newPacking();
    await uploadWhole(packing.id, recording.bytes);
    const size = recording.bytes.length;
    const get = (range: string) =>
      call('GET', `/api/v1/packings/${packing.id}/video`, {
        token: tokens.delivery,
        headers: { range },
      });

    const middle = await get('bytes=6000000-6000099');
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 6000000-6000099/${size}`);
    expect(middle.bytes.equals(recording.bytes.subarray(6_000_000, 6_000_100))).toBe(true);

    const tail = await get('bytes=-10');
    expect(tail.status).toBe(206);
    expect(tail.bytes.equals(recording.bytes.subarray(size - 10))).toBe(true);

    const open = await get(`bytes=${size - 5}-`);
    expect(open.bytes.equals(recording.bytes.subarray(size - 5))).toBe(true);

    const past = await get(`bytes=${size}-`);
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it('gives the first minute as marketplace evidence, and shorter on request', async () => {
    const packing = await newPacking();
    await uploadWhole(packing.id, recording.bytes);
    const res = await call('GET', `/api/v1/packings/${packing.id}/video/evidence`, {
      token: tokens.staff,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/webm');
    expect(res.headers.get('content-disposition')).toContain(
      `attachment; filename="${packing.packingNumber}-evidence.webm"`,
    );
    expect(res.headers.get('x-video-trimmed')).toBe('1');
    expect(res.bytes.length).toBeLessThan(30 * 1024 * 1024);
    const parsed = parseWebm(res.bytes);
    const expected = recording.frames.filter((f) => f.ms < 60_000);
    expect(sameFrames(parsed.frames, expected)).toBe(true);
    expect(parsed.duration).toBe(Math.max(...expected.map((f) => f.ms)));
    expect(Number(res.headers.get('x-video-duration-ms'))).toBe(parsed.duration);

    const short = await call(
      'GET',
      `/api/v1/packings/${packing.id}/video/evidence?max_seconds=10&max_mb=1`,
      { token: tokens.staff },
    );
    expect(short.status).toBe(200);
    expect(short.bytes.length).toBeLessThanOrEqual(1024 * 1024);
    const frames = parseWebm(short.bytes).frames;
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.every((f) => f.ms < 10_000)).toBe(true);
    expect(sameFrames(frames, recording.frames.slice(0, frames.length))).toBe(true);
  });

  it('aborts an upload: the packing has no video again, the parts are gone', async () => {
    const packing = await newPacking();
    const created = await create(packing.id, recording.bytes.length);
    const { upload_id } = created.body.Datum;
    const urls = await partUrls(packing.id, upload_id, [1]);
    await putPart(urls.get(1)!, partsOf(recording.bytes)[0]!);
    const res = await call<{ Datum: { video_status: number } }>(
      'POST',
      '/api/v1/packings/video/abort',
      { token: tokens.staff, body: { packing_id: packing.id, upload_id } },
    );
    expect(res.status).toBe(200);
    expect(res.body.Datum.video_status).toBe(0);
    expect(await videoStatus(packing.id)).toBe(0);
    const listed = await listParts(packing.id, upload_id);
    expect(listed.status).toBe(404);
    expect(listed.body.Msg).toBe('common.notFound');
    const video = await call('GET', `/api/v1/packings/${packing.id}/video`, {
      token: tokens.staff,
    });
    expect(video.status).toBe(404);
  });

  it('keeps the uploaded video when a later upload of the same packing is aborted', async () => {
    const packing = await newPacking();
    const small = makeWebm({ seconds: 3 }).bytes;
    await uploadWhole(packing.id, small);
    const second = await create(packing.id, small.length);
    expect(await videoStatus(packing.id)).toBe(2);
    const res = await call<{ Datum: { video_status: number } }>(
      'POST',
      '/api/v1/packings/video/abort',
      {
        token: tokens.staff,
        body: { packing_id: packing.id, upload_id: second.body.Datum.upload_id },
      },
    );
    expect(res.body.Datum.video_status).toBe(3);
    const video = await call('GET', `/api/v1/packings/${packing.id}/video`, {
      token: tokens.staff,
    });
    expect(video.bytes.equals(small)).toBe(true);
  });
});

describe('on an S3 server that cannot list parts (s3rver as it is)', () => {
  beforeAll(() => s3.use());
  afterAll(() => s3.restoreEnv());

  it('answers listed: false, and an upload whose parts are all sent again completes', async () => {
    const packing = await newPacking();
    const created = await create(packing.id, recording.bytes.length);
    const { upload_id } = created.body.Datum;
    const chunks = partsOf(recording.bytes);
    let urls = await partUrls(packing.id, upload_id, [1, 2]);
    await putPart(urls.get(1)!, chunks[0]!);
    await putPart(urls.get(2)!, chunks[1]!);

    const listed = await listParts(packing.id, upload_id);
    expect(listed.status).toBe(200);
    expect(listed.body.Datum).toMatchObject({ listed: false, uploaded: [] });

    urls = await partUrls(packing.id, upload_id, [1, 2, 3]);
    const parts = [];
    for (const n of [1, 2, 3]) {
      const put = await putPart(urls.get(n)!, chunks[n - 1]!);
      parts.push({ part_number: n, etag: put.etag });
    }
    expect((await complete(packing.id, upload_id, parts)).status).toBe(200);
    // Aborting an upload s3rver cannot abort is not an error either.
    const aborted = await call('POST', '/api/v1/packings/video/abort', {
      token: tokens.staff,
      body: { packing_id: packing.id, upload_id },
    });
    expect(aborted.status).toBe(200);
    const played = await call('GET', `/api/v1/packings/${packing.id}/video`, {
      token: tokens.staff,
    });
    expect(played.bytes.equals(recording.bytes)).toBe(true);
  });
});

describe('refusals', () => {
  beforeAll(() => proxy.use());
  afterAll(() => s3.restoreEnv());

  it('refuses other file types and sizes over 500 MB, with the spec messages', async () => {
    const packing = await newPacking();
    for (const type of ['video/quicktime', 'image/png', 'application/octet-stream', 'webm']) {
      const res = await create(packing.id, 1000, type);
      expect(res.status, type).toBe(415);
      expect(res.body.Msg).toBe('file.invalidType');
    }
    const big = await create(packing.id, 500 * 1024 * 1024 + 1);
    expect(big.status).toBe(413);
    expect(big.body.Msg).toBe('file.tooLarge');
    expect((await create(packing.id, 500 * 1024 * 1024, 'video/mp4')).status).toBe(201);
    for (const size of [0, -5, 1.5]) {
      const res = await create(packing.id, size);
      expect(res.status).toBe(400);
      expect(res.body.Msg).toBe('common.invalidParameter');
    }
    expect((await create(2_000_000_000, 1000)).status).toBe(404);
    const parts = await call('POST', '/api/v1/packings/video/parts', {
      token: tokens.staff,
      body: { packing_id: packing.id, upload_id: 'x', part_numbers: [0, 10_001] },
    });
    expect(parts.status).toBe(400);
  });

  it('refuses a page or an image sent as a recording: the object is deleted, the packing has no video', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script>');
    for (const [bytes, type] of [
      [html, 'video/webm'],
      [html, 'video/mp4'],
      [Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'video/webm'],
    ] as const) {
      const packing = await newPacking();
      const created = await create(packing.id, bytes.length, type);
      const { upload_id, key } = created.body.Datum;
      const urls = await partUrls(packing.id, upload_id, [1]);
      const put = await putPart(urls.get(1)!, bytes);
      const done = await complete(packing.id, upload_id, [{ part_number: 1, etag: put.etag }]);
      expect([done.status, done.body.Msg], type).toEqual([415, 'file.invalidType']);
      expect(await videoStatus(packing.id)).toBe(0);
      const played = await call('GET', `/api/v1/packings/${packing.id}/video`, {
        token: tokens.staff,
      });
      expect(played.status, key).toBe(404);
    }
  });

  it('refuses part numbers past what the largest recording needs', async () => {
    const packing = await newPacking();
    const created = await create(packing.id, 1000);
    const parts = await call('POST', '/api/v1/packings/video/parts', {
      token: tokens.staff,
      body: {
        packing_id: packing.id,
        upload_id: created.body.Datum.upload_id,
        part_numbers: [101],
      },
    });
    expect([parts.status, parts.body.Msg]).toEqual([413, 'file.tooLarge']);
  });

  it('answers a packing without an upload or a video with 404', async () => {
    const packing = await newPacking();
    const parts = await call('POST', '/api/v1/packings/video/parts', {
      token: tokens.staff,
      body: { packing_id: packing.id, upload_id: 'abc', part_numbers: [1] },
    });
    expect(parts.status).toBe(404);
    for (const path of ['video', 'video/evidence']) {
      const res = await call('GET', `/api/v1/packings/${packing.id}/${path}`, {
        token: tokens.staff,
      });
      expect(res.status).toBe(404);
      expect(res.body.Msg).toBe('common.notFound');
    }
  });

  it('keeps every call to the packing area, and a packing to its enterprise', async () => {
    const packing = await newPacking();
    const small = makeWebm({ seconds: 2 }).bytes;
    const { upload_id } = await uploadWhole(packing.id, small);

    // Writing needs packing at 2: delivery has packing 1, agent none, customer nothing.
    for (const user of ['delivery', 'agent', 'customer']) {
      const res = await call('POST', '/api/v1/packings/video/create', {
        token: tokens[user],
        body: { packing_id: packing.id, content_type: 'video/webm', size: 10 },
      });
      expect(res.status, user).toBe(403);
      expect(res.body.Msg).toBe('common.accessDenied');
    }
    // Playing needs packing or order at 1.
    for (const user of ['delivery', 'agent', 'admin']) {
      const res = await call('GET', `/api/v1/packings/${packing.id}/video`, {
        token: tokens[user],
      });
      expect(res.status, user).toBe(200);
    }
    expect(
      (await call('GET', `/api/v1/packings/${packing.id}/video`, { token: tokens.customer }))
        .status,
    ).toBe(403);
    expect((await call('GET', `/api/v1/packings/${packing.id}/video`)).status).toBe(401);

    // Another enterprise's admin sees nothing of it.
    const other = tokens.admin2;
    for (const [method, path, body] of [
      ['GET', `/api/v1/packings/${packing.id}/video`, undefined],
      ['GET', `/api/v1/packings/${packing.id}/video/evidence`, undefined],
      [
        'GET',
        `/api/v1/packings/video/parts?packing_id=${packing.id}&upload_id=${upload_id}`,
        undefined,
      ],
      [
        'POST',
        '/api/v1/packings/video/create',
        { packing_id: packing.id, content_type: 'video/webm', size: 10 },
      ],
      [
        'POST',
        '/api/v1/packings/video/parts',
        { packing_id: packing.id, upload_id, part_numbers: [1] },
      ],
      [
        'POST',
        '/api/v1/packings/video/complete',
        { packing_id: packing.id, upload_id, parts: [{ part_number: 1, etag: 'x' }] },
      ],
      ['POST', '/api/v1/packings/video/abort', { packing_id: packing.id, upload_id }],
    ] as const) {
      const res = await call(method, path, { token: other, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect(await videoStatus(packing.id)).toBe(3);
  });

  it('starts one upload for a retried create with the same Idempotency-Key', async () => {
    const packing = await newPacking();
    const send = () =>
      call<{ Datum: Created }>('POST', '/api/v1/packings/video/create', {
        token: tokens.staff,
        headers: { 'idempotency-key': `video-${runTag}-${packing.id}` },
        body: { packing_id: packing.id, content_type: 'video/webm', size: 1234 },
      });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(201);
    expect(second.body.Datum.upload_id).toBe(first.body.Datum.upload_id);
  });

  it('gives an MP4 recording whole as evidence when it fits, and refuses a longer one', async () => {
    const box = (type: string, data: Buffer) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(8 + data.length);
      head.write(type, 4, 'latin1');
      return Buffer.concat([head, data]);
    };
    const mp4 = (seconds: number) => {
      const mvhd = Buffer.alloc(100);
      mvhd.writeUInt32BE(1000, 12);
      mvhd.writeUInt32BE(seconds * 1000, 16);
      return Buffer.concat([
        box('ftyp', Buffer.from('isom\0\0\0\0isomiso2', 'latin1')),
        box('moov', box('mvhd', mvhd)),
        box('mdat', Buffer.alloc(50_000, 7)),
      ]);
    };
    const short = await newPacking();
    await uploadWhole(short.id, mp4(42), 'video/mp4');
    const ok = await call('GET', `/api/v1/packings/${short.id}/video/evidence`, {
      token: tokens.staff,
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('video/mp4');
    expect(ok.bytes.equals(mp4(42))).toBe(true);

    const long = await newPacking();
    await uploadWhole(long.id, mp4(90), 'video/mp4');
    const refused = await call('GET', `/api/v1/packings/${long.id}/video/evidence`, {
      token: tokens.staff,
    });
    expect(refused.status).toBe(413);
    expect(refused.body.Msg).toBe('file.tooLarge');
  });
});

describe('the local part route', () => {
  let restore: () => Promise<void>;
  beforeAll(async () => {
    restore = (await useLocalDisk()).restore;
  });
  afterAll(() => restore());

  it('takes a part only at the URL it signed, before it expires', async () => {
    const packing = await newPacking();
    // A real (tiny) recording: completing checks that it is one.
    const tiny = makeWebm({ seconds: 1, frameBytes: 10 }).bytes;
    const created = await create(packing.id, tiny.length);
    const { upload_id } = created.body.Datum;
    const url = (await partUrls(packing.id, upload_id, [1])).get(1)!;
    expect(url.startsWith('/api/v1/packings/video/upload?')).toBe(true);

    const forged = url.replace('part_number=1', 'part_number=2');
    const later = url.replace(/expires=\d+/, (m) => `expires=${Number(m.slice(8)) + 3600}`);
    const expired = new URL(url, 'http://x');
    expired.searchParams.set('expires', '1000');
    for (const bad of [forged, later, `${expired.pathname}${expired.search}`]) {
      const res = await putPart(bad, Buffer.from('hello'));
      expect(res.status, bad).toBe(400);
    }
    const good = await putPart(url, tiny);
    expect(good.status).toBe(200);
    expect(good.etag).toBe(md5(tiny));

    // A wrong ETag at complete is refused, as S3 refuses it.
    const wrong = await complete(packing.id, upload_id, [
      { part_number: 1, etag: md5(Buffer.from('x')) },
    ]);
    expect(wrong.status).toBe(400);
    const missing = await complete(packing.id, upload_id, [
      { part_number: 1, etag: good.etag },
      { part_number: 2, etag: good.etag },
    ]);
    expect(missing.status).toBe(400);
    expect(
      (await complete(packing.id, upload_id, [{ part_number: 1, etag: good.etag }])).status,
    ).toBe(200);
  });

  it('refuses a part over the part size', async () => {
    const packing = await newPacking();
    const created = await create(packing.id, 100);
    const url = (await partUrls(packing.id, created.body.Datum.upload_id, [1])).get(1)!;
    const res = await putPart(url, Buffer.alloc(PART + 1));
    expect(res.status).toBe(413);
  });
});
