// The Profile, Notifications and Privacy tabs: each user reads and changes only their own settings.
// Names stay in profiles (the forum and the admin area read them there); everything else lives in
// user_settings, whose defaults stand in for a row the user has not saved yet.
import { eq, sql } from 'drizzle-orm';
import { EMAIL_TOGGLE_DEFAULTS, PRIVACY_DEFAULTS, PUSH_TOGGLE_DEFAULTS, type EmailToggle, type ExperienceYears, type Industry, type Timezone } from '#shared/constants/settings.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { NotificationSettings, PrivacySettings, ProfileSettings, UserSettings } from '#shared/schemas/settings.ts';
import type { Db, Tx } from '../../db/client.ts';
import { profiles, userSettings } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthedContext } from '../../trpc/context.ts';

type SettingsRow = typeof userSettings.$inferSelect;
type SettingsColumns = Omit<typeof userSettings.$inferInsert, 'userId' | 'updatedAt'>;

/** The table's column for each e-mail toggle; the unsubscribe link names toggles, not columns. */
const EMAIL_COLUMNS = {
  jobAlerts: 'emailJobAlerts',
  messages: 'emailMessages',
  followUps: 'emailFollowUps',
  updates: 'emailUpdates',
  marketing: 'emailMarketing',
} as const satisfies Record<EmailToggle, keyof SettingsRow>;

/**
 * Without VAPID keys a stored push choice (from when the site had them) is read as off: nothing
 * would deliver it, and the tab saves what it reads.
 */
function toSettings(names: { firstName: string; lastName: string }, row: SettingsRow | undefined, pushAvailable: boolean): UserSettings {
  return {
    profile: {
      ...names,
      headline: row?.headline ?? '',
      phone: row?.phone ?? '',
      location: row?.location ?? '',
      timezone: (row?.timezone ?? null) as Timezone | null,
      yearsOfExperience: (row?.yearsOfExperience ?? null) as ExperienceYears | null,
      industry: (row?.industry ?? null) as Industry | null,
      linkedinUrl: row?.linkedinUrl ?? '',
      websiteUrl: row?.websiteUrl ?? '',
    },
    notifications: row
      ? {
          jobAlerts: row.emailJobAlerts,
          messages: row.emailMessages,
          followUps: row.emailFollowUps,
          updates: row.emailUpdates,
          marketing: row.emailMarketing,
          pushJobAlerts: row.pushJobAlerts && pushAvailable,
          pushMessages: row.pushMessages && pushAvailable,
        }
      : { ...EMAIL_TOGGLE_DEFAULTS, ...PUSH_TOGGLE_DEFAULTS },
    privacy: row
      ? { profileVisible: row.profileVisible, showEmail: row.showEmail, showPhone: row.showPhone, allowMessaging: row.allowMessaging }
      : { ...PRIVACY_DEFAULTS },
  };
}

export async function getSettings(ctx: AuthedContext): Promise<UserSettings> {
  const [names] = await ctx.db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.userId, ctx.user.id));
  const [row] = await ctx.db.select().from(userSettings).where(eq(userSettings.userId, ctx.user.id));
  return toSettings(names ?? { firstName: '', lastName: '' }, row, ctx.config.vapid !== null);
}

/** Writes the given columns into the user's row, creating it (with every other default) on the first save. */
export async function saveColumns(db: Db | Tx, userId: string, values: SettingsColumns) {
  await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...values, updatedAt: new Date() } });
}

/** Names and the rest of the profile change together or not at all. */
export async function updateProfile(ctx: AuthedContext, input: ProfileSettings): Promise<UserSettings> {
  const { firstName, lastName, ...rest } = input;
  await ctx.db.transaction(async (tx) => {
    const named = await tx
      .update(profiles)
      .set({ firstName, lastName, updatedAt: new Date() })
      .where(eq(profiles.userId, ctx.user.id))
      .returning({ userId: profiles.userId });
    // Every account is made with its profile; one without is a session of a user being deleted.
    if (named.length === 0) throw new AppError('UNAUTHORIZED', TOASTS.auth.sessionMissing);
    await saveColumns(tx, ctx.user.id, rest);
  });
  return getSettings(ctx);
}

/** A push toggle can be turned on only where push can be delivered (VAPID keys configured). */
export async function updateNotifications(ctx: AuthedContext, input: NotificationSettings): Promise<UserSettings> {
  if (!ctx.config.vapid && (input.pushJobAlerts || input.pushMessages)) throw new AppError('PRECONDITION_FAILED', TOASTS.push.unavailable);
  await saveColumns(ctx.db, ctx.user.id, {
    emailJobAlerts: input.jobAlerts,
    emailMessages: input.messages,
    emailFollowUps: input.followUps,
    emailUpdates: input.updates,
    emailMarketing: input.marketing,
    pushJobAlerts: input.pushJobAlerts,
    pushMessages: input.pushMessages,
  });
  return getSettings(ctx);
}

export async function updatePrivacy(ctx: AuthedContext, input: PrivacySettings): Promise<UserSettings> {
  await saveColumns(ctx.db, ctx.user.id, input);
  return getSettings(ctx);
}

/**
 * Turns one e-mail toggle off for the user an unsubscribe link names. Idempotent; a user deleted
 * since the mail went out has nothing left to unsubscribe from, so nothing is written.
 */
export async function turnOffEmailToggle(db: Db, userId: string, toggle: EmailToggle): Promise<void> {
  const column = sql.identifier(userSettings[EMAIL_COLUMNS[toggle]].name);
  await db.execute(sql`insert into user_settings (user_id, ${column})
    select id, false from users where id = ${userId}::uuid
    on conflict (user_id) do update set ${column} = false, updated_at = now()`);
}
