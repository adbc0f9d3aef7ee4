'use client';

/** Spec section 7: every call has a 300-second timeout. */
export const REQUEST_TIMEOUT_MS = 300_000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** A catalogue key (messages "errors" namespace). */
    readonly msg: string,
    readonly causeText: string,
    /** The error's `Datum`, when the API sent one (e.g. the rows of a failed import). */
    readonly details?: Record<string, unknown>,
    /** The request's method: what the person was doing (create, edit, delete) when it failed. */
    readonly method: string = 'GET',
  ) {
    super(msg);
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Do not send the user to /login on 401 (the login form itself). */
  allowUnauthorized?: boolean;
  /** Extra request headers (e.g. Idempotency-Key on calls that create orders or move stock). */
  headers?: Record<string, string>;
}

/**
 * Calls our own API with the session cookie. Throws ApiError with the catalogue key;
 * a 401 sends the browser to /login with a return URL.
 */
export async function api<T = unknown>(path: string, opts: ApiOptions = {}): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(opts.query ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(url, {
      method: opts.method ?? 'GET',
      credentials: 'same-origin',
      headers: {
        ...(opts.body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
        ...opts.headers,
      },
      body:
        opts.body === undefined
          ? undefined
          : isForm
            ? (opts.body as FormData)
            : JSON.stringify(opts.body),
      signal: opts.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError' && opts.signal?.aborted) throw error;
    throw new ApiError(0, 'common.networkError', '', undefined, opts.method ?? 'GET');
  }
  const body = (await res.json().catch(() => ({}))) as {
    Msg?: string;
    Cause?: string;
    Datum?: unknown;
  };
  if (res.status === 401 && !opts.allowUnauthorized) {
    const here = window.location.pathname + window.location.search;
    // A full load on purpose: it drops every piece of client state of the ended session.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`/login?returnUrl=${encodeURIComponent(here)}`);
  }
  if (!res.ok) {
    const details =
      body.Datum && typeof body.Datum === 'object' && !Array.isArray(body.Datum)
        ? (body.Datum as Record<string, unknown>)
        : undefined;
    throw new ApiError(
      res.status,
      body.Msg ?? 'common.systemError',
      body.Cause ?? '',
      details,
      opts.method ?? 'GET',
    );
  }
  return body as T;
}
