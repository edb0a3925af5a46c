// The profile page (the signed-in user's own data) and the public member card another member sees.
import { z } from 'zod';
import { ACHIEVEMENT_IDS, ACTIVITY_KINDS } from '../constants/profile.ts';
import { RESUME_TEMPLATE_IDS } from '../constants/resumes.ts';

export const profileHeader = z.object({
  userId: z.uuid(),
  name: z.string(),
  headline: z.string(),
  location: z.string(),
  photoUrl: z.string().nullable(),
  isPremium: z.boolean(),
  memberSince: z.date(),
});

export const profileStats = z.object({
  applications: z.number().int(),
  interviews: z.number().int(),
  offers: z.number().int(),
  savedJobs: z.number().int(),
  assessments: z.number().int(),
});

/** A skill of the active resume and how many of its experience entries mention it. */
export const profileSkill = z.object({ name: z.string(), mentions: z.number().int() });

export const achievement = z.object({
  id: z.enum(ACHIEVEMENT_IDS),
  earned: z.boolean(),
  /** When it was earned, where the tables record it; null when not earned or not recorded. */
  earnedAt: z.date().nullable(),
});
export type Achievement = z.infer<typeof achievement>;

export const activityItem = z.object({
  kind: z.enum(ACTIVITY_KINDS),
  title: z.string(),
  at: z.date(),
});
export type ActivityItem = z.infer<typeof activityItem>;

export const workExperience = z.object({
  id: z.string(),
  company: z.string(),
  position: z.string(),
  location: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  current: z.boolean(),
  description: z.string(),
});

export const profilePage = z.object({
  header: profileHeader,
  stats: profileStats,
  /** Null when the user has no active resume: skills and experience come from it. */
  resume: z
    .object({
      id: z.uuid(),
      title: z.string(),
      template: z.enum(RESUME_TEMPLATE_IDS),
      skills: z.array(profileSkill),
      experience: z.array(workExperience),
    })
    .nullable(),
  achievements: z.array(achievement),
  activity: z.array(activityItem),
});
export type ProfilePage = z.infer<typeof profilePage>;

export const memberCardInput = z.object({ userId: z.uuid() });

export const memberCard = z.object({
  userId: z.uuid(),
  name: z.string(),
  headline: z.string(),
  photoUrl: z.string().nullable(),
  isPremium: z.boolean(),
  location: z.string(),
  memberSince: z.date(),
  /** Only when the member shows it. */
  email: z.string().optional(),
  phone: z.string().optional(),
  canMessage: z.boolean(),
});
export type MemberCard = z.infer<typeof memberCard>;

/** What the photo upload answers. */
export const photoUploadResult = z.object({ photoUrl: z.string() });
