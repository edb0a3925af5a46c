// Job-search analytics: the date range asked for and the figures of every chart.
import { z } from 'zod';
import { ANALYTICS_LIMITS, ANALYTICS_TEXT, APPLICATION_SOURCES } from '../constants/analytics.ts';

const isoDate = z.iso.date({ error: ANALYTICS_TEXT.dateInvalid });
const DAY_MS = 86_400_000;

/** Both ends inclusive; either may be left out, and the missing end follows from the other (or today). */
export const analyticsRange = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .optional()
  .transform((range, ctx) => {
    const to = range?.to ?? new Date().toISOString().slice(0, 10);
    const from = range?.from ?? new Date(Date.parse(to) - (ANALYTICS_LIMITS.defaultWeeks * 7 - 1) * DAY_MS).toISOString().slice(0, 10);
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', message: ANALYTICS_TEXT.rangeReversed, path: ['from'] });
    else if (days > ANALYTICS_LIMITS.maxDays) ctx.addIssue({ code: 'custom', message: ANALYTICS_TEXT.rangeTooLong, path: ['from'] });
    return { from, to };
  });
export type AnalyticsRange = z.output<typeof analyticsRange>;

const statusCounts = z.object({ applied: z.number().int(), interviewing: z.number().int(), offer: z.number().int(), rejected: z.number().int() });
export type StatusCounts = z.infer<typeof statusCounts>;

export const analyticsSummary = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  /** Weeks start on Monday (ISO date of the Monday); every week of the range is present. */
  weeks: z.array(statusCounts.extend({ week: z.string() })),
  total: z.number().int(),
  /** Applications past "applied"; the rate is responded / total. */
  responded: z.number().int(),
  /** Null until an application has had a response. */
  medianDaysToResponse: z.number().nullable(),
  byResume: z.array(statusCounts.extend({ resume: z.string() })),
  bySource: z.array(statusCounts.extend({ source: z.enum(APPLICATION_SOURCES) })),
  /** Scored interview practice sessions, oldest first; the label is what the session practised for. */
  practice: z.array(z.object({ at: z.date(), score: z.number().int(), label: z.string() })),
  assessments: z.array(z.object({ at: z.date(), score: z.number().int(), assessmentType: z.string() })),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummary>;
