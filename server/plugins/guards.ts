import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Status } from '../../contract/envelope';
import { AppError } from '../errors';

/** C0 control characters other than tab, newline and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A UTF-16 surrogate without its pair: not encodable as UTF-8, so PostgreSQL refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Keys that would reach an object's prototype if anything merged the input into an object. */
const PROTO_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 8;

/** Why a string may not go further, or null when it is fine. */
export function badString(s: string): string | null {
  if (CONTROL.test(s)) return '输入中不能包含控制字符';
  if (LONE_SURROGATE.test(s)) return '输入中含有无法识别的字符';
  return null;
}

/** Walks parsed input (body, query, params) and throws 40000 at the first hostile string, key or nesting. */
export function checkInput(value: unknown, depth = 0): void {
  if (typeof value === 'string') {
    const why = badString(value);
    if (why) throw new AppError(Status.invalid, why);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth >= MAX_DEPTH) throw new AppError(Status.invalid, '请求内容层级太深');
  if (Array.isArray(value)) {
    for (const item of value) checkInput(item, depth + 1);
    return;
  }
  for (const key of Object.keys(value)) {
    if (PROTO_KEYS.has(key)) throw new AppError(Status.invalid, '请求内容不正确');
    const why = badString(key);
    if (why) throw new AppError(Status.invalid, why);
    checkInput((value as Record<string, unknown>)[key], depth + 1);
  }
}

function checkRequest(req: FastifyRequest): void {
  checkInput(req.params);
  checkInput(req.query);
  checkInput(req.body);
  const role = req.headers.userroleid;
  if (role !== undefined) checkInput(role);
}

/**
 * Refuses control characters (NUL first of all), unpaired surrogates, prototype keys and deep
 * nesting in every route's params, query, body and userRoleId header with 40000, before any
 * handler runs a query. Call on the root instance before the routes are registered.
 */
export function installGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => checkRequest(req));
}
