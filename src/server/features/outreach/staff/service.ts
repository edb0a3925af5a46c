// The staff outreach inbox: waitlist sign-ups and contact messages, open ones first (a Premium
// member's priority message before the rest), marked done or open again by a moderator or admin.
// Marking records who and when in the row itself (handled_by, handled_at); reopening clears both.
import { sql } from 'drizzle-orm';
import { OUTREACH_INBOX_MAX, type ContactSubject, type InterestArea, type OutreachInboxKind } from '#shared/constants/outreach.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { OutreachInbox, OutreachSubmission, outreachInboxInput, setHandledInput } from '#shared/schemas/outreach.ts';
import type { z } from 'zod';
import { selectRows } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import type { StaffContext } from '../../../trpc/context.ts';

interface Row {
  id: string;
  name: string;
  email: string;
  company: string | null;
  subject: string | null;
  interest_area: string | null;
  message: string | null;
  priority: boolean;
  created_ms: number;
  handled_ms: number | null;
  handled_by_name: string | null;
}

const ms = (column: string) => sql.raw(`(extract(epoch from s.${column}) * 1000)::float8`);
const handledByName = sql`nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '')`;

/** Both tables read as one shape; the table name is never from input. */
const SOURCES: Record<OutreachInboxKind, ReturnType<typeof sql>> = {
  contact: sql`select s.id, s.full_name as name, s.email, s.company_organization as company, s.subject, null::text as interest_area,
                 s.message, s.priority, ${ms('created_at')} as created_ms, ${ms('handled_at')} as handled_ms, ${handledByName} as handled_by_name
               from contact_submissions s left join profiles p on p.user_id = s.handled_by`,
  waitlist: sql`select s.id, s.name, s.email, s.company, null::text as subject, s.interest_area,
                  s.message, false as priority, ${ms('created_at')} as created_ms, ${ms('handled_at')} as handled_ms, ${handledByName} as handled_by_name
                from waitlist_submissions s left join profiles p on p.user_id = s.handled_by`,
};

const toSubmission = (kind: OutreachInboxKind, r: Row): OutreachSubmission => ({
  id: r.id,
  kind,
  name: r.name,
  email: r.email,
  company: r.company,
  subject: r.subject as ContactSubject | null,
  interestArea: r.interest_area as InterestArea | null,
  message: r.message,
  priority: r.priority,
  createdAt: new Date(Number(r.created_ms)),
  handledAt: r.handled_ms === null ? null : new Date(Number(r.handled_ms)),
  handledByName: r.handled_by_name,
});

export async function listInbox(ctx: StaffContext, { kind, state }: z.output<typeof outreachInboxInput>): Promise<OutreachInbox> {
  const filter = state === 'open' ? sql`where s.handled_at is null` : state === 'done' ? sql`where s.handled_at is not null` : sql``;
  const rows = await selectRows<Row>(
    ctx.db,
    sql`${SOURCES[kind]} ${filter}
        order by (s.handled_at is null) desc, ${kind === 'contact' ? sql`s.priority desc,` : sql``} s.created_at desc, s.id desc
        limit ${OUTREACH_INBOX_MAX}`,
  );
  const [open] = await selectRows<{ contact: number; waitlist: number }>(
    ctx.db,
    sql`select (select count(*)::int from contact_submissions where handled_at is null) as contact,
               (select count(*)::int from waitlist_submissions where handled_at is null) as waitlist`,
  );
  return { items: rows.map((r) => toSubmission(kind, r)), open: open! };
}

/** Done records the staff member and the moment; open again clears both. Repeating leaves the first mark. */
export async function setHandled(ctx: StaffContext, { kind, id, done }: z.output<typeof setHandledInput>) {
  const table = sql.raw(kind === 'contact' ? 'contact_submissions' : 'waitlist_submissions');
  const change = done
    ? sql`handled_at = coalesce(s.handled_at, now()), handled_by = case when s.handled_at is null then ${ctx.user.id}::uuid else s.handled_by end`
    : sql`handled_at = null, handled_by = null`;
  const [row] = await selectRows<{ id: string; handled_ms: number | null; handled_by: string | null }>(
    ctx.db,
    sql`update ${table} s set ${change} where s.id = ${id}
        returning s.id, ${ms('handled_at')} as handled_ms, s.handled_by`,
  );
  if (!row) throw new AppError('NOT_FOUND', TOASTS.outreach.submissionNotFound);
  const [who] = row.handled_by
    ? await selectRows<{ name: string | null }>(
        ctx.db,
        sql`select nullif(trim(first_name || ' ' || last_name), '') as name from profiles where user_id = ${row.handled_by}`,
      )
    : [];
  return { id: row.id, handledAt: row.handled_ms === null ? null : new Date(Number(row.handled_ms)), handledByName: who?.name ?? null };
}
