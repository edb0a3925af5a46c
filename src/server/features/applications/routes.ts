// GET /api/applications/export.csv: the signed-in user's tracked applications as a CSV download.
// GET /api/applications/interviews/:id/event.ics: one of the user's interviews as an iCalendar event.
// Plain links (the tracker's Export CSV button, an interview's "Add to calendar") or a script with an
// API token; both authenticate exactly like a tRPC request does (authenticateRequest). Another
// user's interview, or an id that is no uuid, answers 404 like one that does not exist.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { APPLICATIONS_EXPORT_PATH, INTERVIEW_ICS_ROUTE } from '#shared/constants/applications.ts';
import { TOASTS } from '#shared/toasts.ts';
import { authenticateRequest, type ServerDeps } from '../../trpc/context.ts';
import { applicationsCsv } from './csv.ts';
import { interviewForCalendar } from './details.ts';
import { calendarFile } from './ics.ts';
import { exportApplications } from './service.ts';

const STATUS = { UNAUTHORIZED: 401, FORBIDDEN: 403 } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MINUTE_MS = 60_000;

const refuse = (reply: FastifyReply, statusCode: number, code: string, message: string) =>
  reply.code(statusCode).send({ error: { statusCode, code, message } });

export function registerApplicationsRoutes(app: FastifyInstance, deps: ServerDeps) {
  app.get(APPLICATIONS_EXPORT_PATH, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const who = await authenticateRequest(deps, req, reply);
    if ('code' in who) return refuse(reply, STATUS[who.code], who.code, who.message);
    const csv = applicationsCsv(await exportApplications(who.ctx));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="applications.csv"')
      .header('x-content-type-options', 'nosniff')
      .send(csv);
  });

  app.get<{ Params: { id: string } }>(INTERVIEW_ICS_ROUTE, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const who = await authenticateRequest(deps, req, reply);
    if ('code' in who) return refuse(reply, STATUS[who.code], who.code, who.message);
    const interview = UUID.test(req.params.id) ? await interviewForCalendar(who.ctx, req.params.id) : null;
    if (!interview) return refuse(reply, 404, 'NOT_FOUND', TOASTS.common.notFound.title);
    const host = new URL(deps.config.publicUrl).hostname;
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
  });
}
