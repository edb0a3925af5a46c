// The resume builder's raw HTTP routes, where tRPC cannot serve: a resume file to import
// (multipart, read like onboarding's upload, answered as a draft for the editor), and the user's
// own resume downloaded as a PDF or a JSON Resume document. They pass the authed tier exactly like
// a tRPC request, so API tokens work too; another user's resume is a 404.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RESUME_IMPORT_PATH } from '#shared/constants/resumes.ts';
import { TOASTS } from '#shared/toasts.ts';
import { templateId } from '#shared/schemas/resumes.ts';
import { readDocument } from '../../platform/documents.ts';
import { AppError } from '../../platform/errors.ts';
import { RATE_LIMITS } from '../../platform/rate-limit.ts';
import { documentRefusal, RESUME_UPLOAD_RULES } from '../../platform/uploads.ts';
import type { AuthedContext } from '../../trpc/context.ts';
import { attachment, httpRoute, RouteRefusal } from '../../trpc/http-routes.ts';
import { draftFromText, resumeJson, resumePdf, type ResumeDownload } from './service.ts';

const downloadParams = z.object({ id: z.uuid() });

/**
 * One of the user's own resumes as a file: its id in the path, the rest in the query. The id is
 * read once the tier has let the caller in, so a malformed one is the same 404 as another user's.
 */
async function sendResume<Q extends z.ZodType<object>>(
  { ctx, req, reply }: { ctx: AuthedContext; req: FastifyRequest; reply: FastifyReply },
  file: { extension: string; contentType: string; query: Q },
  make: (ctx: AuthedContext, input: { id: string } & z.output<Q>) => Promise<ResumeDownload>,
) {
  const params = downloadParams.safeParse(req.params);
  if (!params.success) throw new AppError('NOT_FOUND', TOASTS.resume.notFound);
  const options = file.query.safeParse(req.query);
  if (!options.success) throw new RouteRefusal('BAD_REQUEST', options.error.issues[0]!.message);
  const made = await make(ctx, { ...options.data, id: params.data.id });
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachment(made.title, file.extension))
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.isBuffer(made.body) ? made.body : JSON.stringify(made.body, null, 2));
}

export const resumeRoutes = [
  httpRoute(
    `POST ${RESUME_IMPORT_PATH}`,
    { noStore: true, rateLimit: { rule: RATE_LIMITS.resumeUploadsPerUser, per: 'user' }, upload: RESUME_UPLOAD_RULES },
    async ({ ctx, req, reply, readFile }) => {
      const file = await readFile();
      const read = await readDocument(file.bytes, file.fileName, ctx.log, ctx.config.documentParse);
      if (!read.ok) {
        req.log.info({ userId: ctx.user.id, reason: read.reason, sizeBytes: file.bytes.length }, 'resume import refused');
        const { code, message } = documentRefusal(read.reason);
        throw new RouteRefusal(code, message);
      }
      const draft = draftFromText(read.text);
      if (!draft) throw new RouteRefusal('UNPROCESSABLE_CONTENT', TOASTS.resume.noTextFound);
      req.log.info({ userId: ctx.user.id, kind: read.kind, unplaced: draft.unplaced.length }, 'resume imported');
      return reply.send(draft);
    },
  ),

  // A long resume takes pdfkit hundreds of milliseconds of a worker thread (decision 057): counted per user.
  httpRoute('GET /api/resumes/:id/pdf', { noStore: true, rateLimit: { rule: RATE_LIMITS.resumePdfsPerUser, per: 'user' } }, (args) =>
    sendResume(args, { extension: 'pdf', contentType: 'application/pdf', query: z.object({ template: templateId.optional() }) }, resumePdf),
  ),
  httpRoute('GET /api/resumes/:id/json', { noStore: true }, (args) =>
    sendResume(args, { extension: 'json', contentType: 'application/json; charset=utf-8', query: z.object({}) }, resumeJson),
  ),
];
