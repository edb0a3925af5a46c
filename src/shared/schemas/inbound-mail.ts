// The tracker's updates from e-mail: the member's forwarding address, each message as a proposal,
// and what deciding one does. The message itself never leaves the server: a proposal carries the
// line that decided it, the rule's name and what was read, not the mail.
import { z } from 'zod';
import { APPLICATION_STATUSES } from '../constants/applications.ts';
import { INBOUND_CONFIDENCE, INBOUND_OUTCOMES, INBOUND_VIA } from '../constants/inbound-mail.ts';

/** An interview read from the message: an attached calendar event, or a date and time in its text. */
export const inboundInterview = z.object({
  title: z.string().nullable(),
  startsAt: z.date(),
  /** Null when the message gave no end or length (the tracker's default then applies). */
  durationMinutes: z.number().int().nullable(),
  location: z.string().nullable(),
});
export type InboundInterview = z.infer<typeof inboundInterview>;

/** The application a proposal would change: null proposes a new one. */
export const inboundTarget = z.object({
  id: z.uuid(),
  companyName: z.string(),
  jobTitle: z.string(),
  status: z.enum(APPLICATION_STATUSES),
});

export const inboundProposal = z.object({
  id: z.uuid(),
  via: z.enum(INBOUND_VIA),
  /** The message's own date (when the employer answered), else when it arrived. */
  sentAt: z.date(),
  /** The employer's address: the forwarded message's original sender when it was forwarded. */
  sender: z.string(),
  subject: z.string(),
  outcome: z.enum(INBOUND_OUTCOMES),
  /** The rule that decided, by id and by name; null for an unknown message. */
  ruleId: z.string().nullable(),
  ruleLabel: z.string().nullable(),
  /** The line of the message that decided it; null for an unknown message. */
  quote: z.string().nullable(),
  /** Why a message is unknown (INBOUND_TEXT.noRule, notEnglish), or a note on a known one (badCalendar); else null. */
  reason: z.string().nullable(),
  company: z.string().nullable(),
  role: z.string().nullable(),
  postingId: z.string().nullable(),
  interview: inboundInterview.nullable(),
  confidence: z.enum(INBOUND_CONFIDENCE),
  application: inboundTarget.nullable(),
  /** The status accepting sets; null for an unknown message (it can only be dismissed). */
  proposedStatus: z.enum(APPLICATION_STATUSES).nullable(),
});
export type InboundProposal = z.infer<typeof inboundProposal>;

export const inboundOverview = z.object({
  /** `<secret>@<INBOUND_MAIL_DOMAIN>`. */
  address: z.string(),
  /** Whether this server receives mail (INBOUND_SMTP_PORT set); without it, messages are imported. */
  receiving: z.boolean(),
  autoApply: z.boolean(),
  /** Pending proposals, newest first. */
  proposals: z.array(inboundProposal),
});
export type InboundOverview = z.infer<typeof inboundOverview>;

export const rotateResult = z.object({ address: z.string() });

export const proposalIdInput = z.object({ id: z.uuid() });
export const autoApplyInput = z.object({ enabled: z.boolean() });
/** An "Updated from your e-mail" event of the timeline, to undo. */
export const undoInput = z.object({ eventId: z.uuid() });

/**
 * What reading one message did (the .eml import's answer, plain JSON): the proposal it made, its
 * outcome, and whether it was applied at once (auto-apply; the proposal is then gone).
 */
export const inboundResult = z.object({
  proposalId: z.uuid().nullable(),
  outcome: z.enum(INBOUND_OUTCOMES),
  applied: z.boolean(),
});
export type InboundResult = z.infer<typeof inboundResult>;

/** What accepting did: the application changed or created. */
export const acceptResult = z.object({ applicationId: z.uuid(), created: z.boolean() });
export type AcceptResult = z.infer<typeof acceptResult>;
