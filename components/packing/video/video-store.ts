import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

// The station's recordings, kept in the browser's IndexedDB until object storage has them:
// the recorder appends each chunk the moment MediaRecorder hands it over, so a reload, a
// crash or a dropped network loses at most the last second; the uploader keeps the upload
// id and the ETag of every part that arrived, so it resumes where it stopped.

/** recording: chunks still coming; ready: waiting to upload; done: uploaded; failed: refused. */
export type RecordingState = 'recording' | 'ready' | 'uploading' | 'done' | 'failed';

export interface StoredRecording {
  id: string;
  packingId: number;
  orderNumber: string;
  contentType: string;
  state: RecordingState;
  startedAt: number;
  /** Bytes recorded so far (all of them once ready). */
  size: number;
  chunks: number;
  uploadId: string | null;
  partSize: number | null;
  /** part number -> ETag of each part object storage acknowledged. */
  etags: Record<number, string>;
  attempts: number;
  /** A catalogue key (messages "errors") of the last failure. */
  lastError: string | null;
  /** When to try again after a failure (ms since the epoch). */
  retryAt: number;
}

interface VideoDb extends DBSchema {
  recordings: { key: string; value: StoredRecording; indexes: { byState: RecordingState } };
  chunks: { key: [string, number]; value: { recordingId: string; seq: number; blob: Blob } };
}

const DB_NAME = 'packing-videos';
/** Uploaded recordings are kept this long so the station can still show them as sent. */
const KEEP_DONE_MS = 24 * 60 * 60 * 1000;

export interface VideoStore {
  start(
    input: Pick<StoredRecording, 'id' | 'packingId' | 'orderNumber' | 'contentType'>,
  ): Promise<void>;
  appendChunk(id: string, seq: number, blob: Blob): Promise<void>;
  /** The recorder stopped: the recording waits for upload. */
  finish(id: string): Promise<void>;
  get(id: string): Promise<StoredRecording | undefined>;
  all(): Promise<StoredRecording[]>;
  update(id: string, patch: Partial<StoredRecording>): Promise<StoredRecording>;
  /** The whole recording as one Blob, its chunks in order. */
  blob(id: string): Promise<Blob>;
  /** Uploaded: the chunks go, the record stays a while to be shown. */
  done(id: string): Promise<void>;
  remove(id: string): Promise<void>;
  /**
   * After a reload: a recording left 'recording' (the tab closed mid-recording) becomes
   * ready with the chunks it has; one left 'uploading' resumes; old done records go.
   */
  recover(now?: number): Promise<void>;
  close(): void;
}

export async function openVideoStore(factory?: IDBFactory): Promise<VideoStore> {
  const db: IDBPDatabase<VideoDb> = await openDB<VideoDb>(DB_NAME, 1, {
    upgrade(d) {
      const recordings = d.createObjectStore('recordings', { keyPath: 'id' });
      recordings.createIndex('byState', 'state');
      d.createObjectStore('chunks', { keyPath: ['recordingId', 'seq'] });
    },
    ...(factory ? { indexedDB: factory } : {}),
  } as Parameters<typeof openDB<VideoDb>>[2]);
  return videoStoreOn(db);
}

function chunkRange(id: string) {
  return IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]);
}

function videoStoreOn(db: IDBPDatabase<VideoDb>): VideoStore {
  const update = async (id: string, patch: Partial<StoredRecording>) => {
    const tx = db.transaction('recordings', 'readwrite');
    const found = await tx.store.get(id);
    if (!found) throw new Error(`recording ${id} is not stored`);
    const next = { ...found, ...patch };
    await tx.store.put(next);
    await tx.done;
    return next;
  };
  const dropChunks = async (id: string) => {
    const tx = db.transaction('chunks', 'readwrite');
    await tx.store.delete(chunkRange(id));
    await tx.done;
  };

  return {
    async start(input) {
      await db.put('recordings', {
        ...input,
        state: 'recording',
        startedAt: Date.now(),
        size: 0,
        chunks: 0,
        uploadId: null,
        partSize: null,
        etags: {},
        attempts: 0,
        lastError: null,
        retryAt: 0,
      });
    },
    async appendChunk(id, seq, blob) {
      // The chunk and the running size in one transaction: a crash keeps both or neither.
      const tx = db.transaction(['recordings', 'chunks'], 'readwrite');
      const recordings = tx.objectStore('recordings');
      const found = await recordings.get(id);
      if (!found) throw new Error(`recording ${id} is not stored`);
      await tx.objectStore('chunks').put({ recordingId: id, seq, blob });
      await recordings.put({ ...found, size: found.size + blob.size, chunks: found.chunks + 1 });
      await tx.done;
    },
    async finish(id) {
      await update(id, { state: 'ready' });
    },
    get: (id) => db.get('recordings', id),
    all: () => db.getAll('recordings'),
    update,
    async blob(id) {
      const found = await db.get('recordings', id);
      const chunks = await db.getAll('chunks', chunkRange(id));
      chunks.sort((a, b) => a.seq - b.seq);
      return new Blob(
        chunks.map((c) => c.blob),
        { type: found?.contentType ?? 'video/webm' },
      );
    },
    async done(id) {
      await dropChunks(id);
      await update(id, { state: 'done', lastError: null });
    },
    async remove(id) {
      await dropChunks(id);
      await db.delete('recordings', id);
    },
    async recover(now = Date.now()) {
      for (const r of await db.getAll('recordings')) {
        if (r.state === 'recording' && r.size === 0) await this.remove(r.id);
        else if (r.state === 'recording') await update(r.id, { state: 'ready' });
        else if (r.state === 'uploading') await update(r.id, { state: 'ready' });
        else if (r.state === 'done' && now - r.startedAt > KEEP_DONE_MS) await this.remove(r.id);
      }
    },
    close: () => db.close(),
  };
}
