// The coach's relevance to the question asked (feedback/intent.ts): what a question asks about is
// read from its words, an answer that tells another kind of story is told so and loses at least 20
// points against the same answer on the question it answers, a weak answer on topic stays below a
// strong one, and a question that names no intent costs nothing. On answers written for this test,
// apart from the evaluation corpus (fixtures/interview-intents.ts).
import { describe, expect, it } from 'vitest';
import { INTENTS, intentFit, questionIntent } from '../../src/server/features/interview/feedback/intent.ts';
import { analyseAnswer, CRITERIA, OFF_TOPIC_SHARE, quote, WEIGHTS, type AnswerAnalysis } from '../../src/server/features/interview/feedback/rubric.ts';
import { INTENT_CASES } from './fixtures/interview-intents.ts';

const analyse = (question: string, answer: string) => analyseAnswer({ question, answer, duration: 90, jobTerms: [] });
/** The score from the six ratings alone, before any share for answering another question. */
const rubricScore = (a: AnswerAnalysis) => ((CRITERIA.reduce((sum, c) => sum + WEIGHTS[c] * a.ratings[c], 0) - 1) / 4) * 100;
const asksAbout = (id: string) => INTENTS.find((i) => i.id === id)!.asksAbout;
const offTopicFinding = (a: AnswerAnalysis) => a.improvements.find((i) => i.startsWith('Off topic: this answer does not answer the question asked'));

const withIntent = INTENT_CASES.filter((c) => c.intent !== null);
const NO_INTENT = [
  'Walk me through how you solved a difficult technical problem.',
  'Describe a technical decision where you had to trade one quality for another.',
  'Describe a decision you made with incomplete information.',
  'Tell me about a problem you solved with SQL. What went wrong, and how did you fix it?',
  ...INTENT_CASES.filter((c) => c.intent === null).map((c) => c.question),
];

describe('what a question asks about', () => {
  it('is read from its wording, not from an id', () => {
    for (const c of INTENT_CASES) expect([c.question, questionIntent(c.question)?.id ?? null]).toEqual([c.question, c.intent]);
    expect(questionIntent('Why do you want to work at Acme Analytics as Junior Data Analyst?')?.id).toBe('motivation');
    expect(questionIntent('Tell me about a time you motivated a group through a difficult stretch.')?.id).toBe('leadership');
    for (const question of NO_INTENT) expect([question, questionIntent(question)]).toEqual([question, null]);
  });
});

describe('an answer to the question asked', () => {
  it('scores above every answer written for another kind of question, by 20 points on average', () => {
    const gaps = withIntent.flatMap((own) => {
      const mine = analyse(own.question, own.answer);
      expect(offTopicFinding(mine)).toBeUndefined();
      return INTENT_CASES.filter((c) => c.intent !== own.intent).map((other) => ({
        question: own.question,
        other: other.question,
        gap: mine.score - analyse(own.question, other.answer).score,
      }));
    });
    expect(gaps.filter((g) => g.gap <= 0)).toEqual([]);
    expect(gaps.reduce((sum, g) => sum + g.gap, 0) / gaps.length).toBeGreaterThanOrEqual(20);
  });

  it('names what the question asks about when it is answered, quoting the sentence that shows it', () => {
    const [conflict] = withIntent;
    const { strengths } = analyse(conflict!.question, conflict!.answer);
    expect(strengths).toContain(`On topic: it answers what the question asks about (${asksAbout('conflict')}), as in ${quote('She still worried about staff time, so we met in the middle: I would run the reading hour every other week with one volunteer.')}`);
  });
});

describe('an answer to another question', () => {
  it('is told it does not answer the question, naming what the question asks about, and loses at least 20 points against the same answer on its own question', () => {
    let pairs = 0;
    for (const own of withIntent) {
      const onTopic = analyse(own.question, own.answer).score;
      for (const other of withIntent.filter((c) => c.intent !== own.intent)) {
        if (intentFit(other.question, own.answer)!.coverage > 0) continue; // a story may touch on two kinds
        const off = analyse(other.question, own.answer);
        pairs += 1;
        expect(offTopicFinding(off)).toBe(
          `Off topic: this answer does not answer the question asked, which is about ${asksAbout(other.intent!)}; it opens with ${quote(own.answer.split(/(?<=\.)\s/)[0]!)}`,
        );
        expect(off.suggestions).toContain(INTENTS.find((i) => i.id === other.intent)!.advice);
        expect(off.score).toBe(Math.round(rubricScore(off) * OFF_TOPIC_SHARE));
        expect({ own: own.question, asked: other.question, loss: onTopic - off.score >= 20 }).toMatchObject({ loss: true });
      }
    }
    // Most pairs are wholly off topic; the rule is not left untested by a skip.
    expect(pairs).toBeGreaterThan(withIntent.length * (withIntent.length - 3));
  });

  it('touching on the question in passing costs less than missing it, and is named', () => {
    const question = 'Tell me about a time you worked on a team to reach a shared goal.';
    const answer =
      'At my internship a fellow intern and I disagreed about how to count returning visitors. I listened to his reasons, then I wrote both queries and showed our manager the numbers side by side. As a result she chose one definition, we shipped on time, and we still review each other’s queries.';
    const passing = analyse(question, answer);
    expect(intentFit(question, answer)!.coverage).toBeGreaterThan(0);
    expect(intentFit(question, answer)!.coverage).toBeLessThan(1);
    expect(passing.improvements.some((i) => i.startsWith(`Only partly on topic: the question asks about ${asksAbout('teamwork')}`))).toBe(true);
    expect(passing.score).toBeGreaterThan(Math.round(rubricScore(passing) * OFF_TOPIC_SHARE));
    expect(passing.score).toBeLessThan(Math.round(rubricScore(passing)));
  });
});

describe('a weak answer on topic', () => {
  it('scores below the strong answer to the same question', () => {
    const weak: Record<string, string> = {
      conflict: 'My manager and I disagreed once about a shop event. I told her my view and in the end we sorted it out.',
      failure: 'I missed a deadline once on a report because I was busy. I said sorry and I try to plan better now.',
      customer: 'A guest complained about his room once. I apologised and fixed it, and he was fine after that.',
      weakness: 'My weakness is that I get nervous in meetings, so I am trying to speak up more.',
    };
    for (const [intent, answer] of Object.entries(weak)) {
      const strong = withIntent.find((c) => c.intent === intent)!;
      expect(offTopicFinding(analyse(strong.question, answer))).toBeUndefined();
      expect(analyse(strong.question, answer).score).toBeLessThan(analyse(strong.question, strong.answer).score - 20);
    }
  });
});

describe('a question that names no intent', () => {
  it('costs no answer anything: the score is the rubric alone, and no answer is told it tells the wrong story', () => {
    for (const question of NO_INTENT) {
      for (const c of INTENT_CASES) {
        const a = analyse(question, c.answer);
        expect(offTopicFinding(a)).toBeUndefined();
        expect(a.score).toBe(Math.round(rubricScore(a)));
      }
    }
  });
});
