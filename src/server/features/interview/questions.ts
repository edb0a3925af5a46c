// The question bank and how a session's questions are chosen. Each type has more questions than a
// session asks, and a user's next session of a type starts further along the bank, so practice
// does not repeat the same questions. A session for a job asks about the skills its description
// names and why this company: the questions the real interview will ask.
import { INTERVIEW_QUESTION_COUNTS, type InterviewDifficulty, type InterviewType } from '#shared/constants/interview.ts';
import type { InterviewQuestion } from '#shared/schemas/interview.ts';

const q = (id: string, category: InterviewType, difficulty: InterviewDifficulty, question: string, tips: string[]): InterviewQuestion => ({
  id,
  question,
  category,
  difficulty,
  tips,
});

const BANK: Record<InterviewType, InterviewQuestion[]> = {
  behavioral: [
    q('b-teamwork', 'behavioral', 'easy', 'Tell me about a time you worked on a team to reach a shared goal.', [
      'Pick a team with a clear goal and a deadline.',
      'Make your own part clear: what did you do that others did not?',
      'End with the result and what the team achieved.',
    ]),
    q('b-conflict', 'behavioral', 'medium', 'Describe a time you disagreed with a teammate. How did you handle the conflict?', [
      'Choose a real disagreement about work, not personalities.',
      'Show how you listened and what you proposed.',
      'Say how it was resolved and how you work together now.',
    ]),
    q('b-failure', 'behavioral', 'hard', 'Tell me about a mistake you made and what you learned from it.', [
      'Own the mistake plainly; do not blame others.',
      'Spend most of the answer on how you fixed it.',
      'Close with what you do differently since.',
    ]),
    q('b-deadline', 'behavioral', 'medium', 'Describe a time you had several deadlines at once. How did you prioritise?', [
      'Name the competing tasks and their deadlines.',
      'Explain how you decided what came first.',
      'Give the outcome: what was delivered, and when.',
    ]),
    q('b-feedback', 'behavioral', 'easy', 'Tell me about a time you received critical feedback. What did you do with it?', [
      'Quote the feedback briefly.',
      'Show the concrete change you made.',
      'Say what improved because of it.',
    ]),
    q('b-learn-fast', 'behavioral', 'medium', 'Describe a time you had to learn something new quickly to get a task done.', [
      'Say what you had to learn and how little time you had.',
      'Describe how you learned it: sources, practice, people you asked.',
      'End with what you delivered using it.',
    ]),
    q('b-customer', 'behavioral', 'hard', 'Tell me about a time you dealt with a difficult customer, client or user.', [
      'Describe the situation without blaming the person.',
      'Show how you found out what they really needed.',
      'Give the outcome and what you would repeat.',
    ]),
  ],
  technical: [
    q('t-problem', 'technical', 'medium', 'Walk me through how you solved a difficult technical problem.', [
      'State the problem and why it was hard.',
      'Explain the steps you took and the options you rejected.',
      'Give the result and how you checked it worked.',
    ]),
    q('t-project', 'technical', 'easy', 'Describe a project you are proud of and the tools you used to build it.', [
      'Say what the project did and for whom.',
      'Name the tools and why you chose them.',
      'End with the outcome: users, grade, performance, lessons.',
    ]),
    q('t-debug', 'technical', 'hard', 'Tell me about a time something you built broke. How did you find and fix the cause?', [
      'Describe the symptom and its impact.',
      'Walk through how you narrowed down the cause.',
      'Say how you fixed it and how you prevented it from happening again.',
    ]),
    q('t-tradeoff', 'technical', 'hard', 'Describe a technical decision where you had to trade one quality for another.', [
      'Name the options and what each gave up.',
      'Explain the criteria you decided by.',
      'Say how the choice worked out.',
    ]),
  ],
  leadership: [
    q('l-initiative', 'leadership', 'medium', 'Tell me about a time you took the lead without being asked.', [
      'Say what needed doing and why no one was doing it.',
      'Describe how you got others on board.',
      'Give the result and what you learned about leading.',
    ]),
    q('l-influence', 'leadership', 'hard', 'Describe a time you persuaded others to change their approach.', [
      'Explain the original approach and why you wanted it changed.',
      'Show the evidence and arguments you used.',
      'Say what changed and what it achieved.',
    ]),
    q('l-motivate', 'leadership', 'medium', 'Tell me about a time you motivated a group through a difficult stretch.', [
      'Describe the difficulty and the mood of the group.',
      'Say what you did, specifically, to keep people going.',
      'End with the result and how the group felt afterwards.',
    ]),
    q('l-decision', 'leadership', 'hard', 'Describe a decision you made with incomplete information.', [
      'Say what was unknown and why you could not wait.',
      'Explain how you weighed the risk.',
      'Give the outcome and what you would do differently.',
    ]),
  ],
};

/** What a session is practised for: the job's title, company and the terms its description asks for. */
export interface QuestionTarget {
  jobTitle: string;
  companyName: string;
  /** Named skills first, most important first. */
  skills: readonly string[];
}

const whyCompany = (target: QuestionTarget, category: InterviewType): InterviewQuestion =>
  q('why-company', category, 'easy', `Why do you want to work at ${target.companyName} as ${target.jobTitle}?`, [
    `Show you know what ${target.companyName} does and what the role involves.`,
    'Link one or two of your experiences to what the job asks for.',
    'Say what you want to learn or achieve there.',
  ]);

const skillQuestion = (skill: string, target: QuestionTarget, index: number): InterviewQuestion =>
  index === 0
    ? q(`skill-${index}`, 'technical', 'medium', `The ${target.jobTitle} role asks for ${skill}. Describe a project where you used ${skill}: what did you build, and how?`, [
        `Pick the project where ${skill} mattered most.`,
        'Explain your choices, not only the steps.',
        'Give the result, with a number if you can.',
      ])
    : q(`skill-${index}`, 'technical', 'hard', `Tell me about a problem you solved with ${skill}. What went wrong, and how did you fix it?`, [
        'Describe the problem and why it was hard.',
        `Show how you used ${skill} to find and fix it.`,
        'Say what you would do differently now.',
      ]);

/**
 * The session's questions: `rotation` (the user's earlier sessions of this type) picks where in the
 * bank to start. With a target, a technical session asks first about the job's skills, and the
 * others end with "why this company".
 */
export function chooseQuestions(type: InterviewType, rotation: number, target: QuestionTarget | null): InterviewQuestion[] {
  const count = INTERVIEW_QUESTION_COUNTS[type];
  const bank = BANK[type];
  const fromBank = (n: number) => Array.from({ length: n }, (_, i) => bank[(rotation * count + i) % bank.length]!);
  if (!target) return fromBank(count);
  if (type === 'technical') {
    const skills = target.skills.slice(0, count).map((skill, i) => skillQuestion(skill, target, i));
    return [...skills, ...fromBank(count - skills.length)];
  }
  return [...fromBank(count - 1), whyCompany(target, type)];
}
