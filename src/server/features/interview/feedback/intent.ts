// Whether an answer answers the question asked. A behavioural question asks about one kind of story
// (a conflict, a mistake, leading, a deadline…): its intent, read from the question's own words by
// the cue list below, never from a question's id, so the bank's questions, a job's "why us" and any
// wording a user meets elsewhere are read alike. The answer is then searched for that intent's
// evidence: the words a story of that kind cannot be told without ("disagreed", "compromise" for a
// conflict; "mistake", "should have" for a failure). A question with no recognisable intent (a
// technical or an open question) has no intent, and its answer is judged on its topic words instead.
//
// The cue lists are the maintained part: add a phrasing when a real question or answer is missed,
// and keep each evidence cue one that a story of another kind rarely needs. Who the story is about
// (customers, a team) is one cue however many such nouns it uses: any story can mention a client
// or a team, only one about them tells what happened with them. "I learned" closes nearly every
// STAR answer, so it is evidence of nothing but learning.

export interface Intent {
  id: string;
  /** What the question asks about, as the feedback names it: "a time you …". */
  asksAbout: string;
  /** How to answer it, for the suggestion of an off-topic answer. */
  advice: string;
  /** Phrasings of a question with this intent. */
  question: readonly RegExp[];
  /** Words a story of this kind is told with; each counts once however often it appears. */
  evidence: readonly RegExp[];
}

const cues = (...sources: string[]): RegExp[] => sources.map((s) => new RegExp(`\\b(?:${s})`, 'i'));

/**
 * In order of precedence: when a question's phrasings tie between two intents ("a time you missed
 * a deadline" is a failure and a deadline), the earlier one is what it asks about.
 */
export const INTENTS: readonly Intent[] = [
  {
    id: 'conflict',
    asksAbout: 'a disagreement or conflict with someone and how you handled it',
    advice: 'Tell of a real disagreement: what each side wanted, how you listened, and how it was resolved.',
    question: cues(
      'conflicts?\\b',
      'disagree\\w*',
      'argu(?:e|ed|ing|ment)',
      'clash\\w*',
      'friction',
      'tensions?\\b',
      "(?:didn't|did not|don't|do not) get along",
      'difficult (?:co-?worker|colleague|teammate|team member|manager|boss|supervisor|person|classmate)',
      'push(?:ed)? back',
      'differen(?:t|ce) (?:of )?opinions?',
      'saw things differently',
    ),
    evidence: cues(
      'disagree\\w*',
      'conflicts?\\b',
      'argu(?:e|ed|ing|ment)\\w*',
      'tensions?\\b|tense\\b',
      'friction',
      'clash\\w*',
      'compromis\\w*',
      'perspectives?\\b|point of view|(?:his|her|their) (?:side|view|reasons?|concerns?)|concerns?\\b',
      'saw (?:it|things) differently|differen(?:t|ce) (?:of )?(?:views?|opinions?|ideas?|approach\\w*)|opinions?\\b',
      'resolv\\w*|settled?\\b|(?:sorted|worked|talked) (?:it|things) (?:out|through)',
      'common ground|middle ground|(?:met|meet) (?:him|her|them )?(?:halfway|in the middle)',
      'changed (?:his|her|their|my) mind|won (?:him|her|them) over|came round',
      'listened|heard (?:him|her|them) out|talked (?:it )?(?:over|about it)',
      'push(?:ed)? back|objected|insisted',
      '(?:he|she|they|my (?:manager|boss|supervisor|colleague|co-?worker|teammate|partner|classmate)) (?:still )?(?:wanted|thought|felt|argued|preferred|insisted|worried|objected|was worried)',
      'frustrat\\w*|upset\\b',
      'mediat\\w*|escalat\\w*',
      '(?:we|he|she|they) (?:both )?agreed|came to an agreement',
    ),
  },
  {
    id: 'failure',
    asksAbout: 'a mistake or failure of your own and what you learned from it',
    advice: 'Tell of a mistake you made yourself: own it plainly, say how you put it right and what you do differently since.',
    question: cues(
      'mistakes?\\b',
      'fail(?:ed|ure|ures|ing)?\\b',
      'setbacks?\\b',
      'regret\\w*',
      'missed',
      'fell short|fall short',
      "(?:didn't|did not) go (?:well|as planned|to plan)",
      'not proud',
      'do differently',
    ),
    evidence: cues(
      'mistakes?\\b',
      'errors?\\b',
      'fail(?:ed|ure|ing)?\\b',
      'wrong\\b',
      'my fault|blame\\w*',
      'missed\\b|overlooked|forgot\\w*',
      'should have|could have|shouldn\'t have',
      "(?:had not|hadn't|did not|didn't|never) (?:check|test|ask|plan|read|confirm|double-check)\\w*",
      'owned (?:up|it|that|the)|took (?:full )?responsibility|admitted|own up',
      'apolog\\w*|sorry',
      'put (?:it|things) right|made (?:it|things) right|fixed|corrected|regraded|re-?did',
      'lessons?\\b',
      'next time|since then|now I always|I now (?:always|check|test|ask)|more careful',
      'too late|late\\b|slipped',
      'underestimat\\w*|overconfident|assumed',
    ),
  },
  {
    id: 'adaptability',
    asksAbout: 'adapting when plans or circumstances changed',
    advice: 'Tell of a change you did not plan for: what changed, how you adjusted your plan, and how it turned out.',
    question: cues(
      'adapt\\w*',
      'adjust\\w*',
      'flexib\\w*',
      'chang(?:e|ed|es|ing) (?:of )?(?:plans?|priorities|direction|course|requirements)',
      'plans? changed|things changed|circumstances',
      'unexpected\\w*|unforeseen',
      'ambigu\\w*|uncertain\\w*',
    ),
    evidence: cues(
      'adapt\\w*',
      'adjust\\w*|flexib\\w*',
      'changed (?:the|our|my) (?:plan|approach|schedule)|switched|swapped|shifted|pivot\\w*|re-?plann?\\w*|rewrote|reworked|rearranged',
      'unexpected\\w*|suddenly|out of nowhere|without warning|went down|fell through|cancel\\w*|dropped out|fell ill|broke down',
      'instead|plan b|backup|fallback|workaround|alternative',
      'the night before|short notice|last[- ]minute|at the last',
      'no longer|could not|couldn\'t|wasn\'t available|not available',
    ),
  },
  {
    id: 'pressure',
    asksAbout: 'working under pressure or to a tight deadline and how you prioritised',
    advice: 'Tell of a real deadline or pressure: what was due when, how you decided what came first, and what you delivered in time.',
    question: cues(
      'deadlines?\\b',
      'pressure',
      'tight (?:timeline|schedule|turnaround)',
      'short notice|last[- ]minute',
      'prioriti[sz]\\w*|priorities',
      'juggl\\w*',
      'stress\\w*',
      'urgent\\w*',
      'too much (?:work|to do)|workload',
    ),
    evidence: cues(
      'deadlines?\\b',
      'pressure',
      'stress\\w*',
      'urgen\\w*',
      'prioriti[sz]\\w*|priorities|what came first|(?:most|least) (?:urgent|important)|rank(?:ed)? them|in order of',
      'on time|in time|ahead of schedule|early\\b',
      'due\\b',
      'overnight|that night|same day|next morning|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the end of)',
      '(?:within|in) (?:\\d+|two|three|four|five|six|a few|forty-eight|twenty-four) (?:hours|days)',
      'schedul\\w*|timeline|calendar|(?:to-do|task|one) list|time blocks?|(?:hour|minute) blocks?',
      'at once|at the same time|(?:in )?the same (?:week|day|month)|competing|overlapp\\w*|back-to-back|busy',
      'stayed late|extra hours|weekend',
      'cut (?:the )?scope|postponed|renegotiat\\w*|pushed back the|deferred',
    ),
  },
  {
    id: 'customer',
    asksAbout: 'dealing with a customer, client or user',
    advice: 'Tell of a real customer, client or user: what they needed or complained about, how you found out, and how it ended for them.',
    question: cues('customers?\\b', 'clients?\\b', 'users?\\b', 'guests?\\b', 'patrons?\\b', 'members? of the public', 'stakeholders?\\b', 'shoppers?\\b'),
    evidence: cues(
      'customers?\\b|clients?\\b|users?\\b|guests?\\b|patrons?\\b|shoppers?\\b|callers?\\b|buyers?\\b',
      'complain\\w*',
      'angry|unhappy|upset|rude|frustrated|annoyed|dissatisfied',
      'listened',
      'apolog\\w*',
      'calm\\w*|polite\\w*|patience|courteous',
      '(?:her|his|their) (?:needs?|problem|concern|complaint|request|order)',
      '(?:she|he|they) (?:needed|wanted|asked for|kept|came back)',
      'refund\\w*|replacement|discount',
      'satisf\\w*',
      'service',
      'expectations?\\b',
      'followed up|called (?:her|him|them)( back)?|emailed (?:her|him|them)',
    ),
  },
  {
    id: 'feedback',
    asksAbout: 'feedback or criticism you received and what you changed because of it',
    advice: 'Tell of feedback you were given: what was said, how you took it, and the concrete change you made.',
    question: cues('feedback', 'critici[sz]\\w*', 'critique\\w*', 'critical (?:feedback|comments?)', 'constructive'),
    evidence: cues(
      'feedback',
      'critici[sz]\\w*|critique\\w*|critical',
      'pointed out',
      '(?:told|showed) me (?:that|my|I)',
      'review\\w*',
      'took it on board|took it to heart|took (?:the|her|his|their) (?:advice|point)',
      'defensive',
      '(?:changed|rewrote|reworked|adjusted) (?:how|the way|my)',
      'improv\\w*',
      'asked (?:for|her|him|them) (?:for )?(?:more )?(?:feedback|advice|examples)',
      'suggest\\w*|advice',
    ),
  },
  {
    id: 'learning',
    asksAbout: 'learning something new, quickly, to get something done',
    advice: 'Tell of something you had to learn: what it was, how little time you had, how you learned it, and what you did with it.',
    question: cues(
      'learn\\w* (?:something|a new|new|quickly|fast|on the job)',
      'new (?:skill|tool|technology|language|system|software|subject|field)',
      'unfamiliar',
      '(?:teach|taught) (?:yourself|themselves)',
      'pick(?:ed)? up (?:a|something) new',
      'outside (?:your|of your) comfort zone',
    ),
    evidence: cues(
      'learn\\w*',
      'taught myself|teach myself|self-taught',
      'never (?:used|done|worked with|heard of)|had never|first time|new to me|unfamiliar|from scratch',
      'courses?\\b|tutorials?\\b|documentation|docs\\b|videos?\\b|textbook|certificat\\w*',
      'practi[cs]\\w*',
      'picked up|got up to speed|caught up',
      'read (?:up|the|through|about)',
      'asked (?:a|an|my|the) (?:mentor|colleague|expert|senior|teammate|professor|tutor)',
      'studied|study\\b',
      'understand\\w*|understood',
    ),
  },
  {
    id: 'leadership',
    asksAbout: 'a time you led others or took the lead',
    advice: 'Tell of a time you led: what needed doing, how you got others on board, and what the group achieved.',
    question: cues(
      'lead\\b|leader\\w*|leading',
      '\\bled\\b',
      'took (?:the )?(?:lead|charge|initiative)|take (?:the )?(?:lead|charge|initiative)',
      'initiative',
      'without being asked',
      'step(?:ped)? up',
      'motivat\\w* (?:a|the|your|other|others|people|group|team)\\b',
      'persuad\\w*|convinc\\w*|influenc\\w*|inspir\\w*',
      'in charge',
      'mentor\\w*|manag\\w* (?:a|the) team',
    ),
    evidence: cues(
      '\\bled\\b|lead\\b|leading|leader\\w*',
      'took (?:the )?(?:lead|charge|initiative|ownership)',
      'initiative',
      'step(?:ped)? (?:up|in)',
      'volunteered to|offered to',
      'organi[sz]ed|coordinat\\w*',
      'delegat\\w*|assigned (?:each|them|tasks|roles)',
      'train(?:ed)?\\b|coach(?:ed)?\\b|mentor(?:ed)?\\b|taught (?:the|them|others)|ran (?:a|the|two|three|weekly|\\d+) (?:workshops?|meetings?|sessions?|trainings?)',
      'persuad\\w*|convinc\\w*|on board|won (?:them|the team) over|signed up|joined (?:me|in)|followed (?:my|the) (?:lead|idea|plan)',
      'motivat\\w*|encourag\\w*',
      'proposed|presented|pitched|(?:my|an|the) idea|took it to',
      'in charge|made me',
      "nobody (?:had )?asked|no one (?:had )?asked|without being asked|nobody owned|no one owned",
      'set (?:the )?(?:goal|direction|plan|agenda)|(?:kick-?off|weekly) meeting',
    ),
  },
  {
    id: 'teamwork',
    asksAbout: 'working with others as a team',
    advice: 'Tell of a team you worked in: the shared goal, your own part in it, how you worked with the others, and what the team achieved.',
    question: cues('team\\w*', 'collaborat\\w*', 'group (?:project|work|assignment)', 'work(?:ed|ing)? (?:closely )?with (?:others|other people|colleagues|people)', 'together', 'cross-functional'),
    evidence: cues(
      'team\\b|teams\\b|teammates?\\b|team members?\\b|group\\b|groups\\b|classmates?\\b|fellow\\b',
      'together',
      'collaborat\\w*',
      'each other|one another|the others|everyone|both (?:groups|teams|departments|sides)|(?:another|other) (?:department|team)s?\\b|department',
      'split|divided|shared\\b|share\\b',
      'paired|pair\\b|sat (?:down )?with|met with|worked (?:closely )?with',
      '(?:our|a|the) (?:common |shared )?goal',
      'roles?\\b',
      'helped (?:her|him|them|a teammate|the others)|supported|covered for',
      'communicat\\w*|kept (?:everyone|the team|each other) (?:updated|informed)',
    ),
  },
  {
    id: 'weakness',
    asksAbout: 'a weakness of yours and how you are working on it',
    advice: 'Name one real weakness, give an example of it, and say what you are doing about it and what has improved.',
    question: cues('weakness\\w*', 'areas? (?:for|of) (?:improvement|growth|development)', 'improve about yourself', 'struggle with'),
    evidence: cues(
      'weakness\\w*',
      'struggl\\w*',
      'working on|work on',
      'improv\\w*',
      'used to|tend to|tendency',
      'not (?:as |very |always )?(?:good|comfortable|confident|organi[sz]ed|patient)',
      'nervous|uncomfortable|anxious',
      'practi[cs]\\w*',
      'now I|these days|so now|since then',
      'habit\\w*',
      'feedback|course\\b|coach\\w*',
    ),
  },
  {
    id: 'strengths',
    asksAbout: 'your strengths and what you would bring to the role',
    advice: 'Name one or two strengths that matter for this job and prove each with a short example.',
    question: cues('strengths?\\b', 'what are you (?:good|best|great) at', 'what makes you (?:stand out|unique|a good fit|the right)', 'why should we hire you', 'what (?:would|do) you bring'),
    evidence: cues(
      'strengths?\\b|strongest',
      "good at|best at|great at|strong at|skilled at|I(?:'m| am) (?:good|strong|skilled)",
      'I bring|bring to',
      'known for|people (?:say|tell me)|(?:colleagues|managers?|professors?) (?:say|said|describe|described)',
      'for example|for instance|such as when',
      'skills?\\b',
      'reliab\\w*|organi[sz]ed|analytical|detail|curious|patient|adaptab\\w*|communicat\\w*',
      'which is why|that is why|this is why',
    ),
  },
  {
    id: 'motivation',
    asksAbout: 'why you want this role and this company',
    advice: 'Say what draws you to this company and this role in particular, and link it to what you have done and want to do.',
    question: cues(
      'why (?:do|would) you (?:want|like|choose|apply)',
      'why (?:this|our|us|here)\\b',
      'why are you (?:interested|applying)',
      'what (?:interests|attracts|excites|draws) you',
      'what motivates you|what drives you',
      'where do you see yourself',
      'career goals?',
    ),
    evidence: cues(
      'want(?:ed)? to (?:join|work|be|build|grow|learn)|would (?:like|love) to|hope to|looking for|I(?:\'d| would) like',
      'join (?:you|your|this|the team)|joining',
      'because',
      '(?:your|this) (?:company|team|mission|product|products|role|position|job|work|values|culture|customers|clients)',
      'mission|values|culture',
      'excit\\w*|passion\\w*|love\\b|enjoy\\w*|inspir\\w*',
      'interest\\w*',
      'drawn to|attracted|admire\\w*',
      'career|future|long[- ]term|goals?\\b',
      'grow\\w*|develop\\w*',
      'fit\\b|match\\w*|align\\w*',
    ),
  },
];

/** Evidence cues an answer needs to be fully on topic; one cue alone is a word in passing. */
export const ON_TOPIC_EVIDENCE = 4;

export interface IntentFit {
  intent: Intent;
  /** The evidence the answer gives, as written in it, each cue once, in cue order. */
  evidence: string[];
  /** 0 with one cue or none (off topic), 1 from ON_TOPIC_EVIDENCE cues on, in steps between. */
  coverage: number;
}

/** What the question asks about, or null when its words name no intent (technical, open questions). */
export function questionIntent(question: string): Intent | null {
  let best: Intent | null = null;
  let bestHits = 0;
  for (const intent of INTENTS) {
    const hits = intent.question.filter((cue) => cue.test(question)).length;
    if (hits > bestHits) [best, bestHits] = [intent, hits];
  }
  return best;
}

/** The intent's evidence in a text, as written there, each cue once. */
export const evidenceIn = (intent: Intent, text: string): string[] =>
  intent.evidence.flatMap((cue) => {
    const found = cue.exec(text);
    return found ? [found[0].toLowerCase()] : [];
  });

/** How far the answer tells the kind of story the question asks for, or null when the question names none. */
export function intentFit(question: string, answer: string): IntentFit | null {
  const intent = questionIntent(question);
  if (!intent) return null;
  const evidence = evidenceIn(intent, answer);
  return { intent, evidence, coverage: Math.min(1, Math.max(0, (evidence.length - 1) / (ON_TOPIC_EVIDENCE - 1))) };
}
