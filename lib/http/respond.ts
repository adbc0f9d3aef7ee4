/** Envelope builders (docs/api-conventions.md, Envelope). */

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export const isReply = (v: unknown): v is Reply =>
  Boolean(v) && typeof v === 'object' && 'status' in (v as object) && 'body' in (v as object);

export function datum<T>(
  value: T,
  opts: { msg?: string; status?: number; headers?: Record<string, string> } = {},
): Reply {
  return {
    status: opts.status ?? 200,
    body: { Msg: opts.msg ?? 'common.success', Datum: value },
    headers: opts.headers,
  };
}

export function list<T>(rows: T[], page: { total: number; page: number; limit: number }): Reply {
  return { status: 200, body: { Msg: 'common.success', data: rows, ...page } };
}

export function message(msg: string, status = 200, headers?: Record<string, string>): Reply {
  return { status, body: { Msg: msg }, headers };
}

/** `{ Msg, Cause }`, plus `Datum` when the error carries details (AppError's 4th argument). */
export function errorBody(key: string, cause: string, datum?: Record<string, unknown>) {
  return datum === undefined
    ? { Msg: key, Cause: cause }
    : { Msg: key, Cause: cause, Datum: datum };
}
