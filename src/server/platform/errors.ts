import { TRPCError } from '@trpc/server';
import type { Toast } from '#shared/toasts.ts';

export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'PRECONDITION_FAILED';

/**
 * A domain error carrying the spec's toast title and description. It is a TRPCError so the code
 * maps to the right HTTP status; the error formatter exposes title and description to clients.
 */
export class AppError extends TRPCError {
  readonly title: string;
  readonly description: string | undefined;

  constructor(code: AppErrorCode, message: Toast, options?: { cause?: unknown }) {
    super({ code, message: message.description ?? message.title, cause: options?.cause });
    this.name = 'AppError';
    this.title = message.title;
    this.description = message.description;
  }
}

/**
 * A validation failure the shared schema cannot see (a common password, say), reported exactly
 * like a schema failure: a 400 whose field errors name the field.
 */
export class FieldError extends TRPCError {
  readonly fieldErrors: Record<string, string[]>;
  constructor(field: string, message: string) {
    super({ code: 'BAD_REQUEST', message });
    this.name = 'FieldError';
    this.fieldErrors = { [field]: [message] };
  }
}

export const fieldError = (field: string, message: string) => new FieldError(field, message);
