// Public waitlist and contact submissions, and which staff member marked each one done.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONTACT_SUBJECTS, INTEREST_AREAS, OUTREACH_LIMITS } from '#shared/constants/outreach.ts';
import { createdAt, id, lengthBetween, oneOf } from './helpers.ts';
import { users } from './users.ts';

const L = OUTREACH_LIMITS;

/** Staff mark a submission done in the outreach inbox; undone clears both. */
const handled = () => ({
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
});

export const waitlistSubmissions = pgTable(
  'waitlist_submissions',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    interestArea: text('interest_area').notNull().default('employer'),
    message: text('message'),
    ...handled(),
    createdAt: createdAt(),
  },
  (t) => [
    check('waitlist_submissions_name_length_check', lengthBetween('name', L.nameMin, L.nameMax)),
    check('waitlist_submissions_email_length_check', lengthBetween('email', 3, L.emailMax)),
    check('waitlist_submissions_company_length_check', sql`char_length(${t.company}) <= ${sql.raw(String(L.companyMax))}`),
    check('waitlist_submissions_message_length_check', sql`char_length(${t.message}) <= ${sql.raw(String(L.messageMax))}`),
    check('waitlist_submissions_interest_area_check', oneOf('interest_area', INTEREST_AREAS)),
    index('waitlist_submissions_email_created_idx').on(sql`lower(${t.email})`, t.createdAt.desc()),
    index('waitlist_submissions_inbox_idx').on(sql`(${t.handledAt} is null)`, t.createdAt.desc(), t.id.desc()),
    index('waitlist_submissions_handled_by_idx').on(t.handledBy),
  ],
);

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    companyOrganization: text('company_organization'),
    /** Chosen on /contact; the waitlist page's contact form has none. */
    subject: text('subject'),
    message: text('message').notNull(),
    /** Sent by a signed-in Premium member: the team answers these first (Premium priority support). */
    priority: boolean('priority').notNull().default(false),
    ...handled(),
    createdAt: createdAt(),
  },
  (t) => [
    check('contact_submissions_name_length_check', lengthBetween('full_name', L.nameMin, L.nameMax)),
    check('contact_submissions_email_length_check', lengthBetween('email', 3, L.emailMax)),
    check(
      'contact_submissions_company_length_check',
      sql`char_length(${t.companyOrganization}) <= ${sql.raw(String(L.companyMax))}`,
    ),
    check('contact_submissions_message_length_check', lengthBetween('message', L.messageMin, L.messageMax)),
    check('contact_submissions_subject_check', oneOf('subject', CONTACT_SUBJECTS)),
    index('contact_submissions_email_created_idx').on(sql`lower(${t.email})`, t.createdAt.desc()),
    index('contact_submissions_inbox_idx').on(sql`(${t.handledAt} is null)`, t.createdAt.desc(), t.id.desc()),
    index('contact_submissions_handled_by_idx').on(t.handledBy),
  ],
);
