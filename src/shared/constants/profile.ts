// The profile page, profile photos and the public member card: limits, addresses, achievements
// and the words of a refused photo.
import { UPLOAD_TEXT } from '../constants.ts';
import type { ASSESSMENT_TYPES } from './assessment.ts';

type AssessmentType = (typeof ASSESSMENT_TYPES)[number];

export const PHOTO_LIMITS = {
  /** The upload, as sent. */
  maxBytes: 5 * 1024 * 1024,
  /**
   * Decoded pixels sharp will read (limitInputPixels): a small file can unpack to gigabytes (a
   * decompression bomb); 50 megapixels is more than any phone camera writes.
   */
  maxInputPixels: 50_000_000,
  /** The stored photo: square WebP of this side, the largest any screen shows (a 128 px avatar at 2x). */
  sizePx: 256,
  webpQuality: 82,
  /** Hex digits of the content's SHA-256 in the address: enough that two photos of a user never share one. */
  hashChars: 16,
} as const;

/** What an upload is judged by: the file's first bytes. */
export const PHOTO_TYPES = ['jpeg', 'png', 'webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
/** The file picker's filter; the server ignores names and declared types. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

export const PHOTO_UPLOAD_PATH = '/api/profile/photo';
export const PHOTO_FIELD = 'file';
export const photoPath = (userId: string, hash: string) => `/api/photos/${userId}/${hash}.webp`;

export const PHOTO_TEXT = {
  wrongType: 'Please upload a JPEG, PNG or WebP image.',
  tooLarge: `The image is too large. Please upload a file of at most ${PHOTO_LIMITS.maxBytes / (1024 * 1024)} MB.`,
  tooManyPixels: 'The image has too many pixels. Please upload one of at most 50 megapixels.',
  unreadable: 'This image could not be read. It may be damaged; please export it again and retry.',
  noFile: 'Please choose an image to upload.',
  oneFile: 'Please upload one image at a time.',
  notMultipart: 'Send the image as multipart/form-data in a field named "file".',
  failed: UPLOAD_TEXT.failed,
} as const;

export const PROFILE_LIMITS = {
  /** Recent activity: the latest events across the user's tables. */
  activityItems: 10,
} as const;

/** Milestones the page can tell truthfully from stored data, in the order it shows them. */
export const ACHIEVEMENT_IDS = ['firstApplication', 'tenApplications', 'firstInterview', 'firstOffer', 'firstAssessment', 'firstPost', 'profileComplete'] as const;
export type AchievementId = (typeof ACHIEVEMENT_IDS)[number];
export const ACHIEVEMENTS: Record<AchievementId, { title: string; description: string }> = {
  firstApplication: { title: 'First application', description: 'Tracked your first job application' },
  tenApplications: { title: 'Persistent', description: 'Tracked 10 job applications' },
  firstInterview: { title: 'Interview stage', description: 'An application reached the interview stage' },
  firstOffer: { title: 'Offer received', description: 'An application ended in an offer' },
  firstAssessment: { title: 'Self-aware', description: 'Completed a career assessment' },
  firstPost: { title: 'Community voice', description: 'Wrote your first forum post' },
  profileComplete: { title: 'Profile complete', description: 'Added a photo, headline, location and an active resume' },
};

export const ACTIVITY_KINDS = ['application', 'saved-job', 'forum-post', 'assessment'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
/** How the page words each kind of event before its subject. */
export const ACTIVITY_LABELS: Record<ActivityKind, string> = {
  application: 'Applied',
  'saved-job': 'Saved a job',
  'forum-post': 'Posted in the forum',
  assessment: 'Took an assessment',
};
/** The assessments' names, as recent activity shows them. */
export const ASSESSMENT_NAMES: Record<AssessmentType, string> = { career_fit: 'Career fit quiz', interest_profiler: 'Interest Profiler' };
