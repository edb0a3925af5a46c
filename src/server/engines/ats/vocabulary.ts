// The engine's word lists: hard and soft skills (with their aliases), words that are never a
// keyword, action verbs and the weak openers to name. The O*NET technology names join the hard
// skills at first use; see data/README.md for their source and licence.
import { readFileSync } from 'node:fs';
import { keyOf, phraseKey, phraseStarts, tokenize, type Token } from './text.ts';

export type SkillKind = 'hard' | 'soft';

export interface Skill {
  key: string;
  display: string;
  kind: SkillKind;
}

/** Each group is one skill: its display spelling first, then what resumes and job ads also call it. */
const HARD_SKILL_GROUPS: readonly (readonly string[])[] = [
  ['React', 'React.js', 'ReactJS'],
  ['JavaScript', 'JS'],
  ['TypeScript', 'TS'],
  ['Node.js', 'Node', 'NodeJS'],
  ['PostgreSQL', 'Postgres'],
  ['Kubernetes', 'K8s'],
  ['machine learning', 'ML'],
  ['AWS', 'Amazon Web Services'],
  ['GCP', 'Google Cloud Platform', 'Google Cloud'],
  ['Azure', 'Microsoft Azure'],
  ['Excel', 'Microsoft Excel', 'MS Excel'],
  ['Power BI', 'PowerBI', 'Microsoft Power BI'],
  ['SQL', 'Structured Query Language'],
  ['HTML', 'HTML5'],
  ['CSS', 'CSS3'],
  ['Vue', 'Vue.js', 'VueJS'],
  ['Angular', 'AngularJS'],
  ['Next.js', 'NextJS'],
  ['Golang', 'Go language'],
  ['artificial intelligence', 'AI'],
  ['natural language processing', 'NLP'],
  ['CI/CD', 'continuous integration', 'continuous delivery'],
  ['REST APIs', 'REST', 'REST API', 'RESTful APIs', 'RESTful'],
  ['UX design', 'UX', 'user experience', 'user experience design'],
  ['UI design', 'UI', 'user interface design'],
  ['SEO', 'search engine optimization', 'search engine optimisation'],
  ['SEM', 'search engine marketing'],
  ['PPC', 'pay-per-click', 'pay per click'],
  ['CRM', 'customer relationship management'],
  ['ERP', 'enterprise resource planning'],
  ['EHR', 'electronic health records', 'electronic health record', 'electronic medical records'],
  ['BLS', 'basic life support'],
  ['ACLS', 'advanced cardiac life support'],
  ['GAAP', 'generally accepted accounting principles'],
  ['CPA', 'certified public accountant'],
  ['FEA', 'finite element analysis'],
  ['CAD', 'computer-aided design', 'computer aided design'],
  ['GD&T', 'geometric dimensioning and tolerancing'],
  ['A/B testing', 'AB testing', 'split testing'],
  ['ETL', 'extract transform load'],
  ['KPIs', 'KPI', 'key performance indicators'],
  ['B2B', 'business-to-business'],
  ['SaaS', 'software as a service'],
  ['QA', 'quality assurance'],
  ['IEP', 'individualized education program', 'individualized education plan'],
  ['ESL', 'English as a second language'],
  ['Photoshop', 'Adobe Photoshop'],
  ['Illustrator', 'Adobe Illustrator'],
  ['InDesign', 'Adobe InDesign'],
  ['Google Analytics', 'GA4'],
  ['Microsoft Office', 'MS Office', 'Office 365', 'Microsoft 365'],
  ['data visualization', 'data visualisation', 'data viz'],
  ['statistics', 'statistical analysis'],
  ['project management', 'managing projects'],
  ['C#', 'C sharp'],
  ['C++', 'CPP'],
  ['HVAC', 'heating ventilation and air conditioning'],
  ['GMP', 'good manufacturing practice'],
  ['HIPAA'],
];

/** Hard skills outside O*NET's software names: trades, clinical, finance, marketing and method terms. */
const HARD_SKILLS = [
  'Python', 'Java', 'Rust', 'Ruby', 'PHP', 'Kotlin', 'Scala', 'R', 'Docker', 'Terraform', 'Linux', 'Git', 'GraphQL',
  'microservices', 'system design', 'unit testing', 'test automation', 'Redis', 'MongoDB', 'MySQL', 'Kafka', 'Apache Spark',
  'Airflow', 'dbt', 'Snowflake', 'BigQuery', 'Redshift', 'Django', 'Flask', 'Spring Boot', 'Tailwind',
  'data analysis', 'data modeling', 'data cleaning', 'data pipelines', 'data warehousing', 'dashboards', 'Tableau',
  'Looker', 'pandas', 'NumPy', 'scikit-learn', 'TensorFlow', 'PyTorch', 'deep learning', 'regression', 'forecasting',
  'content marketing', 'email marketing', 'social media marketing', 'digital marketing', 'marketing automation',
  'copywriting', 'content strategy', 'brand strategy', 'market research', 'campaign management', 'Google Ads',
  'Meta Ads', 'HubSpot', 'Salesforce', 'Mailchimp', 'lead generation', 'cold calling', 'prospecting',
  'account management', 'pipeline management', 'B2B sales', 'sales forecasting', 'quota attainment', 'upselling',
  'financial modeling', 'financial analysis', 'financial reporting', 'budgeting', 'accounts payable',
  'accounts receivable', 'general ledger', 'reconciliation', 'account reconciliation', 'month-end close', 'IFRS',
  'audit', 'internal controls', 'tax preparation', 'QuickBooks', 'SAP', 'NetSuite', 'payroll', 'bookkeeping',
  'variance analysis', 'phlebotomy', 'patient care', 'medication administration', 'IV therapy', 'vital signs',
  'Epic', 'Cerner', 'CPR', 'wound care', 'triage', 'patient assessment', 'patient education', 'charting',
  'infection control', 'care planning', 'telemetry', 'critical care', 'lesson planning', 'curriculum development',
  'classroom management', 'differentiated instruction', 'special education', 'Google Classroom', 'formative assessment',
  'Figma', 'Sketch', 'Adobe XD', 'user research', 'wireframing', 'prototyping', 'usability testing', 'design systems',
  'typography', 'branding', 'visual design', 'interaction design', 'information architecture', 'AutoCAD', 'SolidWorks',
  'CATIA', 'MATLAB', 'ANSYS', 'thermodynamics', 'fluid mechanics', 'heat transfer', '3D printing', 'lean manufacturing',
  'Six Sigma', 'root cause analysis', 'tolerance analysis', 'DFMEA', 'Agile', 'Scrum', 'Kanban', 'Jira',
  'stakeholder reporting', 'process improvement', 'supply chain', 'inventory management', 'logistics',
];

/** Soft skills, with the ways job ads phrase them. */
const SOFT_SKILL_GROUPS: readonly (readonly string[])[] = [
  ['communication', 'communication skills', 'communicate', 'written communication', 'verbal communication'],
  ['teamwork', 'team player', 'collaboration', 'collaborative', 'collaborate'],
  ['leadership', 'leading teams'],
  ['problem solving', 'problem-solving', 'solve problems'],
  ['critical thinking'],
  ['time management'],
  ['attention to detail', 'detail-oriented', 'detail oriented'],
  ['adaptability', 'adaptable', 'flexibility'],
  ['creativity', 'creative thinking'],
  ['empathy', 'compassion', 'compassionate'],
  ['interpersonal skills', 'interpersonal'],
  ['organizational skills', 'organisational skills', 'organized', 'organised'],
  ['customer service', 'customer focus'],
  ['presentation skills', 'public speaking'],
  ['negotiation', 'negotiating'],
  ['conflict resolution'],
  ['mentoring', 'coaching'],
  ['decision making', 'decision-making'],
  ['self-motivated', 'self-starter'],
  ['multitasking', 'multi-tasking'],
  ['stakeholder management', 'stakeholder communication'],
  ['active listening'],
  ['emotional intelligence'],
  ['prioritization', 'prioritisation', 'prioritize'],
  ['relationship building', 'building relationships'],
  ['analytical thinking', 'analytical skills', 'analytical'],
  ['resilience'],
];

/**
 * Words never offered as a keyword on their own: grammar, and the filler every job ad repeats
 * ("team", "work", "candidate", "ability", "experience", "years").
 */
const STOP_WORDS =
  'a about above across after again against all also am an and any are as at be because been before being below between both but by can ' +
  'could did do does doing down during each either else ever every few for from further get gets getting given had has have having he ' +
  'her here hers him his how i if in into is it its itself just least less let like made make makes making many may me might more most ' +
  'much must my near need needs no nor not now of off often on once one only or other our ours out over own per plus rather same shall ' +
  'she should so some such than that the their theirs them then there these they this those through thus to too under until up upon us ' +
  'very via was we well were what when where whether which while who whom whose why will with within without would yet you your yours ' +
  'ability able about academic across additional advanced applicant applicants apply area areas around ask based benefit benefits best ' +
  'bring build candidate candidates career closely company complex contribute core critical culture current customers daily day days ' +
  'degree deliver demonstrated department desired detail develop duties dynamic e.g effective effectively employee employees employer ' +
  'ensure environment equal equivalent etc excellent existing expect expected experience experienced expertise fast field focus full ' +
  'fun function functional global goal goals good great grow growing growth hands help high highly hire hiring i.e ideal include ' +
  'includes including individual industry join key knowledge large level looking manage member members minimum mission multiple new ' +
  'nice number offer office opportunities opportunity organization orientation paced part people perform plus position positions ' +
  'preferred proficiency proficient proven provide qualification qualifications quality related relevant remote required requirement ' +
  'requirements responsibilities responsibility responsible role roles salary senior junior lead skill skilled skills solid someone ' +
  'standard strong success successful support take task tasks team teams time today tool tools track type understanding unique use ' +
  'used using value values various want way ways week within work working works world year years ' +
  'end service services platform platforms technical review reviews certification certifications certified license licence licensed bachelor master one two three four five six seven eight ten plus day-to-day across other others able well job jobs etc.';

/** Openers recruiters read as duties rather than results; named back to the user as written. */
export const WEAK_OPENERS = [
  'responsible for',
  'worked on',
  'worked with',
  'helped with',
  'helped to',
  'helped',
  'duties included',
  'duties were',
  'assisted with',
  'assisted in',
  'tasked with',
  'in charge of',
  'involved in',
  'participated in',
  'was responsible',
  'was',
  'did',
  'handled',
  'made',
  'got',
];

/** Verbs a strong bullet opens with, in the stem they share with their tenses. */
const ACTION_VERBS =
  'accelerate accomplish achieve acquire adapt administer advise advocate align analyze analyse architect arrange assess audit ' +
  'authored automate balance boost budget build built calculate campaign chair championed clarify close coach collaborate collect ' +
  'compile complete compose conceive conduct configure consolidate construct consult contract convert coordinate counsel craft create ' +
  'cultivate cut debug decrease define delegate deliver deploy design detect develop devise diagnose direct discover document double ' +
  'draft drive drove earn edit educate eliminate enable engineer enhance establish estimate evaluate examine exceed execute expand ' +
  'expedite facilitate forecast forge formulate found generate grew grow guide halve head hire identify implement improve increase ' +
  'influence initiate innovate inspect install institute instruct integrate interview introduce invent investigate launch lead led ' +
  'lower maintain manage map market master maximize measure mediate mentor merge migrate minimize model modernize monitor motivate ' +
  'negotiate onboard operate optimize orchestrate organize outperform overhaul oversee partner perform pilot pioneer plan prepare ' +
  'present prevent prioritize process produce program promote propose prototype provide publish raise rebuild recommend reconcile ' +
  'recruit redesign reduce refactor refine regulate remodel render reorganize replace report research resolve restore restructure ' +
  'revamp review revise run save scale schedule score secure select sell served ship simplify sold solve spearhead standardize ' +
  'start streamline strengthen structure supervise surpass survey sustain systematize teach test train transform translate triage ' +
  'triple troubleshoot tutor unify upgrade validate verify visualize win won write wrote ran taught oversaw brought grade held';

export interface Lexicon {
  /**
   * Every spelling's key → the skill it names, and how it must be written in prose: in capitals
   * ("ML", not "ml" of saline), or, for a one-word product name, capitalised ("Act!", not the
   * "act" of "leaders act on").
   */
  byKey: Map<string, { skill: Skill; upperOnly: boolean; capitalOnly: boolean }>;
  /** The longest spelling starting with each word: how far a scan looks ahead from it. */
  starts: Map<string, number>;
  stopWords: Set<string>;
  actionVerbs: Set<string>;
}

/** Longer O*NET names ("Oracle Primavera Enterprise Project Portfolio Management") are never typed out in full. */
const MAX_TERM_WORDS = 5;

function addGroup(lexicon: Lexicon, group: readonly string[], kind: SkillKind, product = false) {
  const display = group[0]!;
  const skill: Skill = { key: phraseKey(display), display, kind };
  for (const spelling of group) {
    const key = phraseKey(spelling);
    if (!key || key.split(' ').length > MAX_TERM_WORDS || lexicon.byKey.has(key)) continue;
    // An acronym spelled in lower case is often a word or a unit: "rest", "ml", "ts"; a product's
    // one-word name in lower case is often the word it was named after.
    lexicon.byKey.set(key, { skill, upperOnly: /^[A-Z0-9]{1,4}$/.test(spelling), capitalOnly: product && /^[A-Z]/.test(spelling) && !key.includes(' ') });
  }
}

function readOnetTerms(): string[] {
  return readFileSync(new URL('./data/onet-technology-skills.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

function buildLexicon(): Lexicon {
  const stopWords = new Set(tokenize(STOP_WORDS).map((t) => t.stem));
  const lexicon: Lexicon = { byKey: new Map(), starts: new Map(), stopWords, actionVerbs: new Set(ACTION_VERBS.split(/\s+/).map(phraseKey)) };
  // The project's own spellings first, so their display and aliases win over O*NET's.
  for (const group of HARD_SKILL_GROUPS) addGroup(lexicon, group, 'hard');
  for (const name of HARD_SKILLS) addGroup(lexicon, [name], 'hard');
  for (const group of SOFT_SKILL_GROUPS) addGroup(lexicon, group, 'soft');
  for (const name of readOnetTerms()) {
    // A one-word O*NET name that is also a filler word ("Project") would match every ad.
    if (!stopWords.has(phraseKey(name))) addGroup(lexicon, [name], 'hard', true);
  }
  lexicon.starts = phraseStarts(lexicon.byKey.keys());
  return lexicon;
}

let cached: Lexicon | null = null;

/** Built at first use (about 40 ms: the file read and 1,800 spellings stemmed), then shared by every score. */
export function lexicon(): Lexicon {
  cached ??= buildLexicon();
  return cached;
}

const isUpper = (token: Token) => token.surface === token.surface.toUpperCase();

/** False for an acronym that only counts in capitals, or a product name, written in lower case ("aws" in prose, "ml" of saline, "act"). */
export function spelledRight(lex: Lexicon, tokens: readonly Token[], from: number, count: number, anyCase: boolean): boolean {
  if (anyCase || count !== 1) return true;
  const entry = lex.byKey.get(tokens[from]!.stem);
  if (entry?.capitalOnly && !/^[A-Z0-9.]/.test(tokens[from]!.surface)) return false;
  return !entry?.upperOnly || isUpper(tokens[from]!);
}

/** The skill the spelling at tokens[from..from+count) names, if any. */
function skillAt(lex: Lexicon, tokens: readonly Token[], from: number, count: number, anyCase: boolean): Skill | null {
  const hit = lex.byKey.get(keyOf(tokens, from, count));
  return hit && spelledRight(lex, tokens, from, count, anyCase) ? hit.skill : null;
}

/**
 * Skills in the text, longest spelling first at each place ("machine learning" before "learning").
 * `anyCase` is for an entry of the skills list, which is a skill by construction: "sql" there is SQL.
 */
export function findSkills(lex: Lexicon, tokens: readonly Token[], anyCase = false): { skill: Skill; at: number; count: number }[] {
  const found: { skill: Skill; at: number; count: number }[] = [];
  for (let i = 0; i < tokens.length; ) {
    let step = 1;
    for (let n = Math.min(lex.starts.get(tokens[i]!.stem) ?? 0, tokens.length - i); n >= 1; n--) {
      const skill = skillAt(lex, tokens, i, n, anyCase);
      if (skill) {
        found.push({ skill, at: i, count: n });
        step = n;
        break;
      }
    }
    i += step;
  }
  return found;
}
