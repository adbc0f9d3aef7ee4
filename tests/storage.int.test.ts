// Object storage (lib/storage) on both backends, a local S3-compatible server (s3rver)
// and the local disk, and the files API: uploads checked by content and size, served with
// safe headers to signed-in users of the same enterprise only.
import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { prisma } from '@/lib/db';
import { env } from '@/lib/env';
import {
  deleteObject,
  getObject,
  isValidKey,
  objectKey,
  putObject,
  storageKind,
} from '@/lib/storage';
import { fileField } from '@/lib/storage/file-field';
import { call, loginAs } from './helpers/api';
import { startS3Server, useLocalDisk, type LocalS3Server } from './helpers/s3-server';

// A real 1x1 PNG, and the first bytes of a PDF.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< >>\n%%EOF\n');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A stream of `size` pseudo-random bytes in 64 KB chunks, and its hash. */
function bigStream(size: number): { stream: Readable; hash: Promise<string> } {
  const hash = createHash('sha256');
  let sent = 0;
  let done: (h: string) => void;
  const result = new Promise<string>((resolve) => (done = resolve));
  const stream = new Readable({
    read() {
      if (sent >= size) {
        done(hash.digest('hex'));
        this.push(null);
        return;
      }
      const chunk = randomBytes(Math.min(64 * 1024, size - sent));
      sent += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, hash: result };
}

function form(fields: Record<string, string | Blob>, filename = 'upload.bin'): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === 'string') f.append(k, v);
    else f.append(k, v, filename);
  }
  return f;
}

let s3: LocalS3Server;
let demoId: number;
let admin: string;
let staff: string;
let admin2: string;

beforeAll(async () => {
  s3 = await startS3Server();
  [admin, staff, admin2] = await Promise.all([
    loginAs('admin'),
    loginAs('staff'),
    loginAs('admin2'),
  ]);
  demoId = (await prisma().enterprise.findUniqueOrThrow({ where: { code: 'demo-shop' } })).id;
});

afterAll(async () => {
  await s3?.close();
});

describe('object keys', () => {
  it('are made by the server as <enterprise>/<folder>/<yyyy>/<mm>/<uuid>.<ext>', () => {
    const key = objectKey(7, 'product-images', 'png');
    expect(key).toMatch(/^7\/product-images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(isValidKey(key)).toBe(true);
    expect(objectKey(7, 'product-images', 'png')).not.toBe(key);
  });

  it('refuse folders and extensions that are not plain names', () => {
    expect(() => objectKey(1, '../x', 'png')).toThrow();
    expect(() => objectKey(1, 'a/b', 'png')).toThrow();
    expect(() => objectKey(1, 'ok', 'p/ng')).toThrow();
    expect(() => objectKey(0, 'ok', 'png')).toThrow();
  });

  it('never lets a key leave the storage root', async () => {
    for (const bad of [
      '../etc/passwd',
      '1/../../etc/passwd',
      '/etc/passwd',
      '1//x.png',
      '1/./x.png',
      '1/x..png/..',
      '1\\x.png',
      '1/x.png.meta.json',
      '1/%2e%2e/x',
      '',
    ]) {
      expect(isValidKey(bad), bad).toBe(false);
      expect(await getObject(bad)).toBeNull();
      await expect(
        putObject(bad, Buffer.from('x'), { contentType: 'text/plain' }),
      ).rejects.toThrow();
    }
  });
});

describe.each(['local', 's3'] as const)('storage on %s', (kind) => {
  let restoreLocal: (() => Promise<void>) | undefined;
  let uploadDir = '';

  beforeAll(async () => {
    if (kind === 's3') s3.use();
    else {
      const local = await useLocalDisk();
      uploadDir = local.directory;
      restoreLocal = local.restore;
    }
  });
  afterAll(async () => {
    if (kind === 's3') s3.restoreEnv();
    else await restoreLocal?.();
  });

  it('uses the backend the environment names', () => {
    expect(storageKind()).toBe(kind);
    if (kind === 'local') expect(env().UPLOAD_DIR).toBe(uploadDir);
  });

  if (kind === 's3') {
    it('creates the missing bucket on first use', async () => {
      expect(await readdir(s3.directory)).not.toContain(s3.bucket);
      await putObject(objectKey(demoId, 'attachments', 'png'), PNG, { contentType: 'image/png' });
      expect(await readdir(s3.directory)).toContain(s3.bucket);
    });
  }

  it('puts, gets and deletes a buffer with its content type', async () => {
    const key = objectKey(demoId, 'attachments', 'png');
    await putObject(key, PNG, { contentType: 'image/png' });
    const got = await getObject(key);
    expect(got).not.toBeNull();
    expect(got!.contentType).toBe('image/png');
    expect(got!.size).toBe(PNG.length);
    expect(await readAll(got!.body)).toEqual(PNG);

    await deleteObject(key);
    expect(await getObject(key)).toBeNull();
    // Deleting again is not an error.
    await deleteObject(key);
  });

  it('overwrites an object under the same key', async () => {
    const key = objectKey(demoId, 'attachments', 'txt');
    await putObject(key, Buffer.from('one'), { contentType: 'text/plain' });
    await putObject(key, Buffer.from('two!'), { contentType: 'text/csv' });
    const got = await getObject(key);
    expect(got!.contentType).toBe('text/csv');
    expect((await readAll(got!.body)).toString()).toBe('two!');
    await deleteObject(key);
  });

  it('answers null for a key that was never stored', async () => {
    expect(await getObject(`${demoId}/attachments/2026/01/${'0'.repeat(8)}.png`)).toBeNull();
  });

  it('stores a stream of a few MB (multipart on S3) intact', async () => {
    const size = 12 * 1024 * 1024 + 12345; // two 8 MB parts on S3
    const { stream, hash } = bigStream(size);
    const key = objectKey(demoId, 'attachments', 'bin');
    await putObject(key, stream, { contentType: 'application/octet-stream' });
    const got = await getObject(key);
    expect(got!.size).toBe(size);
    const body = await readAll(got!.body);
    expect(body.length).toBe(size);
    expect(sha(body)).toBe(await hash);
    await deleteObject(key);
  });

  if (kind === 'local') {
    it('keeps the content type in a sidecar and leaves no temporary file', async () => {
      const key = objectKey(demoId, 'attachments', 'png');
      await putObject(key, PNG, { contentType: 'image/png' });
      const dir = `${uploadDir}/${key.slice(0, key.lastIndexOf('/'))}`;
      const names = await readdir(dir);
      const base = key.slice(key.lastIndexOf('/') + 1);
      expect(names.sort()).toEqual([base, `${base}.meta.json`].sort());
      await deleteObject(key);
      expect(await readdir(dir)).toEqual([]);
    });
  }
});

describe('multipart bodies', () => {
  it('a z.instanceof(File) field and fileField both accept the File of a form', async () => {
    const req = new Request('http://localhost/x', {
      method: 'POST',
      body: form({ file: new Blob([PNG], { type: 'image/png' }), folder: 'x' }),
    });
    const data = Object.fromEntries((await req.formData()).entries());
    expect(z.object({ file: z.instanceof(File), folder: z.string() }).safeParse(data).success).toBe(
      true,
    );
    expect(z.object({ file: fileField }).safeParse(data).success).toBe(true);
    expect(z.object({ file: fileField }).safeParse({ file: 'text' }).success).toBe(false);
  });
});

describe.each(['s3', 'local'] as const)('files API on %s', (kind) => {
  let restoreLocal: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (kind === 's3') s3.use();
    else restoreLocal = (await useLocalDisk()).restore;
  });
  afterAll(async () => {
    if (kind === 's3') s3.restoreEnv();
    else await restoreLocal?.();
  });

  async function upload(
    token: string,
    bytes: Buffer,
    folder = 'product-images',
    name = 'photo.png',
    type = 'image/png',
  ) {
    return call<{ Datum: { key: string; url: string } }>('POST', '/api/v1/files', {
      token,
      form: form({ file: new Blob([new Uint8Array(bytes)], { type }), folder }, name),
    });
  }

  it('stores an image and serves it to users of the same enterprise with safe headers', async () => {
    const res = await upload(staff, PNG);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { key, url } = res.body.Datum;
    expect(key).toMatch(new RegExp(`^${demoId}/product-images/\\d{4}/\\d{2}/[0-9a-f-]{36}\\.png$`));
    expect(url).toBe(`/api/v1/files/${key}`);

    for (const token of [admin, staff]) {
      const got = await call('GET', url, { token });
      expect(got.status).toBe(200);
      expect(got.bytes).toEqual(PNG);
      expect(got.headers.get('content-type')).toBe('image/png');
      expect(got.headers.get('content-length')).toBe(String(PNG.length));
      expect(got.headers.get('x-content-type-options')).toBe('nosniff');
      expect(got.headers.get('content-disposition')).toMatch(/^inline/);
      // Never kept in a shared computer's cache after sign-out.
      expect(got.headers.get('cache-control')).toBe('no-store');
      expect(got.headers.get('content-security-policy')).toContain('sandbox');
    }
  });

  it('answers 404 to another enterprise and 401 to nobody', async () => {
    const { url } = (await upload(admin, PNG)).body.Datum;
    const other = await call('GET', url, { token: admin2 });
    expect(other.status).toBe(404);
    expect(other.body.Msg).toBe('common.notFound');
    expect(other.bytes.includes(PNG)).toBe(false);

    const anonymous = await call('GET', url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.Msg).toBe('auth.unauthorized');
  });

  it('answers 404 for missing and malformed keys of your own enterprise', async () => {
    for (const path of [
      `/api/v1/files/${demoId}/product-images/2026/01/missing.png`,
      `/api/v1/files/${demoId}/..%2F..%2Fetc/passwd`,
      `/api/v1/files/${demoId}`,
      '/api/v1/files/x',
    ]) {
      const res = await call('GET', path, { token: admin });
      expect(res.status, path).toBe(404);
      expect(res.body.Msg).toBe('common.notFound');
    }
  });

  it('refuses a text file named .png as file.invalidType', async () => {
    const res = await upload(admin, Buffer.from('<script>alert(1)</script>'), 'product-images');
    expect(res.status).toBe(415);
    expect(res.body.Msg).toBe('file.invalidType');
  });

  it('refuses a PDF as a product image but takes it as a bill image', async () => {
    const refused = await upload(admin, PDF, 'product-images', 'bill.png', 'image/png');
    expect(refused.status).toBe(415);
    expect(refused.body.Msg).toBe('file.invalidType');

    const res = await upload(admin, PDF, 'bill-images', 'bill.pdf', 'application/pdf');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.Datum.key).toMatch(/\.pdf$/);
    const got = await call('GET', res.body.Datum.url, { token: admin });
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toMatch(/^inline/);
  });

  it('serves a CSV attachment as a download', async () => {
    const csv = Buffer.from('name,price\nเสื้อ,390.00\n');
    const res = await upload(admin, csv, 'attachments', 'list.csv', 'text/csv');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const got = await call('GET', res.body.Datum.url, { token: admin });
    expect(got.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(got.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    expect(got.bytes).toEqual(csv);
  });

  it('refuses an image over 5 MB as file.tooLarge', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(admin, big);
    expect(res.status).toBe(413);
    expect(res.body.Msg).toBe('file.tooLarge');
  });

  it('refuses a request declared larger than any upload before reading it', async () => {
    const res = await call('POST', '/api/v1/files', {
      token: admin,
      form: form({ file: new Blob([PNG], { type: 'image/png' }), folder: 'product-images' }),
      headers: { 'content-length': String(500 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body.Msg).toBe('file.tooLarge');
  });

  it('refuses an empty file, an unknown folder and a body without a file', async () => {
    const empty = await upload(admin, Buffer.alloc(0));
    expect(empty.status).toBe(415);
    expect(empty.body.Msg).toBe('file.invalidType');

    const folder = await upload(admin, PNG, '../secrets');
    expect(folder.status).toBe(400);
    expect(folder.body.Msg).toBe('common.invalidParameter');

    const json = await call('POST', '/api/v1/files', {
      token: admin,
      body: { file: 'x', folder: 'product-images' },
    });
    expect(json.status).toBe(400);
    expect(json.body.Msg).toBe('common.invalidParameter');

    const noFile = await call('POST', '/api/v1/files', {
      token: admin,
      form: form({ folder: 'product-images' }),
    });
    expect(noFile.status).toBe(400);
  });

  it('is open to every signed-in user, not to nobody', async () => {
    const res = await call('POST', '/api/v1/files', {
      form: form({ file: new Blob([PNG], { type: 'image/png' }), folder: 'product-images' }),
    });
    expect(res.status).toBe(401);
  });
});
