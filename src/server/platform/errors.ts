import { TRPCError } from '@trpc/server';
import type { Message } from '../../shared/messages.ts';

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

  constructor(code: AppErrorCode, message: Message, options?: { cause?: unknown }) {
    super({ code, message: message.description ?? message.title, cause: options?.cause });
    this.name = 'AppError';
    this.title = message.title;
    this.description = message.description;
  }
}
