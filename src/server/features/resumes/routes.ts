// The resume builder's raw HTTP routes, where tRPC cannot serve: a resume file to import
// (multipart, read like onboarding's upload, answered as a draft for the editor), and the user's
// own resume downloaded as a PDF or a JSON Resume document. They authenticate exactly like a tRPC
// request (authenticateRequest), so API tokens work too; another user's resume is a 404.
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { RESUME_IMPORT_PATH } from '#shared/constants/resumes.ts';
import { TOASTS } from '#shared/toasts.ts';
import { templateId } from '#shared/schemas/resumes.ts';
import { readDocument } from '../../platform/documents.ts';
import { AppError } from '../../platform/errors.ts';
import { RATE_LIMITS, type RateRule } from '../../platform/rate-limit.ts';
import { readUploadedFile, refuse, refuseDocument, refuseOverRateLimit, registerUploadScope } from '../../platform/uploads.ts';
import { authenticateRequest, type AuthedContext, type ServerDeps } from '../../trpc/context.ts';
import { draftFromText, resumeJson, resumePdf, type ResumeDownload } from './service.ts';

const downloadParams = z.object({ id: z.uuid() });

/**
 * `attachment` with the title as the file name: an ASCII fallback with anything a header or a file
 * system would misread replaced, and the exact name in RFC 5987's encoding for browsers that read it.
 */
export function attachment(title: string, extension: string): string {
  const name = `${title}.${extension}`;
  const ascii = name.replace(/[^\x20-\x7e]|["\\/:*?<>|%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A service's refusal (not found, a premium template) as the JSON error every route answers. */
function refuseAppError(reply: FastifyReply, err: AppError) {
  return reply.code(getHTTPStatusCodeFromError(err)).send({
    error: { statusCode: getHTTPStatusCodeFromError(err), code: err.code, message: err.message, title: err.title },
  });
}

export async function registerResumeRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  await registerUploadScope(app, (scope) => {
    scope.post(RESUME_IMPORT_PATH, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const who = await authenticateRequest(deps, req, reply);
      if ('code' in who) return refuse(reply, who.code, who.message);
      const { ctx } = who;
      if (await refuseOverRateLimit(ctx.db, reply, RATE_LIMITS.resumeUploadsPerUser, ctx.user.id)) return reply;

      const file = await readUploadedFile(req);
      if (!file.ok) return refuse(reply, file.code, file.message);
      const read = await readDocument(file.bytes, file.fileName, ctx.log, ctx.config.documentParse);
      if (!read.ok) {
        req.log.info({ userId: ctx.user.id, reason: read.reason, sizeBytes: file.bytes.length }, 'resume import refused');
        return refuseDocument(reply, read.reason);
      }
      const draft = draftFromText(read.text);
      if (!draft) {
        const { title, description } = TOASTS.resume.noTextFound;
        return refuse(reply, 'UNPROCESSABLE_CONTENT', description!, title);
      }
      req.log.info({ userId: ctx.user.id, kind: read.kind, unplaced: draft.unplaced.length }, 'resume imported');
      return reply.send(draft);
    });
  });

  /**
   * A GET of one of the user's own resumes as a file: its id in the path, the rest in the query;
   * counted under `rule` when making the file costs the server real work.
   */
  const download = <Q extends z.ZodType<object>>(
    extension: string,
    contentType: string,
    query: Q,
    rule: RateRule | null,
    make: (ctx: AuthedContext, input: { id: string } & z.output<Q>) => Promise<ResumeDownload>,
  ) =>
    app.get(`/api/resumes/:id/${extension}`, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const who = await authenticateRequest(deps, req, reply);
      if ('code' in who) return refuse(reply, who.code, who.message);
      if (rule && (await refuseOverRateLimit(who.ctx.db, reply, rule, who.ctx.user.id))) return reply;
      const params = downloadParams.safeParse(req.params);
      if (!params.success) return refuseAppError(reply, new AppError('NOT_FOUND', TOASTS.resume.notFound));
      const options = query.safeParse(req.query);
      if (!options.success) return refuse(reply, 'BAD_REQUEST', options.error.issues[0]!.message);
      let file: ResumeDownload;
      try {
        file = await make(who.ctx, { ...options.data, id: params.data.id });
      } catch (err) {
        if (err instanceof AppError) return refuseAppError(reply, err);
        throw err;
      }
      return reply
        .header('content-type', contentType)
        .header('content-disposition', attachment(file.title, extension))
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.isBuffer(file.body) ? file.body : JSON.stringify(file.body, null, 2));
    });

  // A long resume takes pdfkit a few hundred milliseconds of the server's thread.
  download('pdf', 'application/pdf', z.object({ template: templateId.optional() }), RATE_LIMITS.resumePdfsPerUser, resumePdf);
  download('json', 'application/json; charset=utf-8', z.object({}), null, resumeJson);
}
