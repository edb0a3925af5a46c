// Profile photos over raw HTTP: the upload (multipart, which tRPC cannot carry) and the photo
// itself at an address that names its content, so it is cached for a year and a new photo is a
// new address. A hidden profile's photo is a 404 to everyone but its owner.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PHOTO_LIMITS, PHOTO_TEXT, PHOTO_UPLOAD_PATH } from '#shared/constants/profile.ts';
import { TOASTS } from '#shared/toasts.ts';
import { RATE_LIMITS } from '../../platform/rate-limit.ts';
import { readUploadedFile, refuse, refuseOverRateLimit, registerUploadScope, type UploadRules } from '../../platform/uploads.ts';
import { authenticateRequest, type ServerDeps } from '../../trpc/context.ts';
import { PHOTO_REFUSALS, processPhoto, readPhoto, savePhoto } from './photos.ts';

const PHOTO_UPLOAD_RULES: UploadRules = { maxBytes: PHOTO_LIMITS.maxBytes, messages: PHOTO_TEXT };

const photoParams = z.object({
  userId: z.uuid(),
  file: z.string().regex(new RegExp(`^[0-9a-f]{${PHOTO_LIMITS.hashChars}}\\.webp$`)),
});

export async function registerProfileRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  await registerUploadScope(
    app,
    (scope) => {
      scope.post(PHOTO_UPLOAD_PATH, async (req, reply) => {
        reply.header('cache-control', 'no-store');
        const who = await authenticateRequest(deps, req, reply);
        if ('code' in who) return refuse(reply, who.code, who.message);
        const { ctx } = who;
        if (await refuseOverRateLimit(ctx.db, reply, RATE_LIMITS.photoUploadsPerUser, ctx.user.id)) return reply;

        const file = await readUploadedFile(req, PHOTO_UPLOAD_RULES);
        if (!file.ok) return refuse(reply, file.code, file.message);
        const photo = await processPhoto(file.bytes);
        if (!photo.ok) {
          req.log.info({ userId: ctx.user.id, reason: photo.reason, sizeBytes: file.bytes.length }, 'photo refused');
          const { code, message } = PHOTO_REFUSALS[photo.reason];
          return refuse(reply, code, message);
        }
        const photoUrl = await savePhoto(ctx.db, ctx.user.id, photo);
        req.log.info({ userId: ctx.user.id, sizeBytes: photo.webp.length }, 'photo changed');
        return reply.send({ photoUrl });
      });
    },
    PHOTO_UPLOAD_RULES,
  );

  app.get('/api/photos/:userId/:file', async (req, reply) => {
    const notFound = () => refuse(reply.header('cache-control', 'no-store'), 'NOT_FOUND', TOASTS.common.notFound.description!);
    const params = photoParams.safeParse(req.params);
    if (!params.success) return notFound();
    const photo = await readPhoto(deps.db, params.data.userId, params.data.file.slice(0, PHOTO_LIMITS.hashChars));
    if (!photo) return notFound();
    let cache = 'public, max-age=31536000, immutable';
    if (!photo.visible) {
      // Only the owner still sees a hidden profile's photo, and no shared cache may keep it.
      const who = await authenticateRequest(deps, req, reply);
      if ('code' in who || who.ctx.user.id !== params.data.userId) return notFound();
      cache = 'private, max-age=31536000, immutable';
    }
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', cache)
      .header('x-content-type-options', 'nosniff')
      .send(photo.content);
  });
}
