import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListPartsCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { isValidKey, putObject, storageTarget } from '@/lib/storage';

/**
 * Resumable uploads straight from the browser: S3 multipart uploads whose parts the
 * client PUTs to presigned URLs, so the bytes never pass through the app, and a client
 * that lost its place (reload, dropped network) asks which parts arrived (ListParts) and
 * sends only the rest.
 *
 * Without S3 (local disk under UPLOAD_DIR, for development and tests) the same calls work
 * with the parts kept under `<UPLOAD_DIR>/.multipart/<uploadId>/` and the "presigned" URL
 * pointing at a route of the app (the caller gives its path) that checks an HMAC of the
 * upload id, part number and expiry, like S3 checks its signature. `.multipart` can never
 * be an object key: keys start with a letter or digit.
 *
 * Not every S3-compatible server lists parts (s3rver, the test server, does not): then
 * listParts answers null and the client sends every part again, which S3 allows (a part
 * sent twice replaces the first). An upload abandoned for good is removed by the bucket's
 * lifecycle rule (AbortIncompleteMultipartUpload), as S3 recommends.
 */

/** S3's smallest part (every part but the last must be at least this). */
export const MIN_PART_SIZE = 5 * 1024 * 1024;
/** S3's highest part number. */
export const MAX_PART_NUMBER = 10_000;

export interface UploadedPart {
  partNumber: number;
  /** As S3 gives it, in double quotes. */
  etag: string;
  size: number;
}

export interface PartToComplete {
  partNumber: number;
  etag: string;
}

export interface PresignedPart {
  partNumber: number;
  url: string;
}

const stripQuotes = (etag: string) => etag.replace(/"/g, '');
const quoted = (etag: string) => `"${stripQuotes(etag)}"`;

export async function createMultipartUpload(key: string, contentType: string): Promise<string> {
  assertKey(key);
  const target = storageTarget();
  if (target.kind === 'local') return localCreate(target.root, key, contentType);
  await target.ready();
  const res = await target.client.send(
    new CreateMultipartUploadCommand({ Bucket: target.bucket, Key: key, ContentType: contentType }),
  );
  if (!res.UploadId) throw new Error('the storage gave no upload id');
  return res.UploadId;
}

/**
 * URLs the client PUTs each part's bytes to, valid for expiresInSeconds. The answer of
 * each PUT carries the part's ETag (S3 must expose the ETag header to the browser: CORS).
 * localPartPath: the app's route that takes a part on the local-disk backend.
 */
export async function presignParts(
  key: string,
  uploadId: string,
  partNumbers: number[],
  opts: { expiresInSeconds: number; localPartPath: string },
): Promise<PresignedPart[]> {
  assertKey(key);
  for (const n of partNumbers) assertPartNumber(n);
  const target = storageTarget();
  if (target.kind === 'local') {
    const expires = Math.floor(Date.now() / 1000) + opts.expiresInSeconds;
    return partNumbers.map((partNumber) => {
      const query = new URLSearchParams({
        upload_id: uploadId,
        part_number: String(partNumber),
        expires: String(expires),
        signature: localSignature(uploadId, partNumber, expires),
      });
      return { partNumber, url: `${opts.localPartPath}?${query}` };
    });
  }
  return Promise.all(
    partNumbers.map(async (partNumber) => ({
      partNumber,
      url: await getSignedUrl(
        target.client,
        new UploadPartCommand({
          Bucket: target.bucket,
          Key: key,
          UploadId: uploadId,
          PartNumber: partNumber,
        }),
        { expiresIn: opts.expiresInSeconds },
      ),
    })),
  );
}

/**
 * The parts that arrived, by part number; null when the storage cannot list parts (the
 * client then sends every part again). An unknown upload is `common.notFound`.
 */
export async function listParts(key: string, uploadId: string): Promise<UploadedPart[] | null> {
  assertKey(key);
  const target = storageTarget();
  if (target.kind === 'local') return localList(target.root, key, uploadId);
  await target.ready();
  const parts: UploadedPart[] = [];
  let marker: string | undefined;
  try {
    for (;;) {
      const res = await target.client.send(
        new ListPartsCommand({
          Bucket: target.bucket,
          Key: key,
          UploadId: uploadId,
          PartNumberMarker: marker,
        }),
      );
      for (const p of res.Parts ?? []) {
        if (p.PartNumber && p.ETag)
          parts.push({ partNumber: p.PartNumber, etag: quoted(p.ETag), size: p.Size ?? 0 });
      }
      if (!res.IsTruncated || !res.NextPartNumberMarker) break;
      marker = res.NextPartNumberMarker;
    }
  } catch (error) {
    if (isUnsupported(error)) return null;
    throw s3Error(error);
  }
  return parts.sort((a, b) => a.partNumber - b.partNumber);
}

/** Joins the parts into the object at key (parts in ascending order, with their ETags). */
export async function completeMultipartUpload(
  key: string,
  uploadId: string,
  parts: PartToComplete[],
): Promise<void> {
  assertKey(key);
  assertAscending(parts);
  const target = storageTarget();
  if (target.kind === 'local') return localComplete(target.root, key, uploadId, parts);
  await target.ready();
  try {
    await target.client.send(
      new CompleteMultipartUploadCommand({
        Bucket: target.bucket,
        Key: key,
        UploadId: uploadId,
        MultipartUpload: {
          Parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: quoted(p.etag) })),
        },
      }),
    );
  } catch (error) {
    throw s3Error(error);
  }
}

/** Drops the upload and its parts; an unknown or finished upload is not an error. */
export async function abortMultipartUpload(key: string, uploadId: string): Promise<void> {
  assertKey(key);
  const target = storageTarget();
  if (target.kind === 'local') return localAbort(target.root, key, uploadId);
  await target.ready();
  try {
    await target.client.send(
      new AbortMultipartUploadCommand({ Bucket: target.bucket, Key: key, UploadId: uploadId }),
    );
  } catch (error) {
    // A server without abort leaves the parts to the bucket's lifecycle rule.
    if (isUnsupported(error) || errorName(error) === 'NoSuchUpload' || statusOf(error) === 404)
      return;
    throw error;
  }
}

// --- errors -------------------------------------------------------------------------------

function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid object key: ${JSON.stringify(key)}`);
}

function assertPartNumber(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > MAX_PART_NUMBER)
    throw new AppError('common.invalidParameter', `part number ${n} is outside 1..10000`);
}

function assertAscending(parts: PartToComplete[]): void {
  if (parts.length === 0) throw new AppError('common.invalidParameter', 'parts: none given');
  parts.forEach((p, i) => {
    assertPartNumber(p.partNumber);
    if (i > 0 && p.partNumber <= parts[i - 1]!.partNumber)
      throw new AppError('common.invalidParameter', 'parts: part numbers must be ascending');
  });
}

const errorName = (error: unknown) => (error as Error)?.name;
const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

function isUnsupported(error: unknown): boolean {
  const status = statusOf(error);
  return (
    status === 405 ||
    status === 501 ||
    ['MethodNotAllowed', 'NotImplemented'].includes(errorName(error) ?? '')
  );
}

/** S3's answers about the client's upload as catalogue errors; anything else stays a 500. */
function s3Error(error: unknown): unknown {
  const name = errorName(error);
  if (name === 'NoSuchUpload' || statusOf(error) === 404)
    return new AppError('common.notFound', 'upload');
  if (name === 'InvalidPart' || name === 'InvalidPartOrder' || name === 'EntityTooSmall')
    return new AppError('common.invalidParameter', `parts: ${name}`);
  return error;
}

// --- local disk -----------------------------------------------------------------------------

const LOCAL_UPLOAD_ID = /^[0-9a-f]{32}$/;
const PART_FILE = /^(\d+)$/;

interface LocalMeta {
  key: string;
  contentType: string;
}

function uploadDir(root: string, uploadId: string): string {
  // The pattern keeps the id a plain folder name under the root.
  if (!LOCAL_UPLOAD_ID.test(uploadId)) throw new AppError('common.notFound', 'upload');
  return path.join(root, '.multipart', uploadId);
}

async function localMeta(root: string, uploadId: string, key?: string): Promise<LocalMeta> {
  let meta: LocalMeta;
  try {
    meta = JSON.parse(
      await readFile(path.join(uploadDir(root, uploadId), 'meta.json'), 'utf8'),
    ) as LocalMeta;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new AppError('common.notFound', 'upload');
    throw error;
  }
  // An upload belongs to one key, as on S3.
  if (key !== undefined && meta.key !== key) throw new AppError('common.notFound', 'upload');
  return meta;
}

async function localCreate(root: string, key: string, contentType: string): Promise<string> {
  const uploadId = randomBytes(16).toString('hex');
  const dir = uploadDir(root, uploadId);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'meta.json'), JSON.stringify({ key, contentType }));
  return uploadId;
}

async function localList(root: string, key: string, uploadId: string): Promise<UploadedPart[]> {
  await localMeta(root, uploadId, key);
  const dir = uploadDir(root, uploadId);
  const parts: UploadedPart[] = [];
  for (const name of await readdir(dir)) {
    const m = PART_FILE.exec(name);
    if (!m) continue;
    try {
      const [etag, s] = await Promise.all([
        readFile(path.join(dir, `${name}.etag`), 'utf8'),
        stat(path.join(dir, name)),
      ]);
      parts.push({ partNumber: Number(m[1]), etag: quoted(etag), size: s.size });
    } catch (error) {
      // A part being replaced right now: listed by the next call.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return parts.sort((a, b) => a.partNumber - b.partNumber);
}

/** The signature of a local part URL (HMAC-SHA256 with AUTH_SECRET). */
function localSignature(uploadId: string, partNumber: number, expires: number): string {
  return createHmac('sha256', env().AUTH_SECRET)
    .update(`multipart-part\n${uploadId}\n${partNumber}\n${expires}`)
    .digest('base64url');
}

/** Whether a local part URL's query is one this server signed and has not expired. */
export function verifyLocalPartUrl(q: {
  uploadId: string;
  partNumber: number;
  expires: number;
  signature: string;
}): 'ok' | 'expired' | 'bad' {
  const expected = Buffer.from(localSignature(q.uploadId, q.partNumber, q.expires));
  const given = Buffer.from(q.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bad';
  return q.expires * 1000 < Date.now() ? 'expired' : 'ok';
}

/**
 * Stores one part sent to the local part route (after verifyLocalPartUrl); answers its
 * ETag (the MD5 of its bytes in quotes, as S3). A part over maxBytes is `file.tooLarge`.
 */
export async function putLocalPart(
  uploadId: string,
  partNumber: number,
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<string> {
  assertPartNumber(partNumber);
  const target = storageTarget();
  if (target.kind !== 'local') throw new AppError('common.notFound', 'upload');
  await localMeta(target.root, uploadId);
  const dir = uploadDir(target.root, uploadId);
  const tmp = path.join(dir, `${partNumber}.${randomBytes(6).toString('hex')}.tmp`);
  const md5 = createHash('md5');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) {
        done(new AppError('file.tooLarge', `a part is at most ${maxBytes} bytes`));
        return;
      }
      md5.update(chunk);
      done(null, chunk);
    },
  });
  try {
    const source = body ? Readable.fromWeb(body as never) : Readable.from([]);
    await pipeline(source, counter, createWriteStream(tmp));
    const etag = md5.digest('hex');
    // The ETag first: a listed part always has one. A part sent twice replaces the first.
    await writeFile(`${tmp}.etag`, etag);
    await rename(`${tmp}.etag`, path.join(dir, `${partNumber}.etag`));
    await rename(tmp, path.join(dir, String(partNumber)));
    return quoted(etag);
  } finally {
    await rm(tmp, { force: true });
    await rm(`${tmp}.etag`, { force: true });
  }
}

async function localComplete(
  root: string,
  key: string,
  uploadId: string,
  parts: PartToComplete[],
): Promise<void> {
  const meta = await localMeta(root, uploadId, key);
  const stored = new Map(
    (await localList(root, key, uploadId)).map((p) => [p.partNumber, p] as const),
  );
  parts.forEach((p, i) => {
    const found = stored.get(p.partNumber);
    if (!found || stripQuotes(found.etag) !== stripQuotes(p.etag))
      throw new AppError('common.invalidParameter', 'parts: InvalidPart');
    if (i < parts.length - 1 && found.size < MIN_PART_SIZE)
      throw new AppError('common.invalidParameter', 'parts: EntityTooSmall');
  });
  const dir = uploadDir(root, uploadId);
  const files = parts.map((p) => path.join(dir, String(p.partNumber)));
  const joined = Readable.from(
    (async function* () {
      for (const file of files) yield* createReadStream(file);
    })(),
  );
  await putObject(key, joined, { contentType: meta.contentType });
  await rm(dir, { recursive: true, force: true });
}

async function localAbort(root: string, key: string, uploadId: string): Promise<void> {
  try {
    await localMeta(root, uploadId, key);
  } catch (error) {
    if (error instanceof AppError && error.key === 'common.notFound') return;
    throw error;
  }
  await rm(uploadDir(root, uploadId), { recursive: true, force: true });
}
