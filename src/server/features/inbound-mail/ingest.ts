// The one pipeline for a message, whether it came over SMTP or as an uploaded .eml: read it in a
// worker (text only), classify it by the rules, match it to one of the recipient's applications,
// then keep it as a proposal; or, for a member who opted in, apply a sure one at once through the
// same code as accepting, keeping nothing. The raw bytes are never stored. The rate limits are
// counted by the two ways in before the message is even sent (SMTP at its envelope, smtp.ts; the
// import before its body is read, routes.ts).
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { INBOUND_LIMITS, type InboundVia } from '#shared/constants/inbound-mail.ts';
import type { InboundInterview, InboundResult } from '#shared/schemas/inbound-mail.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { lockUser } from '../../db/queries/user-lock.ts';
import { inboundMessages, userSettings } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { clip, updateFromEmail } from './apply.ts';
import { classify } from './classify/index.ts';
import { candidatesOf, confidenceOf, matchApplication } from './match.ts';
import type { Classification, ReadRefusal } from './message.ts';
import { readMessage } from './read/index.ts';

/** What the pipeline reaches: no request, no member's session (SMTP has neither). */
export interface InboundDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}

/** Why a message is refused whole, nothing of it kept: what the reader refused, or the member's pending list is full. */
export type IngestRefusal = ReadRefusal | 'pendingFull';
export type IngestOutcome = { ok: true; result: InboundResult } | { ok: false; refusal: IngestRefusal };

const clipOrNull = (text: string | null, max: number) => (text === null ? null : clip(text, max) || null);

/** The employer's date; an unreadable or future one (a sender's wrong clock) is when it arrived. */
const sentAtOf = (c: Classification, arrived: Date) => (c.sentAt && c.sentAt.getTime() <= arrived.getTime() ? c.sentAt : arrived);

/** The interview as the table keeps it (jsonb: dates as ISO text). */
const storedInterview = (interview: InboundInterview | null) =>
  interview && {
    title: clipOrNull(interview.title, INBOUND_LIMITS.subjectMax),
    startsAt: interview.startsAt.toISOString(),
    durationMinutes: interview.durationMinutes,
    location: clipOrNull(interview.location, INBOUND_LIMITS.quoteMax),
  };

async function autoApplies(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: userSettings.inboundAutoApply }).from(userSettings).where(eq(userSettings.userId, userId));
  return row?.on ?? false;
}

/** Reads, classifies and matches one message for the member, then proposes or (opted in, sure) applies it. */
export async function ingest(deps: InboundDeps, input: { userId: string; bytes: Buffer; via: InboundVia }): Promise<IngestOutcome> {
  const { db, config, log } = deps;
  const { userId, via } = input;
  const arrived = new Date();
  const read = await readMessage(input.bytes, config.documentParse);
  if (!read.ok) {
    log.info({ userId, via, reason: read.reason, sizeBytes: input.bytes.length }, 'inbound message refused');
    return { ok: false, refusal: read.reason };
  }
  const c = classify(read.message);
  const match = matchApplication(c, await candidatesOf(db, userId));
  const confidence = confidenceOf(c, match);
  const sentAt = sentAtOf(c, arrived);
  const logged = { userId, via, outcome: c.outcome, rule: c.rule?.id ?? null, confidence, matchedBy: match?.by ?? null };

  if (c.outcome !== 'unknown' && match && confidence === 'high' && (await autoApplies(db, userId))) {
    const update = { outcome: c.outcome, sentAt, ruleLabel: c.rule?.label ?? null, company: c.company, role: c.role, interview: c.interview };
    try {
      const applied = await db.transaction((tx) => updateFromEmail(tx, userId, match.application.id, update));
      if (applied) {
        log.info({ ...logged, applied: true }, 'inbound message applied');
        return { ok: true, result: { proposalId: null, outcome: c.outcome, applied: true } };
      }
    } catch (err) {
      // The application cannot take it as it is (its interviews are full): the member decides.
      if (!(err instanceof AppError)) throw err;
    }
  }

  const stored = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [pending] = await tx.select({ n: count() }).from(inboundMessages).where(eq(inboundMessages.userId, userId));
    if ((pending?.n ?? 0) >= INBOUND_LIMITS.pendingMax) return null;
    const [row] = await tx
      .insert(inboundMessages)
      .values({
        userId,
        via,
        sentAt,
        sender: clip(c.sender || read.message.from?.address || '', INBOUND_LIMITS.subjectMax),
        subject: clip(c.subject, INBOUND_LIMITS.subjectMax),
        outcome: c.outcome,
        ruleId: c.rule?.id ?? null,
        ruleLabel: c.rule?.label ?? null,
        quote: clipOrNull(c.quote, INBOUND_LIMITS.quoteMax),
        reason: c.reason,
        company: clipOrNull(c.company, INBOUND_LIMITS.companyMax),
        role: clipOrNull(c.role, INBOUND_LIMITS.roleMax),
        postingId: clipOrNull(c.postingId, INBOUND_LIMITS.quoteMax),
        interview: storedInterview(c.interview),
        confidence,
        applicationId: match?.application.id ?? null,
      })
      .returning({ id: inboundMessages.id });
    return row!.id;
  });
  if (!stored) {
    log.info({ ...logged, reason: 'pendingFull' }, 'inbound message refused');
    return { ok: false, refusal: 'pendingFull' };
  }
  log.info({ ...logged, applied: false }, 'inbound message proposed');
  return { ok: true, result: { proposalId: stored, outcome: c.outcome, applied: false } };
}
