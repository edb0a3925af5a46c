// Files sent as multipart/form-data (tRPC carries JSON only): onboarding's upload, the builder's
// import, the profile photo and the job import take one file the same way, each under its own size
// and words. A route asks for it through its `upload` option (trpc/http-routes.ts), which answers
// the refusals here; each route keeps what differs: who may send, what it does with the file.
import multipart from '@fastify/multipart';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ONBOARDING_LIMITS, RESUME_UPLOAD, RESUME_UPLOAD_TEXT } from '#shared/constants/onboarding.ts';
import type { ReadDocumentResult } from './documents.ts';

/** What a kind of upload allows and how it words a refusal. */
export interface UploadRules {
  maxBytes: number;
  messages: Record<'wrongType' | 'tooLarge' | 'noFile' | 'oneFile' | 'notMultipart' | 'failed', string>;
}

/** Resume files: onboarding's upload and the builder's import. */
export const RESUME_UPLOAD_RULES: UploadRules = { maxBytes: RESUME_UPLOAD.maxBytes, messages: RESUME_UPLOAD_TEXT };

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Why a file is refused, as one of tRPC's codes (its status comes from tRPC's table) and the words to answer. */
export interface FileRefusal {
  code: TRPC_ERROR_CODE_KEY;
  message: string;
}

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
  rules: UploadRules,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: rules.maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 20 },
    });
    routes(scope);
  });
}

/** `contentType`: the type the browser gave the part, lower case (a browser names an .eml message/rfc822). */
export type UploadedFile = { ok: true; fileName: string; contentType: string; bytes: Buffer } | ({ ok: false } & FileRefusal);

/** The one file of a multipart request, whole, or why it is refused. */
export async function readUploadedFile(req: FastifyRequest, rules: UploadRules): Promise<UploadedFile> {
  const { maxBytes, messages } = rules;
  const refused = (code: FileRefusal['code'], message: string) => ({ ok: false, code, message }) as const;
  const declared = Number(req.headers['content-length']);
  if (declared > maxBytes + MULTIPART_OVERHEAD_BYTES) return refused('PAYLOAD_TOO_LARGE', messages.tooLarge);
  if (!req.isMultipart()) return refused('UNSUPPORTED_MEDIA_TYPE', messages.notMultipart);

  let fileName: string;
  let contentType: string;
  let bytes: Buffer;
  try {
    const part = await req.file();
    if (!part) return refused('BAD_REQUEST', messages.noFile);
    fileName = cleanFileName(part.filename);
    contentType = part.mimetype.toLowerCase();
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
  return { ok: true, fileName, contentType, bytes };
}

/** Why a document readDocument refused is refused: too heavy, too many waiting, or not a resume file. */
export function documentRefusal(reason: Extract<ReadDocumentResult, { ok: false }>['reason']): FileRefusal {
  if (reason === 'too-complex') return { code: 'UNPROCESSABLE_CONTENT', message: RESUME_UPLOAD_TEXT.tooComplex };
  if (reason === 'busy') return { code: 'SERVICE_UNAVAILABLE', message: RESUME_UPLOAD_TEXT.busy };
  return { code: 'UNSUPPORTED_MEDIA_TYPE', message: RESUME_UPLOAD_TEXT.wrongType };
}
