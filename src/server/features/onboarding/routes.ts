// POST /api/onboarding/resume: the resume file of onboarding's first step, as multipart/form-data
// (tRPC carries JSON only). Job seekers only; one file of at most RESUME_UPLOAD.maxBytes
// (platform/uploads.ts), its type judged by content (platform/documents.ts), stored with its text.
// The mutation guard in app.ts refuses a foreign Origin before this runs.
import { RESUME_UPLOAD_TEXT, RESUME_UPLOAD_PATH } from '#shared/constants/onboarding.ts';
import { RATE_LIMITS } from '../../platform/rate-limit.ts';
import { documentRefusal, RESUME_UPLOAD_RULES } from '../../platform/uploads.ts';
import { httpRoute, RouteRefusal } from '../../trpc/http-routes.ts';
import { storeResumeFile } from './service.ts';

export const onboardingRoutes = [
  httpRoute(
    `POST ${RESUME_UPLOAD_PATH}`,
    {
      noStore: true,
      only: { admits: (ctx) => ctx.user.userType === 'job-seeker', refusal: RESUME_UPLOAD_TEXT.jobSeekersOnly },
      rateLimit: { rule: RATE_LIMITS.resumeUploadsPerUser, per: 'user' },
      upload: RESUME_UPLOAD_RULES,
    },
    async ({ ctx, req, reply, readFile }) => {
      const file = await readFile();
      const outcome = await storeResumeFile(ctx, file);
      if (!outcome.ok) {
        req.log.info({ userId: ctx.user.id, reason: outcome.reason, sizeBytes: file.bytes.length }, 'resume upload refused');
        const { code, message } = documentRefusal(outcome.reason);
        throw new RouteRefusal(code, message);
      }
      return reply.code(201).send(outcome.result);
    },
  ),
];
