// The rules that read an employer's e-mail, as data: who sends it (each ATS by its mail domains,
// LinkedIn, and everyone else as company mail), the phrases that say what it is about, and where
// the company, the role and the posting's id are written. classify/index.ts compiles this table once
// and applies it; the maintained part is here: add a phrasing when a real message is missed, and
// keep each decisive phrase one that a message of another outcome does not say.
//
// A rule is a sender and an outcome: its id is `<sender>.<outcome>` ("greenhouse.rejection") and
// its label, shown with a proposal as "Rule: …", the sender's name and the outcome's
// ("Greenhouse: rejection"). Every sender reads the common phrases below and its own.
//
// Phrases are regular-expression sources, matched without regard to case at the start of a word;
// a space in a phrase matches any run of white space, a line break included (plain-text mail is
// wrapped at 72 columns). The text is normalised first: curly quotes are straight, so "we've" is
// written with "'".
import type { KnownOutcome } from '#shared/constants/inbound-mail.ts';

export interface OutcomePhrases {
  /** Phrases that say the outcome outright: a decisive match makes a proposal sure enough to apply by itself. */
  decisive: readonly string[];
  /** Phrases that lean to the outcome: they decide only when no decisive phrase of any outcome matched. */
  weak: readonly string[];
}

export interface SenderRule {
  id: string;
  /** The label's first words: who sent the message. */
  name: string;
  /** The sender address's domains (a subdomain counts); empty for company mail, which takes every other address. */
  domains: readonly string[];
  /** This sender's own templates, read with the common phrases. */
  phrases: Partial<Record<KnownOutcome, OutcomePhrases>>;
  /** Where this sender's templates name the company and the role, read before the common places. */
  company: readonly string[];
  role: readonly string[];
}

/**
 * When a message says two outcomes, the earlier one is what it is: a rejection thanks the member
 * for applying and may mention the interview they had; an offer follows interviews; an assessment
 * is often "the next step in our interview process"; an invitation thanks them for applying.
 */
export const OUTCOME_PRECEDENCE: readonly KnownOutcome[] = ['rejection', 'offer', 'assessment', 'interview', 'received'];

/** The outcomes that say something good happened: a phrase of theirs negated in its clause ("we will not be scheduling an interview") does not count. */
export const NEGATABLE: ReadonlySet<KnownOutcome> = new Set(['received', 'interview', 'assessment', 'offer']);
/** Words that negate a clause. */
export const NEGATION = String.raw`\b(?:not|no longer|never|unable|cannot|without)\b|n't\b`;

/** The language every employer writes, whoever sends it. */
export const PHRASES: Record<KnownOutcome, OutcomePhrases> = {
  received: {
    decisive: [
      String.raw`(?:received|got) your (?:job |online |recent )?(?:application|resume|cv|candidacy|submission)`,
      String.raw`your (?:job |online )?application (?:has been|was|is) (?:successfully )?(?:received|submitted|complete)`,
      String.raw`thank(?:s| you) (?:so much )?for (?:applying|submitting your application|your (?:recent |job |online )?application|completing (?:your|the|our) application)`,
      String.raw`application (?:received|submitted|confirmation|complete)\b`,
      String.raw`you(?:'ve| have)? successfully applied`,
      String.raw`confirm(?:ing)? (?:that )?(?:we(?:'ve| have)? received|receipt of) your`,
    ],
    weak: [
      String.raw`thank(?:s| you) (?:so much )?for (?:your )?interest in`,
      String.raw`(?:we|our (?:\w+ )?team)(?:'re| are| will|'ll| is) (?:now |currently |carefully )?(?:be )?review(?:ing)? (?:your|all) (?:application|resume|profile|qualifications|candidacy|applications)`,
      String.raw`your application is (?:now )?(?:under|in) review`,
    ],
  },
  interview: {
    decisive: [
      String.raw`invit(?:e|ing) you (?:to|for) (?:an? |the |our |your |a short )?(?:[\w-]+ ){0,3}?(?:interview|phone screen|screening call|conversation|video call|call|chat)`,
      String.raw`(?:like|love|want|happy|glad|pleased|excited|able) to (?:schedule|set up|arrange|book|organi[sz]e) (?:an? |the |your |some |a short )?(?:[\w-]+ ){0,3}?(?:interview|phone screen|screen|call|chat|conversation|meeting)`,
      String.raw`(?:schedule|book|pick|select|choose) (?:an? |your )?(?:time|slot|interview time)s? (?:for|to) (?:an? |your |the |a short )?(?:[\w-]+ ){0,3}?(?:interview|call|chat|screen|conversation)`,
      String.raw`interview (?:invitation|invite|request|confirmation|confirmed|scheduled)`,
      String.raw`(?:your|the|an?) (?:[\w-]+ ){0,2}?interview (?:is|has been|was) (?:now )?(?:scheduled|confirmed|booked|set)`,
      String.raw`next (?:step|round|stage)s? (?:is|will be|would be|in (?:the|our) (?:hiring |interview )?process (?:is|will be)) (?:an? |to (?:schedule|set up) an? )?(?:[\w-]+ ){0,3}?(?:interview|call|conversation|chat|screen)`,
      String.raw`(?:move|moving|advance|advancing|progress|progressing) (?:you|your application|your candidacy) (?:forward )?(?:to|into) (?:the |an? )?(?:next (?:round|stage|step)|interview|onsite|final round)`,
    ],
    weak: [
      String.raw`(?:would|'d) (?:like|love) to (?:speak|talk|chat|connect|meet) (?:with you|further)`,
      String.raw`(?:share|send (?:me|us)|let (?:me|us) know|provide) your availability`,
      String.raw`(?:when|what times?) (?:are|would) you (?:be )?available`,
      String.raw`(?:phone|video|onsite|on-site|virtual|technical|final|panel) (?:interview|screen)\b`,
    ],
  },
  assessment: {
    decisive: [
      String.raw`(?:complete|take|start|finish|submit) (?:the |a |an |our |your |this )?(?:[\w-]+ ){0,3}?(?:assessment|assignment|challenge|skills? test|coding test|online test|exercise|case study|work sample)`,
      String.raw`(?:online|technical|coding|skills?|cognitive|personality|aptitude|pre-employment) assessment`,
      String.raw`take-?home (?:assignment|exercise|project|challenge|test|task)`,
    ],
    weak: [
      String.raw`(?:hackerrank|codility|codesignal|testgorilla|coderbyte|hirevue|pymetrics|harver|vervoe|testdome)\b`,
      String.raw`(?:coding|technical|programming) (?:challenge|exercise|test)`,
    ],
  },
  rejection: {
    decisive: [
      String.raw`(?:decided|chosen|elected|opted) (?:not to|to not) (?:move|proceed|progress|advance|continue|pursue|take|invite)`,
      String.raw`(?:move|moving|moved|proceed|proceeding|go|going|continue|continuing|progress|progressing) (?:forward |ahead )?with (?:other|another|a different|different|more qualified|candidates|applicants|someone else)`,
      String.raw`(?:pursue|pursuing) (?:other|another) (?:candidates?|applicants?)`,
      String.raw`(?:will not|won't|are not|aren't|not be|unable to|can't|cannot|not able to) (?:be )?(?:moving|move|proceeding|proceed|progressing|progress|advancing|advance|going|go|taking|take) (?:forward |ahead |further )?(?:with )?your (?:application|candidacy|profile)`,
      String.raw`(?:your application|you) (?:was|were|has been|have been|had been) (?:not (?:been )?selected|unsuccessful|declined|rejected)`,
      String.raw`not (?:been )?selected (?:to|for) (?:move|proceed|progress|advance|an interview|the (?:next|position|role))`,
      String.raw`(?:unable|not able|cannot|can't|won't be able) to (?:offer you|extend (?:you )?an? offer|move forward with you|consider you|progress you)`,
      String.raw`(?:position|role|opening|requisition) (?:you applied for )?(?:has been|was|is now) (?:filled|closed|cancelled|canceled)`,
      String.raw`no longer (?:being )?(?:considered|under consideration|considering your)`,
      String.raw`regret to (?:inform|let you know|tell you)`,
      String.raw`candidates? whose (?:experience|qualifications|background|skills?|profiles?) (?:more )?(?:closely )?(?:match|matches|align|aligns|fit|fits)`,
      String.raw`(?:chosen|selected|hired|gone with|go with|decided on|offered the (?:position|role) to) (?:another|a different|an internal|a more experienced) (?:candidate|applicant|person)`,
    ],
    weak: [
      String.raw`(?:keep|retain|hold) your (?:resume|cv|information|details|application|profile) on file`,
      String.raw`(?:encourage|invite) you to (?:re-?apply|apply (?:again|for (?:other|future)))`,
      String.raw`wish you (?:the best|(?:every |much )?success|luck|all the best) (?:of luck )?(?:in|with) your (?:job )?(?:search|career)`,
    ],
  },
  offer: {
    decisive: [
      String.raw`(?:pleased|delighted|happy|thrilled|excited|glad) to (?:extend|offer|make|present) (?:you )?(?:an? |the |our )?(?:formal |verbal |written |conditional |official )?(?:job |employment )?(?:offer|position|role)`,
      String.raw`(?:extend|extending|make|making) (?:you )?an? (?:formal |verbal |written |conditional |official )?(?:job |employment )?offer`,
      String.raw`offer (?:letter|of employment)`,
      String.raw`your (?:job |employment )?offer (?:from|with|at)`,
    ],
    // "Congratulations" and "welcome aboard" open account and community mail as often as offers: no weak phrase.
    weak: [],
  },
};

/**
 * Mail that is not about an application of the member's: job alerts, recommendations, digests,
 * newsletters, a recruiter's cold approach.
 * Such a message stays unknown unless a decisive phrase matched (an application's confirmation
 * may list similar jobs below it).
 */
export const NOT_AN_UPDATE: readonly string[] = [
  String.raw`job alerts?\b`,
  String.raw`jobs? (?:you|that) (?:may|might) (?:be interested in|like)`,
  String.raw`recommended (?:jobs|for you)`,
  String.raw`new jobs? (?:for you|matching|that match|match)`,
  String.raw`(?:similar|more) jobs (?:to|like|for you)`,
  String.raw`newsletter|digest\b|roundup\b`,
  String.raw`top job picks`,
  String.raw`(?:joined|joining|join) (?:our|the) talent (?:community|network|pool)`,
  String.raw`based on your (?:profile|preferences|search|job search)`,
  // A recruiter's first approach is not news of an application.
  String.raw`came across your (?:profile|resume|cv|background)`,
  String.raw`(?:one of )?our clients?\b`,
  String.raw`(?:are|would) you (?:be )?open to (?:new|a new|exploring|hearing)`,
];

/**
 * Where the company and the role are written. `{company}` and `{role}` stand for the name read
 * there: a company is a run of capitalised words ("Northwind Labs", "Procter & Gamble"), a role a
 * run of title words ("Software Engineer, Backend", "Head of Growth"); a place whose name does not
 * read as one is passed over. In order: the first place that reads wins.
 */
export const COMPANY_PLACES: readonly string[] = [
  String.raw`the {company} (?:recruiting|talent|hiring|people|careers|talent acquisition|recruitment)(?: team)?\b`,
  String.raw`^{company} (?:recruiting|talent|hiring|people|careers|talent acquisition|recruitment)(?: team)?$`,
  String.raw`(?:applying|applied|application|candidacy|interest|interview|screen|call|offer|assessment) (?:to|for) (?:the )?{role} (?:position |role |opening )?(?:at|with) {company}`,
  String.raw`(?:position|role|opening|job|opportunity|career|careers|interest in working|team) (?:at|with) {company}`,
  String.raw`thank(?:s| you) (?:so much )?for (?:applying|your application|your interest|submitting your application|your time|interviewing) (?:to|at|with|in)(?: joining| working at| working with)? {company}`,
  String.raw`your (?:application|candidacy|interest) (?:to|at|with|in)(?: joining)? {company}`,
  String.raw`(?:on behalf of|welcome to|offer from|join|joining|here at) {company}`,
];

export const ROLE_PLACES: readonly string[] = [
  String.raw`(?:for|to|in) (?:the|our|this) (?:position of |role of )?{role} (?:position|role|opening|job|opportunity|vacancy)`,
  String.raw`(?:applying|applied|application|candidacy|interest|interview|screen|call|offer|assessment) (?:to|for) (?:the )?{role} (?:position |role |opening )?(?:at|with) `,
  String.raw`(?:position|role) of {role}(?: at| with|[.,]|$)`,
  String.raw`the {role} (?:position|role|opening) (?:at|with)\b`,
  String.raw`^(?:job title|position|role|job|job name|title|position applied for)\s*:\s*{role}$`,
  String.raw`(?:application|interview|invitation|update|offer|assessment)[^:\n]{0,30}(?::|–|—| -| \|) {role} (?:at|with|@|-|–|—|\|) `,
];

/** Display names that name a sender's service, not the company: "LinkedIn", "Workday", "no-reply". */
export const GENERIC_NAMES = String.raw`^(?:.*\b(?:linkedin|workday|greenhouse|lever|ashby|icims|smartrecruiters)\b.*|no[-\s]?reply|do[-\s]?not[-\s]?reply|notifications?|jobs?|careers?|recruit(?:ing|ment)|talent(?: acquisition)?|hiring(?: team)?|hr|mailer-daemon|postmaster)$`;

/** Words a display name ends with when it names a company's hiring: "Acme Recruiting" is Acme. */
export const NAME_SUFFIXES = String.raw`\s+(?:recruiting|recruitment|talent acquisition|talent|careers|hiring|human resources|hr|people|jobs|team|notifications?|via \w+)$`;
/** "Priya at Acme", "Sam from Northwind": the company after the person. */
export const NAME_AT_COMPANY = String.raw`^[^@]+?\s+(?:at|from|@)\s+(.+)$`;

/**
 * Domains that are never the company's own: mail providers, job boards and applicant tracking
 * systems (those with a rule of their own and the others), so a message from one of them names
 * its company only in its words.
 */
export const NOT_COMPANY_DOMAINS: readonly string[] = [
  // mail providers
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'yahoo.com', 'ymail.com', 'icloud.com',
  'me.com', 'mac.com', 'aol.com', 'proton.me', 'protonmail.com', 'pm.me', 'gmx.com', 'gmx.de', 'gmx.net', 'web.de', 'mail.com',
  'zoho.com', 'yandex.com', 'fastmail.com', 'hey.com', 'tutanota.com', 'qq.com', '163.com',
  // job boards
  'indeed.com', 'indeedemail.com', 'glassdoor.com', 'ziprecruiter.com', 'joinhandshake.com', 'wellfound.com', 'dice.com',
  'monster.com', 'simplyhired.com', 'hired.com', 'otta.com', 'welcometothejungle.com', 'builtin.com',
  // applicant tracking systems without a rule of their own
  'jobvite.com', 'taleo.net', 'successfactors.com', 'bamboohr.com', 'workablemail.com', 'workable.com', 'jazzhr.com',
  'breezy.hr', 'recruitee.com', 'teamtailor.com', 'personio.de', 'pinpointhq.com', 'rippling.com', 'dover.com', 'gem.com',
  'paradox.ai', 'myworkdaysite.com', 'oraclecloud.com', 'ultipro.com', 'paylocity.com', 'adp.com', 'hirebridge.com',
];

/** A posting's id in an ATS link the message carries (beyond the Greenhouse, Lever and Ashby pages shared/rules/job-posting.ts reads). */
export const POSTING_LINKS: readonly string[] = [
  String.raw`[?&](?:amp;)?gh_jid=(\d{4,20})`,
  String.raw`greenhouse\.io/embed/job_app\?(?:[^\s]*&)?token=(\d{4,20})`,
  String.raw`myworkdayjobs\.com/(?:[a-z]{2}-[A-Z]{2}/)?[\w-]+/job/[^\s/]+/[^\s/?]+_((?:JR|R|REQ)-?\d{3,12}(?:-\d+)?)`,
  String.raw`\.icims\.com/jobs/(\d{3,12})/`,
  String.raw`(?:jobs|careers)\.smartrecruiters\.com/[\w-]+/(\d{9,20})`,
  String.raw`linkedin\.com/(?:comm/)?jobs/view/(\d{6,20})`,
];

/** The company's name as an ATS writes it into its links: the last place the company is read from. */
export const SLUG_LINKS: readonly string[] = [
  String.raw`(?:job-)?boards(?:\.eu)?\.greenhouse\.io/(?:embed/job_app\?for=)?([\w-]+)`,
  String.raw`jobs(?:\.eu)?\.lever\.co/([\w.-]+)`,
  String.raw`jobs\.ashbyhq\.com/([\w.%-]+)`,
  String.raw`\b([\w-]+)\.wd\d+\.myworkdayjobs\.com`,
  String.raw`careers-([\w-]+)\.icims\.com`,
  String.raw`(?:jobs|careers)\.smartrecruiters\.com/([\w-]+)`,
];

export const SENDERS: readonly SenderRule[] = [
  { id: 'greenhouse', name: 'Greenhouse', domains: ['greenhouse.io', 'greenhouse-mail.io'], phrases: {}, company: [], role: [] },
  { id: 'lever', name: 'Lever', domains: ['lever.co'], phrases: {}, company: [], role: [] },
  { id: 'ashby', name: 'Ashby', domains: ['ashbyhq.com'], phrases: {}, company: [], role: [] },
  {
    id: 'workday',
    name: 'Workday',
    domains: ['myworkday.com', 'workday.com'],
    phrases: {},
    company: [],
    role: [String.raw`(?:job requisition|requisition|position)\s*:\s*(?:[A-Z]*-?\d+\s+)?{role}$`],
  },
  { id: 'icims', name: 'iCIMS', domains: ['icims.com'], phrases: {}, company: [], role: [] },
  { id: 'smartrecruiters', name: 'SmartRecruiters', domains: ['smartrecruiters.com', 'smartrecruiters.net'], phrases: {}, company: [], role: [] },
  {
    id: 'linkedin',
    name: 'LinkedIn',
    domains: ['linkedin.com'],
    phrases: {
      // LinkedIn's own notices of an Easy Apply: sent, then seen by the employer.
      received: { decisive: [String.raw`your application was (?:sent|viewed)`, String.raw`viewed your application`], weak: [] },
    },
    company: [String.raw`your application was (?:sent to|viewed by) {company}$`, String.raw`^{company} viewed your application`],
    // The posting's card: its title on a line, then "Company · Place".
    role: [String.raw`your application (?:to|for) {role} at `, String.raw`^{role}\n[^\n·]+ · `],
  },
  { id: 'company', name: 'Company e-mail', domains: [], phrases: {}, company: [], role: [] },
];
