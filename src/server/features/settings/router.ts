import { z } from 'zod';
import { notificationSettings, privacySettings, profileSettings, userSettings } from '#shared/schemas/settings.ts';
import { authedProcedure, router } from '../../trpc/init.ts';
import { getSettings, updateNotifications, updatePrivacy, updateProfile } from './service.ts';

/** Only ever the caller's own settings: no procedure takes a user id. Each update answers the whole settings. */
export const settingsRouter = router({
  get: authedProcedure.input(z.void()).output(userSettings).query(({ ctx }) => getSettings(ctx)),
  updateProfile: authedProcedure.input(profileSettings).output(userSettings).mutation(({ ctx, input }) => updateProfile(ctx, input)),
  updateNotifications: authedProcedure
    .input(notificationSettings)
    .output(userSettings)
    .mutation(({ ctx, input }) => updateNotifications(ctx, input)),
  updatePrivacy: authedProcedure.input(privacySettings).output(userSettings).mutation(({ ctx, input }) => updatePrivacy(ctx, input)),
});
