// The Profile, Notifications and Privacy tabs of the settings: what the server answers and what each
// tab saves. Every field is validated here, for the form and the server alike.
import { z } from 'zod';
import {
  EMAIL_TOGGLES,
  EXPERIENCE_YEARS,
  INDUSTRIES,
  PRIVACY_TOGGLES,
  PUSH_TOGGLES,
  SETTINGS_LIMITS as L,
  SETTINGS_TEXT as M,
  TIMEZONES,
} from '../constants/settings.ts';

const text = (max: number, message: string) => z.string().trim().max(max, message);
const name = (requiredMessage: string) => text(L.nameMax, M.nameTooLong).min(1, requiredMessage);
/** Empty means "not given"; anything else must be a link of the kind asked for. */
const link = (pattern: RegExp, message: string) =>
  z.string().trim().max(L.urlMax, message).refine((value) => value === '' || pattern.test(value), message);
/** A choice the form may leave unset: the select sends null when cleared. */
const choice = <T extends z.ZodType>(schema: T) => schema.nullable();

export const profileSettings = z.object({
  firstName: name(M.firstNameRequired),
  lastName: name(M.lastNameRequired),
  headline: text(L.headlineMax, M.headlineTooLong),
  phone: z.string().trim().max(L.phoneMax, M.phoneInvalid).regex(/^[0-9+() -]*$/, M.phoneInvalid),
  location: text(L.locationMax, M.locationTooLong),
  timezone: choice(z.enum(TIMEZONES, M.timezoneInvalid)),
  yearsOfExperience: choice(z.literal(EXPERIENCE_YEARS, M.experienceInvalid)),
  industry: choice(z.enum(INDUSTRIES, M.industryInvalid)),
  linkedinUrl: link(/^https:\/\/([a-z0-9-]+\.)?linkedin\.com\/\S+$/i, M.linkedinInvalid),
  websiteUrl: link(/^https?:\/\/[^\s/]+\.[^\s]+$/i, M.websiteInvalid),
});
export type ProfileSettings = z.output<typeof profileSettings>;

const toggles = <K extends string>(keys: readonly K[]) => z.strictObject(Object.fromEntries(keys.map((k) => [k, z.boolean()])) as Record<K, z.ZodBoolean>);

/** The e-mail and the push toggles, saved together: the tab's two cards are one choice of channels. */
export const notificationSettings = toggles([...EMAIL_TOGGLES, ...PUSH_TOGGLES]);
export type NotificationSettings = z.output<typeof notificationSettings>;

export const privacySettings = toggles(PRIVACY_TOGGLES);
export type PrivacySettings = z.output<typeof privacySettings>;

export const userSettings = z.object({
  profile: profileSettings,
  notifications: notificationSettings,
  privacy: privacySettings,
});
export type UserSettings = z.output<typeof userSettings>;
