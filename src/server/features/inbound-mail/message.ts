// What the pipeline knows of one message at each step: read (read/, in a worker: text only), then
// classified (classify/, pure: the rules table), then matched and stored as a proposal (service.ts).
import type { InboundOutcome } from '#shared/constants/inbound-mail.ts';
import type { InboundInterview } from '#shared/schemas/inbound-mail.ts';

/** What was read of one message: its headers and text, never its links, images or other attachments. */
export interface ReadMessage {
  /** The From header; null when it has none or none that parses. The address is lower-case. */
  from: { address: string; name: string | null } | null;
  subject: string;
  /** The Date header, when it is a valid date. */
  date: Date | null;
  /**
   * The text the rules read: the text/plain parts, else the HTML parts turned into text (nothing
   * loaded, no link followed), at most INBOUND_LIMITS.textMaxChars. A forwarded message's quoted
   * headers ("From:", "Date:", "Subject:") are part of it.
   */
  text: string;
  /** The text of each text/calendar part or .ics attachment, at most INBOUND_LIMITS.maxCalendars. */
  calendars: string[];
}

/** Why a message was refused whole: nothing of it is kept. */
export type ReadRefusal = 'tooLarge' | 'tooComplex' | 'notEmail' | 'busy';
export type ReadOutcome = { ok: true; message: ReadMessage } | { ok: false; reason: ReadRefusal };

/** What the rules made of a message. */
export interface Classification {
  outcome: InboundOutcome;
  /** The rule that decided; null when none did (unknown). */
  rule: { id: string; label: string } | null;
  /** The line that decided, trimmed to INBOUND_LIMITS.quoteMax; null when unknown. */
  quote: string | null;
  /** Why it is unknown (INBOUND_TEXT.noRule, notEnglish), or a note on a known one (badCalendar); else null. */
  reason: string | null;
  /** Whether the rule's decisive phrase matched, not only a weaker one: one half of "high confidence". */
  decisive: boolean;
  /** The employer's address: a forwarded message's original sender, else From. Lower-case; '' when none. */
  sender: string;
  /** The employer's subject: a forwarded message's original one, without "Fwd:". */
  subject: string;
  /** The sender's domain when it is the company's own (not an ATS, not a mail provider); null otherwise. */
  companyDomain: string | null;
  company: string | null;
  role: string | null;
  /** The ATS's id of the posting, when the message carries one (a Greenhouse job id, a Lever or Ashby posting id). */
  postingId: string | null;
  interview: InboundInterview | null;
  /** When the employer sent it: a forwarded message's quoted Date, else the Date header; null when neither parses. */
  sentAt: Date | null;
}
