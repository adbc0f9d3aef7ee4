import { Zip, ZipPassThrough } from 'fflate';

/**
 * One file of a streamed ZIP: its name inside the archive and, opened only when its turn
 * comes, its bytes as chunks (a storage stream, or a Buffer made in memory).
 */
export interface ZipEntry {
  name: string;
  open: () => Promise<AsyncIterable<Uint8Array> | Uint8Array>;
  mtime?: Date;
}

/**
 * The entries as one ZIP archive, streamed: a file is read from its source only as the
 * receiver takes the archive (the stream pulls one chunk at a time), so a pack of several
 * hundred MB of video never sits in memory at once. Files are stored, not deflated: video,
 * photos and PDFs are compressed already. fflate writes data descriptors, so no size has
 * to be known in advance.
 */
export function zipStream(entries: readonly ZipEntry[]): ReadableStream<Uint8Array> {
  let zip: Zip;
  let next = 0;
  let ended = false;
  let enqueued = 0;
  let current: { file: ZipPassThrough; chunks: AsyncIterator<Uint8Array> } | null = null;

  const closeCurrent = async () => {
    const it = current?.chunks;
    current = null;
    await it?.return?.().catch(() => undefined);
  };

  /** One step: open the next file, move one chunk of the current one, or end the archive. */
  const step = async () => {
    if (!current) {
      const entry = entries[next++];
      if (!entry) {
        ended = true;
        zip.end();
        return;
      }
      const file = new ZipPassThrough(entry.name);
      file.mtime = entry.mtime ?? new Date();
      zip.add(file);
      const source = await entry.open();
      const iterable: AsyncIterable<Uint8Array> =
        source instanceof Uint8Array ? single(source) : source;
      current = { file, chunks: iterable[Symbol.asyncIterator]() };
      return;
    }
    const read = await current.chunks.next();
    if (read.done) {
      current.file.push(new Uint8Array(0), true);
      current = null;
    } else {
      current.file.push(read.value);
    }
  };

  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) {
          controller.error(error);
          return;
        }
        if (chunk.length) {
          enqueued++;
          controller.enqueue(chunk);
        }
        if (final) controller.close();
      });
    },
    // The stream pulls again only after something was enqueued: step until then.
    async pull() {
      const before = enqueued;
      while (!ended && enqueued === before) await step();
    },
    async cancel() {
      await closeCurrent();
      zip.terminate();
    },
  });
}

async function* single(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}
