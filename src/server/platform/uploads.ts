// Files sent as multipart/form-data (tRPC carries JSON only): onboarding's upload, the builder's
// import and the profile photo take one file the same way, each under its own size and words, and
// answer refusals in the same shape. Each route keeps what differs: who may send, what it does with
// the file.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ONBOARDING_LIMITS, RESUME_UPLOAD, RESUME_UPLOAD_TEXT } from '#shared/constants/onboarding.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { Db } from '../db/client.ts';
import type { ReadDocumentResult } from './documents.ts';
import { hitRateLimit, type RateRule } from './rate-limit.ts';

/** What a kind of upload allows and how it words a refusal. */
export interface UploadRules {
  maxBytes: number;
  messages: Record<'wrongType' | 'tooLarge' | 'noFile' | 'oneFile' | 'notMultipart' | 'failed', string>;
}

/** Resume files: onboarding's upload and the builder's import. */
export const RESUME_UPLOAD_RULES: UploadRules = { maxBytes: RESUME_UPLOAD.maxBytes, messages: RESUME_UPLOAD_TEXT };

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type RefusalCode = keyof typeof STATUS;

/** Refusals share the shape of every other JSON error of the app, with the catalogue's title when there is one. */
export const refuse = (reply: FastifyReply, code: RefusalCode, message: string, title?: string) =>
  reply.code(STATUS[code]).send({ error: { statusCode: STATUS[code], code, message, ...(title ? { title } : {}) } });

/** The name a browser sent, without any folder part or control characters, at most 255 characters (extension kept). */
export function cleanFileName(raw: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (raw.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').normalize('NFC').trim();
  if (base.length <= ONBOARDING_LIMITS.fileNameMax) return base;
  const ext = /\.[a-z0-9]{1,5}$/i.exec(base)?.[0] ?? '';
  return base.slice(0, ONBOARDING_LIMITS.fileNameMax - ext.length) + ext;
}

const errorCodeOf = (err: unknown) => (err && typeof err === 'object' && 'code' in err ? String(err.code) : null);

/**
 * Registers `routes` in a scope of their own with multipart parsing, so no other route accepts
 * form uploads, and one file of at most `rules.maxBytes`.
 */
export async function registerUploadScope(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void,
  rules: UploadRules = RESUME_UPLOAD_RULES,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: rules.maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 20 },
    });
    routes(scope);
  });
}

/**
 * Counts one request of the user's under a rule and answers 429 with Retry-After past it (the reply
 * sent, else null). Counted before any body is read or work done, so a flood costs one upsert a request.
 */
export async function refuseOverRateLimit(db: Db, reply: FastifyReply, rule: RateRule, userId: string) {
  const wait = await hitRateLimit(db, rule, userId);
  if (wait === null) return null;
  reply.header('retry-after', String(wait));
  return refuse(reply, 'TOO_MANY_REQUESTS', TOASTS.common.rateLimited.description!);
}

export type UploadedFile = { ok: true; fileName: string; bytes: Buffer } | { ok: false; code: RefusalCode; message: string };

/** The one file of a multipart request, whole, or why it is refused. */
export async function readUploadedFile(req: FastifyRequest, rules: UploadRules = RESUME_UPLOAD_RULES): Promise<UploadedFile> {
  const { maxBytes, messages } = rules;
  const refused = (code: RefusalCode, message: string) => ({ ok: false, code, message }) as const;
  const declared = Number(req.headers['content-length']);
  if (declared > maxBytes + MULTIPART_OVERHEAD_BYTES) return refused('PAYLOAD_TOO_LARGE', messages.tooLarge);
  if (!req.isMultipart()) return refused('UNSUPPORTED_MEDIA_TYPE', messages.notMultipart);

  let fileName: string;
  let bytes: Buffer;
  try {
    const part = await req.file();
    if (!part) return refused('BAD_REQUEST', messages.noFile);
    fileName = cleanFileName(part.filename);
    bytes = await part.toBuffer();
    // toBuffer throws for the limit only when it sees the flag while a chunk arrives. When the
    // bytes up to the limit were already read and the excess arrives alone, busboy drops it,
    // raises the flag and ends the stream: toBuffer then returns the first maxBytes as if whole.
    if (part.file.truncated) return refused('PAYLOAD_TOO_LARGE', messages.tooLarge);
  } catch (err) {
    const code = errorCodeOf(err);
    if (code === 'FST_REQ_FILE_TOO_LARGE') return refused('PAYLOAD_TOO_LARGE', messages.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      return refused('PAYLOAD_TOO_LARGE', messages.oneFile);
    }
    if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'FST_PROTO_VIOLATION') return refused('BAD_REQUEST', messages.failed);
    throw err;
  }
  if (bytes.length === 0 || !fileName) return refused('UNSUPPORTED_MEDIA_TYPE', messages.wrongType);
  return { ok: true, fileName, bytes };
}

/** The answer to a document readDocument refused: too heavy, too many waiting, or not a resume file. */
export function refuseDocument(reply: FastifyReply, reason: Extract<ReadDocumentResult, { ok: false }>['reason']) {
  if (reason === 'too-complex') return refuse(reply, 'UNPROCESSABLE_CONTENT', RESUME_UPLOAD_TEXT.tooComplex);
  if (reason === 'busy') return refuse(reply, 'SERVICE_UNAVAILABLE', RESUME_UPLOAD_TEXT.busy);
  return refuse(reply, 'UNSUPPORTED_MEDIA_TYPE', RESUME_UPLOAD_TEXT.wrongType);
}
