// POST /api/onboarding/resume: the resume file of onboarding's first step, as multipart/form-data
// (tRPC carries JSON only). It authenticates exactly like a tRPC request, takes one file of at
// most RESUME_UPLOAD.maxBytes, judges its type by content (platform/documents.ts) and stores it
// with its text. The mutation guard in app.ts refuses a foreign Origin before this runs.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ONBOARDING_LIMITS, RESUME_UPLOAD, RESUME_UPLOAD_MESSAGES, RESUME_UPLOAD_PATH } from '#shared/constants/onboarding.ts';
import { MESSAGES } from '#shared/messages.ts';
import { hitRateLimit, RATE_LIMITS } from '../../platform/rate-limit.ts';
import { authenticateRequest, type ServerDeps } from '../../trpc/context.ts';
import { storeResumeFile } from './service.ts';

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNPROCESSABLE_CONTENT'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';
const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

/** Refusals share the shape of every other JSON error of the app. */
const refuse = (reply: FastifyReply, code: ErrorCode, message: string) =>
  reply.code(STATUS[code]).send({ error: { statusCode: STATUS[code], code, message } });

/** The name a browser sent, without any folder part or control characters, at most 255 characters (extension kept). */
export function cleanFileName(raw: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (raw.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').normalize('NFC').trim();
  if (base.length <= ONBOARDING_LIMITS.fileNameMax) return base;
  const ext = /\.[a-z0-9]{1,5}$/i.exec(base)?.[0] ?? '';
  return base.slice(0, ONBOARDING_LIMITS.fileNameMax - ext.length) + ext;
}

const errorCodeOf = (err: unknown) => (err && typeof err === 'object' && 'code' in err ? String(err.code) : null);

export async function registerOnboardingRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  // Multipart parsing exists only inside this scope: no other route accepts form uploads.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: RESUME_UPLOAD.maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 20 },
    });

    scope.post(RESUME_UPLOAD_PATH, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const who = await authenticateRequest(deps, req, reply);
      if ('code' in who) return refuse(reply, who.code, who.message);
      const { ctx } = who;
      const { user } = ctx;
      if (user.userType !== 'job-seeker') return refuse(reply, 'FORBIDDEN', RESUME_UPLOAD_MESSAGES.jobSeekersOnly);

      // Counted before the body is read, so a flood costs one upsert per request.
      const wait = await hitRateLimit(ctx.db, RATE_LIMITS.resumeUploadsPerUser, user.id);
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        return refuse(reply, 'TOO_MANY_REQUESTS', MESSAGES.common.rateLimited.description!);
      }

      const declared = Number(req.headers['content-length']);
      if (declared > RESUME_UPLOAD.maxBytes + MULTIPART_OVERHEAD_BYTES) return refuse(reply, 'PAYLOAD_TOO_LARGE', RESUME_UPLOAD_MESSAGES.tooLarge);
      if (!req.isMultipart()) return refuse(reply, 'UNSUPPORTED_MEDIA_TYPE', RESUME_UPLOAD_MESSAGES.notMultipart);

      let fileName: string;
      let bytes: Buffer;
      try {
        const part = await req.file();
        if (!part) return refuse(reply, 'BAD_REQUEST', RESUME_UPLOAD_MESSAGES.noFile);
        fileName = cleanFileName(part.filename);
        bytes = await part.toBuffer();
        // toBuffer throws for the limit only when it sees the flag while a chunk arrives. When the
        // bytes up to the limit were already read and the excess arrives alone, busboy drops it,
        // raises the flag and ends the stream: toBuffer then returns the first maxBytes as if whole.
        if (part.file.truncated) return refuse(reply, 'PAYLOAD_TOO_LARGE', RESUME_UPLOAD_MESSAGES.tooLarge);
      } catch (err) {
        const code = errorCodeOf(err);
        if (code === 'FST_REQ_FILE_TOO_LARGE') return refuse(reply, 'PAYLOAD_TOO_LARGE', RESUME_UPLOAD_MESSAGES.tooLarge);
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
          return refuse(reply, 'PAYLOAD_TOO_LARGE', RESUME_UPLOAD_MESSAGES.oneFile);
        }
        if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'FST_PROTO_VIOLATION') return refuse(reply, 'BAD_REQUEST', RESUME_UPLOAD_MESSAGES.failed);
        throw err;
      }
      if (bytes.length === 0 || !fileName) return refuse(reply, 'UNSUPPORTED_MEDIA_TYPE', RESUME_UPLOAD_MESSAGES.wrongType);

      const outcome = await storeResumeFile(ctx, { fileName, bytes });
      if (!outcome.ok) {
        req.log.info({ userId: user.id, reason: outcome.reason, sizeBytes: bytes.length }, 'resume upload refused');
        if (outcome.reason === 'too-complex') return refuse(reply, 'UNPROCESSABLE_CONTENT', RESUME_UPLOAD_MESSAGES.tooComplex);
        if (outcome.reason === 'busy') return refuse(reply, 'SERVICE_UNAVAILABLE', RESUME_UPLOAD_MESSAGES.busy);
        return refuse(reply, 'UNSUPPORTED_MEDIA_TYPE', RESUME_UPLOAD_MESSAGES.wrongType);
      }
      return reply.code(201).send(outcome.result);
    });
  });
}
