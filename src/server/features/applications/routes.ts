// GET /api/applications/export.csv: the signed-in user's tracked applications as a CSV download.
// GET /api/applications/interviews/:id/event.ics: one of the user's interviews as an iCalendar event.
// Plain links (the tracker's Export CSV button, an interview's "Add to calendar") or a script with an
// API token; both pass the authed tier exactly like a tRPC request does. Another user's interview,
// or an id that is no uuid, answers 404 like one that does not exist.
import { APPLICATIONS_EXPORT_PATH, INTERVIEW_ICS_ROUTE } from '#shared/constants/applications.ts';
import { TOASTS } from '#shared/toasts.ts';
import { isUuid } from '../../platform/keyset.ts';
import { httpRoute, RouteRefusal } from '../../trpc/http-routes.ts';
import { applicationsCsv } from './csv.ts';
import { interviewForCalendar } from './details.ts';
import { calendarFile } from './ics.ts';
import { exportApplications } from './service.ts';

const MINUTE_MS = 60_000;

export const applicationsRoutes = [
  httpRoute(`GET ${APPLICATIONS_EXPORT_PATH}`, { noStore: true }, async ({ ctx, reply }) => {
    const csv = applicationsCsv(await exportApplications(ctx));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="applications.csv"')
      .header('x-content-type-options', 'nosniff')
      .send(csv);
  }),

  httpRoute(`GET ${INTERVIEW_ICS_ROUTE}`, { noStore: true }, async ({ ctx, req, reply }) => {
    const interview = isUuid(req.params.id) ? await interviewForCalendar(ctx, req.params.id) : null;
    if (!interview) throw new RouteRefusal('NOT_FOUND', TOASTS.common.notFound.title);
    const host = new URL(ctx.config.publicUrl).hostname;
    const ics = calendarFile({
      uid: `interview-${interview.id}@${host}`,
      stamp: new Date(),
      start: interview.startsAt,
      end: new Date(interview.startsAt.getTime() + interview.durationMinutes * MINUTE_MS),
      summary: `${interview.title}: ${interview.jobTitle} at ${interview.companyName}`,
      location: interview.location,
      description: interview.notes,
      url: interview.jobUrl,
    });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="interview.ics"')
      .header('x-content-type-options', 'nosniff')
      .send(ics);
  }),
];
