'use client';
import { ApiError, REQUEST_TIMEOUT_MS } from '@/components/lib/api';

// How a stock bill travels. Not through components/lib/api.ts, for two reasons:
// - a retry must be byte for byte the first request (the server hashes the raw body under
//   the Idempotency-Key), and a browser's FormData picks a new random boundary each time;
//   here the multipart body is written with a boundary drawn from the key;
// - the refusal inventory.balanceNotEnough carries its short lines as a list in `Datum`,
//   which api() keeps only when it is an object.

/** A multipart boundary that is the same for the same key (and never in a text field). */
export const boundaryFor = (key: string) =>
  `----stockbill-${key.replace(/[^A-Za-z0-9-]/g, '').slice(-50)}`;

const quoteName = (name: string) => name.replace(/[\r\n"]/g, '_');

/**
 * A multipart/form-data body: the text fields, then the file. The file goes under a plain
 * ASCII name (its bytes, not its name, tell the server what it is).
 */
export function multipartBody(
  fields: ReadonlyArray<readonly [string, string]>,
  file: { field: string; file: Blob; filename: string },
  boundary: string,
): Blob {
  const parts: BlobPart[] = [];
  for (const [name, value] of fields) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${quoteName(name)}"\r\n\r\n${value}\r\n`,
    );
  }
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="${quoteName(file.field)}"; ` +
      `filename="${quoteName(file.filename)}"\r\nContent-Type: ${file.file.type || 'application/octet-stream'}\r\n\r\n`,
    file.file,
    `\r\n--${boundary}--\r\n`,
  );
  return new Blob(parts);
}

/** An image's name reduced to ASCII, keeping its extension. */
export function asciiFilename(name: string): string {
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(name)?.[1]?.toLowerCase();
  return ext ? `bill.${ext}` : 'bill';
}

/** An error answer's `Datum` as ApiError details: a list is kept under `lines`. */
export function errorDetails(datum: unknown): Record<string, unknown> | undefined {
  if (Array.isArray(datum)) return { lines: datum };
  return datum && typeof datum === 'object' ? (datum as Record<string, unknown>) : undefined;
}

/** Sends a prepared body with its Idempotency-Key (POST unless told); errors as api() throws them. */
export async function postStock<T>(
  path: string,
  body: { data: Blob | string; contentType: string },
  key: string,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(new URL(path, window.location.origin), {
      method,
      credentials: 'same-origin',
      headers: { 'content-type': body.contentType, 'Idempotency-Key': key },
      body: body.data,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(0, 'common.networkError', '', undefined, method);
  }
  const answer = (await res.json().catch(() => ({}))) as {
    Msg?: string;
    Cause?: string;
    Datum?: unknown;
  };
  if (res.status === 401) {
    const here = window.location.pathname + window.location.search;
    // A full load on purpose, as api() does: it drops the ended session's client state.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`/login?returnUrl=${encodeURIComponent(here)}`);
  }
  if (!res.ok)
    throw new ApiError(
      res.status,
      answer.Msg ?? 'common.systemError',
      answer.Cause ?? '',
      errorDetails(answer.Datum),
      method,
    );
  return answer as T;
}
