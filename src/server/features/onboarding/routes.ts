// POST /api/onboarding/resume: the resume file of onboarding's first step, as multipart/form-data
// (tRPC carries JSON only). It authenticates exactly like a tRPC request, takes one file of at
// most RESUME_UPLOAD.maxBytes (platform/uploads.ts), judges its type by content
// (platform/documents.ts) and stores it with its text. The mutation guard in app.ts refuses a
// foreign Origin before this runs.
import type { FastifyInstance } from 'fastify';
import { RESUME_UPLOAD_TEXT, RESUME_UPLOAD_PATH } from '#shared/constants/onboarding.ts';
import { RATE_LIMITS } from '../../platform/rate-limit.ts';
import { readUploadedFile, refuse, refuseDocument, refuseOverRateLimit, registerUploadScope } from '../../platform/uploads.ts';
import { authenticateRequest, type ServerDeps } from '../../trpc/context.ts';
import { storeResumeFile } from './service.ts';

export async function registerOnboardingRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  await registerUploadScope(app, (scope) => {
    scope.post(RESUME_UPLOAD_PATH, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const who = await authenticateRequest(deps, req, reply);
      if ('code' in who) return refuse(reply, who.code, who.message);
      const { ctx } = who;
      const { user } = ctx;
      if (user.userType !== 'job-seeker') return refuse(reply, 'FORBIDDEN', RESUME_UPLOAD_TEXT.jobSeekersOnly);
      if (await refuseOverRateLimit(ctx.db, reply, RATE_LIMITS.resumeUploadsPerUser, user.id)) return reply;

      const file = await readUploadedFile(req);
      if (!file.ok) return refuse(reply, file.code, file.message);
      const outcome = await storeResumeFile(ctx, file);
      if (!outcome.ok) {
        req.log.info({ userId: user.id, reason: outcome.reason, sizeBytes: file.bytes.length }, 'resume upload refused');
        return refuseDocument(reply, outcome.reason);
      }
      return reply.code(201).send(outcome.result);
    });
  });
}
