// POST /api/inbound-mail/import: a message saved from the member's mail program as an .eml file,
// taken through the same pipeline as one forwarded to their address (the embedded default, where
// no SMTP receiver runs). Counted against the member's address like forwarded mail, before the
// body is read; answered as InboundResult.
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { INBOUND_IMPORT_PATH, INBOUND_LIMITS, INBOUND_TEXT } from '#shared/constants/inbound-mail.ts';
import type { InboundResult } from '#shared/schemas/inbound-mail.ts';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/rate-limit.ts';
import type { UploadRules } from '../../platform/uploads.ts';
import { httpRoute, RouteRefusal } from '../../trpc/http-routes.ts';
import { ingest, type IngestRefusal } from './ingest.ts';

const INBOUND_UPLOAD_RULES: UploadRules = { maxBytes: INBOUND_LIMITS.messageMaxBytes, messages: INBOUND_TEXT };

/** Each refusal's status: a file past the size, one that is not mail or too heavy to read, a reader too busy, a full list. */
const REFUSAL_CODES: Record<IngestRefusal, TRPC_ERROR_CODE_KEY> = {
  tooLarge: 'PAYLOAD_TOO_LARGE',
  tooComplex: 'UNPROCESSABLE_CONTENT',
  notEmail: 'UNPROCESSABLE_CONTENT',
  busy: 'SERVICE_UNAVAILABLE',
  pendingFull: 'CONFLICT',
};

/** A saved message: named .eml, or typed as one by the browser (whatever its name). */
const looksLikeMessage = (file: { fileName: string; contentType: string }) =>
  /\.eml$/i.test(file.fileName) || file.contentType === 'message/rfc822';

export const inboundMailRoutes = [
  httpRoute(`POST ${INBOUND_IMPORT_PATH}`, { noStore: true, upload: INBOUND_UPLOAD_RULES }, async ({ ctx, reply, readFile }) => {
    // The route's `rateLimit` option would answer in the common words; this says whose hour is full.
    await enforceRateLimit(ctx.db, RATE_LIMITS.inboundPerAddress, ctx.user.id, { title: INBOUND_TEXT.importFailed, description: INBOUND_TEXT.rateLimited });
    const file = await readFile();
    if (!looksLikeMessage(file)) throw new RouteRefusal('UNSUPPORTED_MEDIA_TYPE', { title: INBOUND_TEXT.importFailed, description: INBOUND_TEXT.wrongType });
    const outcome = await ingest(ctx, { userId: ctx.user.id, bytes: file.bytes, via: 'upload' });
    if (!outcome.ok) {
      throw new RouteRefusal(REFUSAL_CODES[outcome.refusal], { title: INBOUND_TEXT.importFailed, description: INBOUND_TEXT[outcome.refusal] });
    }
    return reply.send(outcome.result satisfies InboundResult);
  }),
];
