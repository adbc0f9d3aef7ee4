import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipStream } from '@/lib/export/zip-stream';

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const chunk of stream) parts.push(chunk);
  return new Uint8Array(Buffer.concat(parts));
}

describe('zipStream', () => {
  it('streams buffers and chunked sources into one archive', async () => {
    const big = Buffer.alloc(300_000, 7);
    async function* chunks() {
      for (let i = 0; i < big.length; i += 65_536) yield big.subarray(i, i + 65_536);
    }
    const zip = await readAll(
      zipStream([
        { name: 'a.txt', open: async () => Buffer.from('hello') },
        { name: 'dir/b.bin', open: async () => chunks() },
        { name: 'empty', open: async () => new Uint8Array(0) },
      ]),
    );
    const files = unzipSync(zip);
    expect(Object.keys(files)).toEqual(['a.txt', 'dir/b.bin', 'empty']);
    expect(Buffer.from(files['a.txt']!).toString()).toBe('hello');
    expect(Buffer.from(files['dir/b.bin']!).equals(big)).toBe(true);
    expect(files.empty).toHaveLength(0);
  });

  it('reads a source only as the archive is taken', async () => {
    let read = 0;
    async function* counted() {
      for (let i = 0; i < 100; i++) {
        read++;
        yield new Uint8Array(1024);
      }
    }
    const reader = zipStream([{ name: 'x', open: async () => counted() }]).getReader();
    await reader.read();
    await reader.read();
    expect(read).toBeLessThan(10);
    await reader.cancel();
  });

  it('opens nothing for an empty list and still makes a valid archive', async () => {
    expect(unzipSync(await readAll(zipStream([])))).toEqual({});
  });
});
