import { ZodError } from 'zod';
import { Prisma } from '@/lib/generated/prisma/client';
import { isDatabaseUnavailable } from '@/lib/db';
import { isAppError, ERROR_STATUS } from '@/lib/errors';
import { invalidInput } from '@/lib/http/route-input';
import { errorBody, isReply, type Reply } from '@/lib/http/respond';
import { log } from '@/lib/log';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A handler's answer as a Response: a Reply as it is, a plain value as `{ Msg, Datum }`. */
export function replyResponse(reply: Reply | unknown, status = 200): Response {
  if (isReply(reply)) {
    return Response.json(reply.body, { status: reply.status, headers: reply.headers });
  }
  return Response.json({ Msg: 'common.success', Datum: reply }, { status });
}

/**
 * The headers every answer carries: its request id, the charset of its JSON, and no caching
 * of what a signed-in caller (or any refusal) received.
 */
export function finishResponse(
  response: Response,
  requestId: string,
  authenticated: boolean,
): Response {
  response.headers.set('X-Request-Id', requestId);
  // The contract's JSON is UTF-8, and says so (Response.json names no charset).
  if (response.headers.get('Content-Type') === 'application/json')
    response.headers.set('Content-Type', JSON_CONTENT_TYPE);
  // A handler that chose its own caching (a private file) keeps it.
  if (authenticated && !response.headers.has('Cache-Control'))
    response.headers.set('Cache-Control', 'no-store');
  return response;
}

/**
 * Any error as the contract's error envelope: an AppError with its key and status, bad
 * input, the database's duplicate and missing record, the database unreachable
 * (`common.databaseError`, 503); anything else is logged with its
 * stack and answers `common.systemError` naming the request id.
 */
export function errorResponse(error: unknown, requestId: string): Response {
  if (isAppError(error)) {
    return Response.json(errorBody(error.key, error.causeText, error.details), {
      status: error.status,
      headers: error.headers,
    });
  }
  if (error instanceof ZodError) {
    const e = invalidInput(error, 'input');
    return Response.json(errorBody(e.key, e.causeText), { status: e.status });
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === 'P2002') {
      return Response.json(
        errorBody('common.duplicate', 'a record with these values already exists'),
        { status: 409 },
      );
    }
    if (error.code === 'P2025') {
      return Response.json(errorBody('common.notFound', 'record not found'), { status: 404 });
    }
  }
  // The database down or out of connections: not a fault of this request, worth a retry.
  if (isDatabaseUnavailable(error)) {
    log.error('database unavailable', {
      requestId,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    return Response.json(
      errorBody('common.databaseError', `database unavailable, request id ${requestId}`),
      { status: ERROR_STATUS['common.databaseError'] },
    );
  }
  log.error('unhandled error', {
    requestId,
    error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    stack: error instanceof Error ? error.stack : undefined,
  });
  return Response.json(
    errorBody('common.systemError', `unexpected error, request id ${requestId}`),
    { status: 500 },
  );
}
