// The import upload over raw HTTP (a file is multipart, which tRPC cannot carry): staff only, rate
// limited before the body is read, the file capped by the upload scope (a larger one is refused
// with 413 from its declared length, or as soon as the cap is passed, never read whole).
import type { FastifyInstance } from 'fastify';
import { JOB_IMPORT_LIMITS, JOB_IMPORT_TEXT, JOB_IMPORT_PATH } from '#shared/constants/jobs.ts';
import { isStaff } from '#shared/rules/premium.ts';
import { jobImportQuery } from '#shared/schemas/jobs.ts';
import { TOASTS } from '#shared/toasts.ts';
import { RATE_LIMITS } from '../../../../platform/rate-limit.ts';
import { readUploadedFile, refuse, refuseOverRateLimit, registerUploadScope, type UploadRules } from '../../../../platform/uploads.ts';
import { authenticateRequest, type ServerDeps, type StaffContext } from '../../../../trpc/context.ts';
import { importJobs } from './service.ts';

const JOB_IMPORT_UPLOAD_RULES: UploadRules = { maxBytes: JOB_IMPORT_LIMITS.maxBytes, messages: JOB_IMPORT_TEXT };

export async function registerJobImportRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  await registerUploadScope(
    app,
    (scope) => {
      scope.post(JOB_IMPORT_PATH, async (req, reply) => {
        reply.header('cache-control', 'no-store');
        const who = await authenticateRequest(deps, req, reply);
        if ('code' in who) return refuse(reply, who.code, who.message);
        const { role } = who.ctx.user;
        if (!isStaff(role)) return refuse(reply, 'FORBIDDEN', TOASTS.common.forbidden.description!, TOASTS.common.forbidden.title);
        const ctx: StaffContext = { ...who.ctx, user: { ...who.ctx.user, role } };
        if (await refuseOverRateLimit(ctx.db, reply, RATE_LIMITS.jobImportsPerUser, ctx.user.id)) return reply;
        const query = jobImportQuery.safeParse(req.query);
        if (!query.success) return refuse(reply, 'BAD_REQUEST', query.error.issues[0]!.message);

        const file = await readUploadedFile(req, JOB_IMPORT_UPLOAD_RULES);
        if (!file.ok) return refuse(reply, file.code, file.message);
        const outcome = await importJobs(ctx, { ...query.data, fileName: file.fileName, bytes: file.bytes });
        if (!outcome.ok) return refuse(reply, 'UNPROCESSABLE_CONTENT', outcome.message);
        return reply.send(outcome.report);
      });
    },
    JOB_IMPORT_UPLOAD_RULES,
  );
}
