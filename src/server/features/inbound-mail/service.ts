// The member's side of updates from e-mail: their forwarding address, the pending proposals, and
// deciding them. Every read and write is the member's own: another member's proposal or event is
// not found. Staff have no procedure here, so no one but the member reads what a message said.
import { and, desc, eq } from 'drizzle-orm';
import type { ApplicationStatus } from '#shared/constants/applications.ts';
import { INBOUND_LIMITS, INBOUND_TEXT, type InboundConfidence, type InboundOutcome, type InboundVia } from '#shared/constants/inbound-mail.ts';
import type { AcceptResult, InboundInterview, InboundOverview, InboundProposal } from '#shared/schemas/inbound-mail.ts';
import { TOASTS } from '#shared/toasts.ts';
import { inboundMessages, jobApplications, userSettings } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthedContext } from '../../trpc/context.ts';
import { saveColumns } from '../settings/service.ts';
import { currentAddress, formatAddress, rotate } from './addresses.ts';
import { acceptRefusal, createFromEmail, statusAfter, undoEmailUpdate, updateFromEmail, type Update } from './apply.ts';

const m = inboundMessages;
const a = jobApplications;

const notFound = () => new AppError('NOT_FOUND', TOASTS.common.notFound);

/** The interview as jsonb keeps it (ingest.ts), back to dates. */
type StoredInterview = Omit<InboundInterview, 'startsAt'> & { startsAt: string };
const interviewOf = (stored: unknown): InboundInterview | null =>
  stored ? { ...(stored as StoredInterview), startsAt: new Date((stored as StoredInterview).startsAt) } : null;

export async function overview(ctx: AuthedContext): Promise<InboundOverview> {
  const userId = ctx.user.id;
  const [address, [settings], rows] = await Promise.all([
    currentAddress(ctx.db, userId),
    ctx.db.select({ autoApply: userSettings.inboundAutoApply }).from(userSettings).where(eq(userSettings.userId, userId)),
    ctx.db
      .select({ message: m, application: { id: a.id, companyName: a.companyName, jobTitle: a.jobTitle, status: a.status } })
      .from(m)
      // The application only when it is the member's own, like every read of theirs.
      .leftJoin(a, and(eq(a.id, m.applicationId), eq(a.userId, m.userId)))
      .where(eq(m.userId, userId))
      .orderBy(desc(m.createdAt), desc(m.id))
      .limit(INBOUND_LIMITS.pendingMax),
  ]);
  return {
    address: formatAddress(address.localPart, ctx.config),
    receiving: ctx.config.inbound.smtp !== null,
    autoApply: settings?.autoApply ?? false,
    proposals: rows.map(({ message, application }): InboundProposal => {
      const outcome = message.outcome as InboundOutcome;
      const target = application && { ...application, status: application.status as ApplicationStatus };
      return {
        id: message.id,
        via: message.via as InboundVia,
        sentAt: message.sentAt,
        sender: message.sender,
        subject: message.subject,
        outcome,
        ruleId: message.ruleId,
        ruleLabel: message.ruleLabel,
        quote: message.quote,
        reason: message.reason,
        company: message.company,
        role: message.role,
        postingId: message.postingId,
        interview: interviewOf(message.interview),
        confidence: message.confidence as InboundConfidence,
        application: target,
        proposedStatus: outcome === 'unknown' ? null : statusAfter(outcome, target?.status ?? null),
      };
    }),
  };
}

/**
 * Applies the proposal in one transaction and deletes the message: the application it names, or a
 * new one when it names none (or the one it named was deleted since). An unknown message has
 * nothing to apply.
 */
export async function acceptProposal(ctx: AuthedContext, input: { id: string }): Promise<AcceptResult> {
  const userId = ctx.user.id;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(m)
      .where(and(eq(m.id, input.id), eq(m.userId, userId)))
      .for('update');
    if (!row) throw notFound();
    const outcome = row.outcome as InboundOutcome;
    if (outcome === 'unknown') throw acceptRefusal(INBOUND_TEXT.acceptUnknown);
    const update: Update = {
      outcome,
      sentAt: row.sentAt,
      ruleLabel: row.ruleLabel,
      company: row.company,
      role: row.role,
      interview: interviewOf(row.interview),
    };
    const result = (row.applicationId && (await updateFromEmail(tx, userId, row.applicationId, update))) || (await createFromEmail(tx, ctx.user, update));
    await tx.delete(m).where(eq(m.id, row.id));
    return result;
  });
}

export async function dismissProposal(ctx: AuthedContext, input: { id: string }): Promise<void> {
  const [row] = await ctx.db
    .delete(m)
    .where(and(eq(m.id, input.id), eq(m.userId, ctx.user.id)))
    .returning({ id: m.id });
  if (!row) throw notFound();
}

export async function rotateAddress(ctx: AuthedContext): Promise<{ address: string }> {
  return { address: formatAddress(await rotate(ctx.db, ctx.user.id), ctx.config) };
}

export async function setAutoApply(ctx: AuthedContext, input: { enabled: boolean }): Promise<void> {
  await saveColumns(ctx.db, ctx.user.id, { inboundAutoApply: input.enabled });
}

export async function undoUpdate(ctx: AuthedContext, input: { eventId: string }): Promise<void> {
  await ctx.db.transaction((tx) => undoEmailUpdate(tx, ctx.user.id, input.eventId));
}
