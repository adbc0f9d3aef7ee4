import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { openVideoStore, type VideoStore } from '@/components/packing/video/video-store';
import {
  retryDelay,
  runUploadQueue,
  uploadRecording,
  type VideoTransport,
} from '@/components/packing/video/video-uploader';

/** The server says how big a part is (5 MB in production); 5 KB keeps the test fast. */
const KB = 1024;
const PART = 5 * KB;

/**
 * A storage that behaves like the video calls in front of S3 multipart: uploads by id,
 * parts by number with an ETag each, complete joins them in order. Tests can cut the
 * network at a given PUT, make it forget an upload, or refuse the file.
 */
class FakeStorage implements VideoTransport {
  uploads = new Map<string, Map<number, { etag: string; bytes: Uint8Array }>>();
  objects = new Map<number, Uint8Array>();
  puts: number[] = [];
  creates = 0;
  failPutAt: number | null = null;
  refuse: string | null = null;
  private next = 1;

  async create(_packingId: number, _type: string, size: number) {
    if (this.refuse) throw { status: 400, msg: this.refuse };
    this.creates++;
    const id = `up-${this.next++}`;
    this.uploads.set(id, new Map());
    return { upload_id: id, part_size: PART, parts: Math.ceil(size / PART) };
  }
  private upload(id: string) {
    const found = this.uploads.get(id);
    if (!found) throw { status: 404, msg: 'common.notFound' };
    return found;
  }
  async uploaded(_packingId: number, uploadId: string) {
    const parts = this.upload(uploadId);
    return {
      listed: true,
      uploaded: [...parts].map(([n, p]) => ({
        part_number: n,
        etag: p.etag,
        size: p.bytes.length,
      })),
    };
  }
  async partUrls(_packingId: number, uploadId: string, numbers: number[]) {
    this.upload(uploadId);
    return numbers.map((n) => ({ part_number: n, url: `mem://${uploadId}/${n}` }));
  }
  async putPart(url: string, bytes: Blob) {
    if (this.failPutAt !== null && this.puts.length === this.failPutAt) {
      this.failPutAt = null;
      throw { status: 0, msg: 'common.networkError' };
    }
    const [, uploadId, n] = /^mem:\/\/([^/]+)\/(\d+)$/.exec(url)!;
    const data = new Uint8Array(await bytes.arrayBuffer());
    const etag = `"${uploadId}-${n}-${data.length}"`;
    this.upload(uploadId!).set(Number(n), { etag, bytes: data });
    this.puts.push(Number(n));
    return etag;
  }
  async complete(
    packingId: number,
    uploadId: string,
    parts: Array<{ part_number: number; etag: string }>,
  ) {
    const stored = this.upload(uploadId);
    const chunks = parts.map((p) => {
      const part = stored.get(p.part_number);
      if (!part || part.etag !== p.etag) throw { status: 400, msg: 'common.invalidParameter' };
      return part.bytes;
    });
    const whole = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const c of chunks) {
      whole.set(c, at);
      at += c.length;
    }
    this.objects.set(packingId, whole);
    this.uploads.delete(uploadId);
    return { video_status: 3, size: whole.length };
  }
}

/** Recorded bytes with a pattern, so a part in the wrong place shows. */
function recorded(size: number) {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 7 + (i >> 12)) & 0xff;
  return bytes;
}

async function record(store: VideoStore, id: string, packingId: number, bytes: Uint8Array) {
  await store.start({ id, packingId, orderNumber: `SO-${packingId}`, contentType: 'video/webm' });
  // MediaRecorder hands over uneven chunks.
  for (let at = 0, seq = 0; at < bytes.length; seq++) {
    const len = Math.min(bytes.length - at, 700 + seq * 131);
    await store.appendChunk(id, seq, new Blob([bytes.slice(at, at + len)]));
    at += len;
  }
  await store.finish(id);
}

let store: VideoStore;
let storage: FakeStorage;

beforeEach(async () => {
  store = await openVideoStore(new IDBFactory());
  storage = new FakeStorage();
});

describe('the packing video upload queue', () => {
  it('sends a recording in parts and the stored video is the recording', async () => {
    const bytes = recorded(12 * KB + 345);
    await record(store, 'r1', 7, bytes);
    expect((await store.get('r1'))!.size).toBe(bytes.length);

    const progress: string[] = [];
    const outcome = await uploadRecording(store, storage, 'r1', {
      onProgress: (sent, total) => progress.push(`${sent}/${total}`),
    });

    expect(outcome).toBe('done');
    expect(storage.puts).toEqual([1, 2, 3]);
    expect(storage.objects.get(7)).toEqual(bytes);
    expect(progress.at(-1)).toBe('3/3');
    const rec = (await store.get('r1'))!;
    expect(rec.state).toBe('done');
    expect((await store.blob('r1')).size).toBe(0); // the chunks are gone once uploaded
  });

  it('resumes a cut-off upload with only the parts still missing', async () => {
    const bytes = recorded(14 * KB);
    await record(store, 'r2', 8, bytes);
    storage.failPutAt = 2; // the network drops on the third PUT

    expect(await uploadRecording(store, storage, 'r2', { now: () => 1_000 })).toBe('retry');
    const waiting = (await store.get('r2'))!;
    expect(waiting.state).toBe('ready');
    expect(Object.keys(waiting.etags)).toEqual(['1', '2']);
    expect(waiting.lastError).toBe('common.networkError');
    expect(waiting.retryAt).toBe(1_000 + retryDelay(1));

    // Reopened in a new page: the store is read again from IndexedDB.
    expect(await uploadRecording(store, storage, 'r2')).toBe('done');
    expect(storage.puts).toEqual([1, 2, 3]);
    expect(storage.creates).toBe(1);
    expect(storage.objects.get(8)).toEqual(bytes);
  });

  it('trusts the storage list over its own notes after they were lost', async () => {
    const bytes = recorded(11 * KB);
    await record(store, 'r3', 9, bytes);
    storage.failPutAt = 2;
    await uploadRecording(store, storage, 'r3');
    await store.update('r3', { etags: {} }); // the notes went, the parts did not

    expect(await uploadRecording(store, storage, 'r3')).toBe('done');
    expect(storage.puts).toEqual([1, 2, 3]);
    expect(storage.objects.get(9)).toEqual(bytes);
  });

  it('starts over when the storage forgot the upload', async () => {
    const bytes = recorded(6 * KB);
    await record(store, 'r4', 10, bytes);
    storage.failPutAt = 1;
    await uploadRecording(store, storage, 'r4');
    storage.uploads.clear(); // expired by the bucket's lifecycle rule

    expect(await uploadRecording(store, storage, 'r4')).toBe('done');
    expect(storage.creates).toBe(2);
    expect(storage.puts).toEqual([1, 1, 2]);
    expect(storage.objects.get(10)).toEqual(bytes);
  });

  it('gives up on a file the server will never take, with its message', async () => {
    await record(store, 'r5', 11, recorded(1000));
    storage.refuse = 'file.tooLarge';

    expect(await uploadRecording(store, storage, 'r5')).toBe('failed');
    const rec = (await store.get('r5'))!;
    expect(rec).toMatchObject({ state: 'failed', lastError: 'file.tooLarge', attempts: 1 });
    expect(await runUploadQueue(store, storage)).toBeNull(); // never tried again
    expect(storage.creates).toBe(0);
  });

  it('runs the queue oldest first and waits for a failed one until its time', async () => {
    await record(store, 'old', 1, recorded(2000));
    await store.update('old', { startedAt: 10 });
    await record(store, 'new', 2, recorded(3000));
    await store.update('new', { startedAt: 20 });
    storage.failPutAt = 0;
    let clock = 5_000;

    const next = await runUploadQueue(store, storage, { now: () => clock });
    expect((await store.get('old'))!.state).toBe('ready');
    expect((await store.get('new'))!.state).toBe('done');
    expect(next).toBe(5_000 + retryDelay(1));

    clock += 1_000;
    expect(await runUploadQueue(store, storage, { now: () => clock })).toBe(5_000 + retryDelay(1));
    expect((await store.get('old'))!.state).toBe('ready');
    clock = next!;
    expect(await runUploadQueue(store, storage, { now: () => clock })).toBeNull();
    expect((await store.get('old'))!.state).toBe('done');
    expect(storage.objects.get(1)!.length).toBe(2000);
  });

  it('after a reload keeps what a cut-off recording had, and drops an empty one', async () => {
    await store.start({ id: 'cut', packingId: 3, orderNumber: 'SO-3', contentType: 'video/webm' });
    await store.appendChunk('cut', 0, new Blob([recorded(5000)]));
    await store.start({
      id: 'empty',
      packingId: 4,
      orderNumber: 'SO-4',
      contentType: 'video/webm',
    });
    await record(store, 'midway', 5, recorded(3000));
    await store.update('midway', { state: 'uploading' });
    await store.update('cut', { startedAt: 1 });

    await store.recover();

    expect((await store.get('cut'))!.state).toBe('ready');
    expect(await store.get('empty')).toBeUndefined();
    expect((await store.get('midway'))!.state).toBe('ready');
    await runUploadQueue(store, storage);
    expect(storage.objects.get(3)!.length).toBe(5000);
    expect(storage.objects.get(5)!.length).toBe(3000);
  });

  it('backs off up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000,
    ]);
  });
});
