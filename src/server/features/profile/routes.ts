// Profile photos over raw HTTP: the upload (multipart, which tRPC cannot carry) and the photo
// itself at an address that names its content, so it is cached for a year and a new photo is a
// new address. A hidden profile's photo is a 404 to everyone but its owner.
import { z } from 'zod';
import { PHOTO_LIMITS, PHOTO_TEXT, PHOTO_UPLOAD_PATH } from '#shared/constants/profile.ts';
import { TOASTS } from '#shared/toasts.ts';
import { RATE_LIMITS } from '../../platform/rate-limit.ts';
import { httpRoute, RouteRefusal } from '../../trpc/http-routes.ts';
import { PHOTO_REFUSALS, processPhoto, readPhoto, savePhoto } from './photos.ts';

const photoParams = z.object({
  userId: z.uuid(),
  file: z.string().regex(new RegExp(`^[0-9a-f]{${PHOTO_LIMITS.hashChars}}\\.webp$`)),
});

export const profileRoutes = [
  httpRoute(
    `POST ${PHOTO_UPLOAD_PATH}`,
    {
      noStore: true,
      rateLimit: { rule: RATE_LIMITS.photoUploadsPerUser, per: 'user' },
      upload: { maxBytes: PHOTO_LIMITS.maxBytes, messages: PHOTO_TEXT },
    },
    async ({ ctx, req, reply, readFile }) => {
      const file = await readFile();
      const photo = await processPhoto(file.bytes);
      if (!photo.ok) {
        req.log.info({ userId: ctx.user.id, reason: photo.reason, sizeBytes: file.bytes.length }, 'photo refused');
        const { code, message } = PHOTO_REFUSALS[photo.reason];
        throw new RouteRefusal(code, message);
      }
      const photoUrl = await savePhoto(ctx.db, ctx.user.id, photo);
      req.log.info({ userId: ctx.user.id, sizeBytes: photo.webp.length }, 'photo changed');
      return reply.send({ photoUrl });
    },
  ),

  // No shared cache may keep a refusal: the photo may appear, or its profile be shown again.
  httpRoute(
    'GET /api/photos/:userId/:file',
    { noStore: true, params: { schema: photoParams, notFound: TOASTS.common.notFound.description! } },
    async ({ ctx, params, reply, enter }) => {
      const notFound = new RouteRefusal('NOT_FOUND', TOASTS.common.notFound.description!);
      const photo = await readPhoto(ctx.db, params.userId, params.file.slice(0, PHOTO_LIMITS.hashChars));
      if (!photo) throw notFound;
      let cache = 'public, max-age=31536000, immutable';
      if (!photo.visible) {
        // Only the owner still sees a hidden profile's photo, and no shared cache may keep it.
        const owner = await enter('authed', notFound);
        if (owner.user.id !== params.userId) throw notFound;
        cache = 'private, max-age=31536000, immutable';
      }
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', cache)
        .header('x-content-type-options', 'nosniff')
        .send(photo.content);
    },
  ),
];
