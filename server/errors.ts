import type { ZodType } from 'zod';
import { Status } from '../contract/envelope';

/** A business outcome other than success: becomes the envelope { status, message, data: null } with HTTP 200. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const fail = (status: number, message: string): never => {
  throw new AppError(status, message);
};

/** Validates input with a contract schema; the first issue's Chinese message becomes a 40000. */
export function parse<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  // Not an object at all (an array, a string, a number): the request itself is malformed.
  if (issue && issue.path.length === 0 && issue.code === 'invalid_type') throw new AppError(Status.invalid, '请求格式不正确');
  // Only the contract's own (Chinese) messages reach a child; zod's English defaults do not.
  const message = issue?.message && /[\u4e00-\u9fff]/.test(issue.message) ? issue.message : '输入不正确';
  throw new AppError(Status.invalid, message);
}
