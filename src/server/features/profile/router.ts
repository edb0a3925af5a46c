import { z } from 'zod';
import { memberCard, memberCardInput, profilePage } from '#shared/schemas/profile.ts';
import { okResult } from '#shared/schemas.ts';
import { authedProcedure, done, router } from '../../trpc/init.ts';
import { removePhoto } from './photos.ts';
import { getMemberCard, getProfilePage } from './service.ts';

/** The page and the photo are only ever the caller's own; the card is any visible member's. The upload is a raw route (routes.ts). */
export const profileRouter = router({
  get: authedProcedure.input(z.void()).output(profilePage).query(({ ctx }) => getProfilePage(ctx)),
  card: authedProcedure.input(memberCardInput).output(memberCard).query(({ ctx, input }) => getMemberCard(ctx, input)),
  removePhoto: authedProcedure.input(z.void()).output(okResult).mutation(({ ctx }) => done(removePhoto(ctx))),
});
