// The tracker kept current from the member's e-mail: a private forwarding address per member, mail
// received on it (an SMTP receiver in the server) or uploaded as an .eml file, each message
// classified by a table of rules, matched to one of the member's applications and proposed as an
// update that changes nothing until accepted (or, opted in, applied when the rule is sure).
import { UPLOAD_TEXT } from '../constants.ts';
import type { ApplicationStatus } from './applications.ts';

/** What a message says about the application. */
export const INBOUND_OUTCOMES = ['received', 'interview', 'assessment', 'rejection', 'offer', 'unknown'] as const;
export type InboundOutcome = (typeof INBOUND_OUTCOMES)[number];
export type KnownOutcome = Exclude<InboundOutcome, 'unknown'>;

export const INBOUND_OUTCOME_LABELS: Record<InboundOutcome, string> = {
  received: 'Application received',
  interview: 'Interview invitation',
  assessment: 'Assessment or test',
  rejection: 'Rejection',
  offer: 'Offer',
  unknown: 'Not recognised',
};

/**
 * The tracker status each outcome proposes. An assessment is a step of the hiring process like an
 * interview, so it moves the application on as one does; "received" confirms Applied.
 */
export const INBOUND_OUTCOME_STATUS: Record<KnownOutcome, ApplicationStatus> = {
  received: 'applied',
  interview: 'interviewing',
  assessment: 'interviewing',
  rejection: 'rejected',
  offer: 'offer',
};

/**
 * How sure a proposal is: high when a rule's decisive phrase matched and the message names an
 * application by its posting id, or by its company and role; everything else is low. Only high
 * ones are applied by themselves, and only for a member who turned that on.
 */
export const INBOUND_CONFIDENCE = ['high', 'low'] as const;
export type InboundConfidence = (typeof INBOUND_CONFIDENCE)[number];

/** How a message reached us. */
export const INBOUND_VIA = ['smtp', 'upload'] as const;
export type InboundVia = (typeof INBOUND_VIA)[number];

export const INBOUND_LIMITS = {
  /** A message past this is refused while it arrives (SMTP SIZE) or uploads. */
  messageMaxBytes: 10 * 1024 * 1024,
  /** A message's MIME parts read; past it the message is refused as too complex. */
  maxParts: 200,
  /** How deep multiparts may nest. */
  maxDepth: 10,
  /** The header block of the message or of any part. */
  maxHeaderBytes: 64 * 1024,
  /** Characters of text read for the rules; an answer from an employer is a few hundred. */
  textMaxChars: 100_000,
  /** Calendar attachments read of one message. */
  maxCalendars: 5,
  /** Bytes of one calendar attachment read. */
  calendarMaxBytes: 256 * 1024,
  /** A pending message is deleted this many days after it arrived, decided or not. */
  retentionDays: 30,
  /** Pending messages a member may hold; past it a new one is refused until some are decided. */
  pendingMax: 200,
  /** Messages one forwarding address takes in an hour (SMTP and uploads together). */
  perAddressPerHour: 60,
  /** Messages one sending address may deliver in an hour, to all addresses together. */
  perSenderPerHour: 120,
  /** SMTP sessions held at once; more are told to try again later (421). */
  smtpMaxSessions: 100,
  /** The quoted line shown with a proposal. */
  quoteMax: 300,
  subjectMax: 300,
  companyMax: 200,
  roleMax: 200,
  /** Random bytes of a forwarding address's secret part (base32: 26 characters). */
  secretBytes: 16,
} as const;

/** The .eml upload: a raw route, since tRPC carries JSON (routes.ts). */
export const INBOUND_IMPORT_PATH = '/api/inbound-mail/import';

/** The words of the forwarding address, the proposals, the import and every refusal. */
export const INBOUND_TEXT = {
  addressTitle: 'Your forwarding address',
  addressHelp:
    'Forward an employer’s e-mail to this address (or import it as an .eml file) and the tracker proposes the update. Nothing changes until you accept it, and the message is deleted once you decide, or after 30 days.',
  copy: 'Copy',
  copied: 'Copied',
  rotate: 'Rotate address',
  rotateConfirm: 'The current address stops working at once. Mail sent to it afterwards is refused.',
  rotated: 'Your forwarding address was changed. The old one no longer receives mail.',
  smtpOff: 'Receiving mail is not set up on this server: import the message as an .eml file instead.',
  importEmail: 'Import e-mail',
  importHelp: 'Choose a message saved from your mail program as an .eml file.',
  imported: 'Message read',
  // The import's refusals of the file itself (platform/uploads.ts), with tooLarge below.
  importFailed: 'Message not imported',
  wrongType: 'Choose a message saved from your mail program as an .eml file.',
  noFile: 'Choose an .eml file to import.',
  oneFile: 'Import one message at a time.',
  notMultipart: 'Send the message as multipart/form-data in a field named "file".',
  failed: UPLOAD_TEXT.failed,
  updatesTitle: (n: number) => `${n} ${n === 1 ? 'update' : 'updates'} from your e-mail`,
  noUpdates: 'No updates from your e-mail',
  accept: 'Accept',
  dismiss: 'Dismiss',
  accepted: 'Update applied',
  dismissed: 'Update dismissed',
  newApplication: 'New application',
  decidedBy: (rule: string) => `Rule: ${rule}`,
  autoApply: 'Apply sure updates from my e-mail automatically',
  autoApplyHelp: 'Only updates whose rule is sure and that name one of your applications. Each can be undone from the application’s timeline.',
  undo: 'Undo',
  undone: 'Update undone',
  // Refusals and "unknown" reasons: each says what happened and what nothing was changed.
  unknownAddress: 'No such forwarding address',
  tooLarge: 'The message is larger than 10 MB',
  tooComplex: 'This message is too complex to read: it has too many parts, nests too deep or has too large a header.',
  notEmail: 'This file is not an e-mail message. Save the message from your mail program as an .eml file and import that.',
  busy: 'Too many messages are being read right now. Try again in a minute.',
  rateLimited: 'Too many messages for this address in the last hour. Try again later.',
  senderRateLimited: 'Too many messages from this sender in the last hour. Try again later.',
  oneRecipient: 'One forwarding address per message: send it to each address separately.',
  pendingFull: `You have ${INBOUND_LIMITS.pendingMax} updates waiting: accept or dismiss some before adding more.`,
  noRule: 'No rule recognised this message, so nothing was changed.',
  notEnglish: 'This message is not in English. The rules read English messages only, so nothing was changed.',
  badCalendar: 'The attached calendar file could not be read, so no interview time was taken from it.',
  // Titles of the refusals to accept or undo; the sentences below are their descriptions.
  acceptFailed: 'Update not applied',
  undoFailed: 'Update not undone',
  undoStale: 'The application has changed since this update, so it cannot be undone here.',
  undoCreated: 'This update added the application: delete the application to undo it.',
  acceptUnknown: 'No rule recognised this message, so there is nothing to apply: dismiss it instead.',
  acceptNoApplication:
    'This message names no application of yours, nor the company and role to add one: add the application yourself, then dismiss this update.',
} as const;
