import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { env, type Env } from '@/lib/env';

/**
 * Object storage: the S3 API when `S3_ENDPOINT` is set (MinIO, AWS, any S3-compatible
 * server; path-style addressing; the bucket is created on first use when missing), else
 * the local disk under `UPLOAD_DIR` (the content type kept in a `<file>.meta.json`
 * sidecar). The backend is chosen from the environment at each call, so tests can switch
 * it with resetEnvForTests().
 *
 * Keys are made by the server (objectKey) and never taken from user input as they are:
 * a key is `<enterpriseId>/<folder>/<yyyy>/<mm>/<uuid>.<ext>`, and any key with `..`, an
 * empty segment or a character outside [A-Za-z0-9._-/] is refused, so a path can never
 * leave the storage root.
 */

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
}

/** Bytes start..end of an object, both included (an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  contentType: string;
  /** Known length of a stream body (optional; a Buffer's own length is used). */
  size?: number;
}

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
const META_SUFFIX = '.meta.json';
const MAX_KEY_LENGTH = 512;
const BANGKOK_OFFSET_MS = 7 * 3600_000;

/** True for a key this module would store: safe segments only, no `..`, no sidecar name. */
export function isValidKey(key: string): boolean {
  return (
    key.length <= MAX_KEY_LENGTH &&
    KEY_PATTERN.test(key) &&
    !key.split('/').some((s) => s === '.' || s === '..' || s.includes('..')) &&
    !key.endsWith(META_SUFFIX)
  );
}

function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid object key: ${JSON.stringify(key)}`);
}

/**
 * A new key `<enterpriseId>/<folder>/<yyyy>/<mm>/<uuid>.<ext>` (year and month in Bangkok
 * time). folder and ext are the server's own constants: lower-case letters, digits, `-`.
 */
export function objectKey(enterpriseId: number, folder: string, ext: string): string {
  if (!Number.isInteger(enterpriseId) || enterpriseId <= 0)
    throw new Error(`invalid enterprise id ${enterpriseId}`);
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(folder)) throw new Error(`invalid folder ${folder}`);
  if (!/^[a-z0-9]{1,10}$/.test(ext)) throw new Error(`invalid extension ${ext}`);
  const now = new Date(Date.now() + BANGKOK_OFFSET_MS);
  const yyyy = String(now.getUTCFullYear());
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${enterpriseId}/${folder}/${yyyy}/${mm}/${randomUUID()}.${ext}`;
}

export async function putObject(
  key: string,
  body: Buffer | Readable,
  opts: PutOptions,
): Promise<void> {
  assertKey(key);
  return backend().put(key, body, opts);
}

/**
 * The object, or null when there is none (or the key is not a valid key). With a range,
 * only those bytes (size is then the range's length); the caller keeps the range inside
 * the object (headObject gives its size).
 */
export async function getObject(key: string, range?: ByteRange): Promise<StoredObject | null> {
  if (!isValidKey(key)) return null;
  return backend().get(key, range);
}

/** The object's size and type without its bytes, or null when there is none. */
export async function headObject(
  key: string,
): Promise<{ size: number; contentType: string } | null> {
  if (!isValidKey(key)) return null;
  return backend().head(key);
}

/** Removes the object; removing a missing object is not an error. */
export async function deleteObject(key: string): Promise<void> {
  assertKey(key);
  return backend().delete(key);
}

/** Which backend serves the current environment (for logs and the health page). */
export function storageKind(): 's3' | 'local' {
  return env().S3_ENDPOINT ? 's3' : 'local';
}

// ---------------------------------------------------------------------------------------

interface Backend {
  put(key: string, body: Buffer | Readable, opts: PutOptions): Promise<void>;
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  head(key: string): Promise<{ size: number; contentType: string } | null>;
  delete(key: string): Promise<void>;
}

function backend(): Backend {
  const e = env();
  return e.S3_ENDPOINT ? s3Backend(e) : localBackend(path.resolve(e.UPLOAD_DIR));
}

/**
 * Where objects go in the current environment, for the calls this module does not wrap
 * (lib/storage/multipart.ts): the S3 client and bucket (ready() creates the bucket when
 * missing), or the local storage root.
 */
export type StorageTarget =
  | { kind: 's3'; client: S3Client; bucket: string; ready: () => Promise<void> }
  | { kind: 'local'; root: string };

export function storageTarget(): StorageTarget {
  const e = env();
  if (!e.S3_ENDPOINT) return { kind: 'local', root: path.resolve(e.UPLOAD_DIR) };
  const c = s3Config(e);
  const client = s3Client(c);
  return {
    kind: 's3',
    client,
    bucket: c.bucket,
    ready: () => ensureBucket(client, c.endpoint, c.bucket),
  };
}

// --- local disk ---------------------------------------------------------------------------

function localPath(root: string, key: string): string {
  const full = path.resolve(root, ...key.split('/'));
  // Belt and braces: isValidKey already rules out every way out of the root.
  if (!full.startsWith(root + path.sep)) throw new Error('object key outside the storage root');
  return full;
}

async function localHead(
  root: string,
  key: string,
): Promise<{ size: number; contentType: string } | null> {
  const file = localPath(root, key);
  let size: number;
  try {
    const s = await stat(file);
    if (!s.isFile()) return null;
    size = s.size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let contentType = 'application/octet-stream';
  try {
    const meta = JSON.parse(await readFile(`${file}${META_SUFFIX}`, 'utf8')) as {
      contentType?: unknown;
    };
    if (typeof meta.contentType === 'string') contentType = meta.contentType;
  } catch {
    // No sidecar: served as bytes.
  }
  return { size, contentType };
}

function localBackend(root: string): Backend {
  return {
    async put(key, body, opts) {
      const file = localPath(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside the final name, then renamed: a reader never sees half a file.
      const tmp = `${file}.${randomUUID()}.tmp`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(tmp, body);
        else await pipeline(body, createWriteStream(tmp));
        await writeFile(`${tmp}${META_SUFFIX}`, JSON.stringify({ contentType: opts.contentType }));
        await rename(`${tmp}${META_SUFFIX}`, `${file}${META_SUFFIX}`);
        await rename(tmp, file);
      } catch (error) {
        await rm(tmp, { force: true });
        await rm(`${tmp}${META_SUFFIX}`, { force: true });
        throw error;
      }
    },
    async get(key, range) {
      const found = await localHead(root, key);
      if (!found) return null;
      const file = localPath(root, key);
      if (!range) return { body: createReadStream(file), ...found };
      return {
        body: createReadStream(file, { start: range.start, end: range.end }),
        contentType: found.contentType,
        size: range.end - range.start + 1,
      };
    },
    head: (key) => localHead(root, key),
    async delete(key) {
      const file = localPath(root, key);
      await rm(file, { force: true });
      await rm(`${file}${META_SUFFIX}`, { force: true });
    },
  };
}

// --- S3 -------------------------------------------------------------------------------------

const PART_SIZE = 8 * 1024 * 1024;
const clients = new Map<string, S3Client>();
const bucketsReady = new Map<string, Promise<void>>();

function s3Config(e: Env) {
  return {
    endpoint: e.S3_ENDPOINT!,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
  };
}

function s3Client(c: ReturnType<typeof s3Config>): S3Client {
  const id = JSON.stringify([c.endpoint, c.region, c.accessKeyId, c.secretAccessKey]);
  let client = clients.get(id);
  if (!client) {
    client = new S3Client({
      endpoint: c.endpoint,
      region: c.region,
      forcePathStyle: true,
      // Without keys the SDK's own chain applies (instance role, AWS_* variables).
      credentials:
        c.accessKeyId && c.secretAccessKey
          ? { accessKeyId: c.accessKeyId, secretAccessKey: c.secretAccessKey }
          : undefined,
      // S3-compatible servers do not all know the newer default checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    clients.set(id, client);
  }
  return client;
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
}

const isMissing = (error: unknown) =>
  statusOf(error) === 404 ||
  ['NoSuchKey', 'NotFound', 'NoSuchBucket'].includes((error as Error)?.name);

/** Creates the bucket once per process when it does not exist yet. */
function ensureBucket(client: S3Client, endpoint: string, bucket: string): Promise<void> {
  const id = `${endpoint}\u0000${bucket}`;
  let ready = bucketsReady.get(id);
  if (!ready) {
    ready = (async () => {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        if (!isMissing(error)) throw error;
        try {
          await client.send(new CreateBucketCommand({ Bucket: bucket }));
        } catch (createError) {
          const name = (createError as Error).name;
          if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists')
            throw createError;
        }
      }
    })();
    bucketsReady.set(id, ready);
    // A failure (server down) is retried by the next call instead of being remembered.
    ready.catch(() => bucketsReady.delete(id));
  }
  return ready;
}

function s3Backend(e: Env): Backend {
  const c = s3Config(e);
  const client = s3Client(c);
  const ready = () => ensureBucket(client, c.endpoint, c.bucket);
  return {
    async put(key, body, opts) {
      await ready();
      if (Buffer.isBuffer(body)) {
        await client.send(
          new PutObjectCommand({
            Bucket: c.bucket,
            Key: key,
            Body: body,
            ContentType: opts.contentType,
            ContentLength: body.length,
          }),
        );
        return;
      }
      // Streams of unknown length: multipart upload in parts of PART_SIZE, 4 at a time.
      const upload = new Upload({
        client,
        params: { Bucket: c.bucket, Key: key, Body: body, ContentType: opts.contentType },
        partSize: PART_SIZE,
        queueSize: 4,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async get(key, range) {
      await ready();
      try {
        const res = await client.send(
          new GetObjectCommand({
            Bucket: c.bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const body = res.Body;
        if (!body) return null;
        return {
          body: body instanceof Readable ? body : Readable.fromWeb(body as never),
          contentType: res.ContentType ?? 'application/octet-stream',
          size: res.ContentLength ?? 0,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async head(key) {
      await ready();
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket: c.bucket, Key: key }));
        return {
          size: res.ContentLength ?? 0,
          contentType: res.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await ready();
      try {
        await client.send(new DeleteObjectCommand({ Bucket: c.bucket, Key: key }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}
