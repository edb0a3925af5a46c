// /api/unsubscribe: the target of the List-Unsubscribe header. A mail client's one-click POST
// turns the toggle off; a GET (someone following the link in a browser) only asks, because mail
// scanners fetch links and must not unsubscribe anyone. No sign-in: the signed token is the proof.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_NAME } from '#shared/constants.ts';
import { EMAIL_TOGGLE_LABELS } from '#shared/constants/settings.ts';
import { escapeHtml } from '../../platform/mail.ts';
import { readUnsubscribeToken, UNSUBSCRIBE_PATH } from '../../platform/unsubscribe.ts';
import type { ServerContext } from '../../trpc/context.ts';
import { httpRoute } from '../../trpc/http-routes.ts';
import { turnOffEmailToggle } from './service.ts';

/** RFC 8058 bodies are tiny ("List-Unsubscribe=One-Click"); the token in the address is what counts. */
const BODY_LIMIT = 4096;

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    // The site's no-referrer policy makes a browser send "Origin: null" with a form's POST, which
    // the cross-site guard refuses; same-origin lets this page's own button name its origin.
    .header('Referrer-Policy', 'same-origin')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)} · ${APP_NAME}</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>${escapeHtml(title)}</h1>${body}` +
        `<p><a href="/settings?tab=notifications">Manage your email notifications</a></p></body></html>`,
    );
}

/** Whom and what the link's signed token names, or null for a link that is not ours or was altered. */
function read({ config }: ServerContext, req: FastifyRequest) {
  const token = (req.query as { token?: unknown }).token;
  return typeof token === 'string' ? readUnsubscribeToken(config.sessionSecret, token) : null;
}

const refused = (reply: FastifyReply) =>
  page(reply, 400, 'This unsubscribe link is not valid', '<p>Check that you copied the whole link, or change your email notifications in your settings.</p>');

/** No JSON parser here: the one-click body is read (at most this much) and dropped. */
const body = { keep: 'nothing', maxBytes: BODY_LIMIT } as const;

export const settingsRoutes = [
  httpRoute(`GET ${UNSUBSCRIBE_PATH}`, { body }, async ({ ctx, req, reply }) => {
    const target = read(ctx, req);
    if (!target) return refused(reply);
    const what = EMAIL_TOGGLE_LABELS[target.toggle].unsubscribed;
    return page(reply, 200, `Unsubscribe from ${what}?`, `<form method="post"><button type="submit">Unsubscribe</button></form>`);
  }),

  httpRoute(`POST ${UNSUBSCRIBE_PATH}`, { body }, async ({ ctx, req, reply }) => {
    const target = read(ctx, req);
    if (!target) return refused(reply);
    await turnOffEmailToggle(ctx.db, target.userId, target.toggle);
    req.log.info({ userId: target.userId, toggle: target.toggle }, 'unsubscribed');
    const what = EMAIL_TOGGLE_LABELS[target.toggle].unsubscribed;
    return page(reply, 200, 'You are unsubscribed', `<p>You will no longer receive ${escapeHtml(what)}.</p>`);
  }),
];
