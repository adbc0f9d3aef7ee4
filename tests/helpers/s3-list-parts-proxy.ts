import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { resetEnvForTests } from '@/lib/env';
import type { LocalS3Server } from './s3-server';

// s3rver (the test S3 server) does multipart uploads (create, part PUT, complete) but not
// ListParts nor AbortMultipartUpload: it answers 405 MethodNotAllowed. This proxy sits in
// front of it and answers those two calls from s3rver's own store on disk (the parts it
// really received, `<dir>/<bucket>/._S3rver_uploads/<uploadId>/<n>` and `<n>.md5`);
// every other request, presigned part PUTs included, goes to s3rver unchanged (the Host
// header too, which the signatures cover).

export interface ListPartsProxy {
  endpoint: string;
  /** Points S3_* at s3rver through this proxy. */
  use(): void;
  close(): Promise<void>;
}

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function s3Error(res: http.ServerResponse, status: number, code: string) {
  res.writeHead(status, { 'Content-Type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
  );
}

export async function startListPartsProxy(s3: LocalS3Server): Promise<ListPartsProxy> {
  const upstream = new URL(s3.endpoint);
  const uploadsDir = path.join(s3.directory, s3.bucket, '._S3rver_uploads');

  async function listParts(res: http.ServerResponse, bucketKey: string, uploadId: string) {
    const dir = path.join(uploadsDir, path.basename(uploadId));
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      return s3Error(res, 404, 'NoSuchUpload');
    }
    const parts = [];
    for (const name of names.filter((n) => /^\d+$/.test(n)).sort((a, b) => +a - +b)) {
      const [md5, s] = await Promise.all([
        readFile(path.join(dir, `${name}.md5`), 'utf8'),
        stat(path.join(dir, name)),
      ]);
      parts.push(
        `<Part><PartNumber>${name}</PartNumber><LastModified>${s.mtime.toISOString()}</LastModified>` +
          `<ETag>${xml(`"${md5}"`)}</ETag><Size>${s.size}</Size></Part>`,
      );
    }
    const [bucket, ...key] = bucketKey.split('/');
    res.writeHead(200, { 'Content-Type': 'application/xml' });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?>` +
        `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
        `<Bucket>${xml(bucket ?? '')}</Bucket><Key>${xml(key.join('/'))}</Key>` +
        `<UploadId>${xml(uploadId)}</UploadId><PartNumberMarker>0</PartNumberMarker>` +
        `<MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}` +
        `</ListPartsResult>`,
    );
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://proxy');
    const uploadId = url.searchParams.get('uploadId');
    const bucketKey = decodeURIComponent(url.pathname.slice(1));
    if (uploadId && req.method === 'GET' && !url.searchParams.has('partNumber')) {
      void listParts(res, bucketKey, uploadId);
      return;
    }
    if (uploadId && req.method === 'DELETE') {
      void rm(path.join(uploadsDir, path.basename(uploadId)), {
        recursive: true,
        force: true,
      }).then(() => {
        res.writeHead(204);
        res.end();
      });
      return;
    }
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) s3Error(res, 502, 'BadGateway');
      else res.destroy();
    });
    // A client that stops reading early (the evidence cut) ends s3rver's answer too.
    res.on('close', () => {
      if (!res.writableFinished) forward.destroy();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    use() {
      s3.use();
      process.env.S3_ENDPOINT = endpoint;
      resetEnvForTests();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
