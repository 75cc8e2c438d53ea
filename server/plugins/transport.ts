import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { Status } from '../../contract/envelope';
import { AppError } from '../errors';
import { TooManyError } from '../services/limiter';

const envelope = (status: number, message: string) => ({ status, message, data: null });

/** Chinese text for the HTTP errors that Fastify and Node raise before a handler runs. */
export function transportMessage(http: number, code?: string): string {
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return '请求格式不正确';
  if (http === 413) return '请求内容过大';
  if (http === 415) return '不支持的请求格式';
  if (http === 431) return '请求头过大';
  if (http === 408) return '请求超时，请稍后再试';
  if (http === 404) return '接口不存在';
  if (http === 405) return '不支持的请求方法';
  if (http === 429) return '操作太频繁，请稍后再试';
  return '请求格式不正确';
}

const statusFor = (http: number) => (http === 404 ? Status.notFound : http === 429 ? Status.tooMany : Status.invalid);

/** What an error log may carry: the kind and the database's error code, never the SQL's parameters or bodies. */
export function loggableError(error: unknown): Record<string, unknown> {
  const e = error as { name?: string; code?: string; cause?: { code?: string; name?: string; message?: string }; message?: string; stack?: string };
  const cause = e?.cause;
  const dbQuery = typeof e?.message === 'string' && e.message.startsWith('Failed query');
  return {
    type: e?.name ?? typeof error,
    code: e?.code ?? cause?.code,
    // A failed query's message lists its parameters (names, mobiles, codes): only the first words.
    message: dbQuery ? 'Failed query' : String(e?.message ?? '').slice(0, 200),
    // A cause without an SQL code is the driver's own (a closed pool, the database thread): its
    // message names no parameters and is the only clue to what failed.
    cause: dbQuery && cause && !cause.code ? `${cause.name ?? 'Error'}: ${String(cause.message ?? '').slice(0, 200)}` : undefined,
    stack: dbQuery ? undefined : e?.stack?.split('\n').slice(1, 6).join('\n'),
  };
}

/** Every error as the envelope: business outcomes (HTTP 200), transport errors (4xx, Chinese), and 500. */
export function errorHandler(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return reply.code(200).send(envelope(error.status, error.message));
  if (error instanceof TooManyError) {
    const minutes = Math.ceil(error.retryAfterSeconds / 60);
    reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(429).send(envelope(Status.tooMany, minutes > 1 ? `操作太频繁，请${minutes}分钟后再试` : '操作太频繁，请稍后再试'));
  }
  const http = error.statusCode;
  if (http && http >= 400 && http < 500) return reply.code(http).send(envelope(statusFor(http), transportMessage(http, error.code)));
  req.log.error({ err: loggableError(error) }, 'request failed');
  return reply.code(500).send(envelope(Status.serverError, '服务器开小差了，请稍后再试'));
}

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (headers too large → 431, a
 * malformed request line → 400, a slow client → 408): written as the envelope, then the
 * connection is closed.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const http = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(envelope(Status.invalid, transportMessage(http)));
  const reason = http === 431 ? 'Request Header Fields Too Large' : http === 408 ? 'Request Timeout' : 'Bad Request';
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${http} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy();
}

/**
 * Errors of the router itself (a malformed URL, a path parameter over 100 characters): Fastify
 * answers them before the error handler, so they get the envelope here.
 */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const http = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.code(http).send(envelope(statusFor(http), transportMessage(http, error.code)));
}
