// Toasts and inline errors in the spec's words. The server sends the catalogue's title and
// description with every domain error (src/server/trpc/init.ts); a flow the spec names (say
// "Sign in failed") keeps its own title and carries the server's description.
import { notifications } from '@mantine/notifications';
import { TRPCClientError } from '@trpc/client';
import { TOASTS, type Toast } from '#shared/toasts.ts';

interface ServerErrorData {
  code?: string;
  httpStatus?: number;
  title?: string | null;
  description?: string | null;
  fieldErrors?: Record<string, string[] | undefined> | null;
}

function errorData(err: unknown): ServerErrorData | null {
  if (!(err instanceof TRPCClientError)) return null;
  return (err.data as ServerErrorData | undefined) ?? null;
}

/** The error's code as tRPC names it (TOO_MANY_REQUESTS, UNAUTHORIZED...), if the server answered. */
export const errorCode = (err: unknown) => errorData(err)?.code ?? null;

/** What the server said: its title and description, else the fallback (a network fault, say). */
export function serverToast(err: unknown, fallback: Toast = TOASTS.common.internal): Toast {
  const data = errorData(err);
  if (data?.code === 'TOO_MANY_REQUESTS') return TOASTS.common.rateLimited;
  if (!data) return { title: fallback.title, description: fallback.description ?? TOASTS.common.internal.description! };
  const description = data.description ?? ((err as Error).message || fallback.description);
  return description ? { title: data.title ?? fallback.title, description } : { title: data.title ?? fallback.title };
}

/** The first message per field, as @mantine/form's setErrors takes them. */
export function fieldErrorsOf(err: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errorData(err)?.fieldErrors ?? {})) {
    if (messages?.[0]) out[field] = messages[0];
  }
  return out;
}

/** Mantine's close button has no name of its own; screen readers announce this one. */
export const TOAST_CLOSE_BUTTON = { 'aria-label': 'Dismiss notification' };

export function notify(message: Toast, color = 'green') {
  notifications.show({ title: message.title, message: message.description ?? null, color, closeButtonProps: TOAST_CLOSE_BUTTON });
}

/**
 * A failure toast. With `titled`, the toast keeps that title (the spec names it) and shows the
 * server's description; without, it shows the server's own title and description. Rate limits
 * always read as the rate-limit message.
 */
export function notifyError(err: unknown, titled?: Toast) {
  const said = serverToast(err, titled);
  const message = titled && errorCode(err) !== 'TOO_MANY_REQUESTS' ? { ...said, title: titled.title } : said;
  notify(message, 'red');
}
