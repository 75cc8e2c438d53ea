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
  throw new AppError(Status.invalid, issue?.message ?? '输入不正确');
}
