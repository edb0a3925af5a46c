// The interview feedback engine pinned on a corpus of original answers: the scores of a strong, a
// weak, an off-topic, an empty-ish and a rambling answer, the order they must keep, and findings
// that quote or name the part of the answer they are about. Relevance to the question's intent has
// its own tests (interview-intent.test.ts).
import { describe, expect, it } from 'vitest';
import type { InterviewQuestion, InterviewResponse } from '#shared/schemas/interview.ts';
import { analyseAnswer, analyseInterview } from '../../src/server/features/interview/feedback/index.ts';
import { CONFLICT_QUESTION, EMPTY_ISH, OFF_TOPIC, RAMBLING, SQL_ANSWER, SQL_QUESTION, STRONG, WEAK } from './fixtures/interview-answers.ts';

const conflict = (answer: string, duration = 90) => analyseAnswer({ question: CONFLICT_QUESTION, answer, duration, jobTerms: [] });

describe('interview feedback engine', () => {
  it('pins the corpus scores', () => {
    expect({
      strong: conflict(STRONG).score,
      weak: conflict(WEAK).score,
      offTopic: conflict(OFF_TOPIC).score,
      emptyIsh: conflict(EMPTY_ISH).score,
      rambling: conflict(RAMBLING).score,
    }).toEqual({ strong: 98, weak: 29, offTopic: 11, emptyIsh: 2, rambling: 12 });
  });

  it('ranks a better answer higher', () => {
    const strong = conflict(STRONG).score;
    for (const worse of [WEAK, OFF_TOPIC, EMPTY_ISH, RAMBLING]) expect(conflict(worse).score).toBeLessThan(strong);
    expect(conflict(EMPTY_ISH).score).toBeLessThan(conflict(WEAK).score);
  });

  it('finds each STAR part and quotes the sentence that shows it', () => {
    const { strengths, ratings } = conflict(STRONG);
    expect(ratings.structure).toBe(5);
    const star = strengths.find((s) => s.startsWith('STAR structure'))!;
    expect(star).toContain('result ("As a result we delivered two days early');
    expect(star).toContain('situation ("During my final year at university');
  });

  it('names what is missing and quotes where: no result, "we" over "I", no figures, off topic', () => {
    const weak = conflict(WEAK);
    expect(weak.improvements).toContain('No action: no sentence says it');
    expect(weak.improvements.some((i) => i.startsWith('"We" carries the story (6 × "we/our", 0 × "I/my"), as in "We had some disagreement'))).toBe(true);
    expect(weak.improvements.some((i) => i.startsWith('No figures: "Our team was good at that'))).toBe(true);
    expect(conflict(OFF_TOPIC).improvements).toContain(
      'Off topic: this answer does not answer the question asked, which is about a disagreement or conflict with someone and how you handled it; it opens with "I really enjoy hiking on weekends and I have visited many national parks."',
    );
    expect(conflict(WEAK).improvements).toContain(
      'Only partly on topic: the question asks about a disagreement or conflict with someone and how you handled it, and the answer touches on it only in passing ("disagreement", "sorted it out", "talked about it")',
    );
    // A question that names no kind of story is judged on its own words.
    expect(analyseAnswer({ question: SQL_QUESTION, answer: OFF_TOPIC, duration: 90, jobTerms: [] }).improvements).toContain(
      'Off topic: the question asks about "data", "analyst", "sql", "project" and the answer mentions none of it',
    );
  });

  it('names the filler and hedging words it found', () => {
    const { improvements, ratings } = conflict(RAMBLING);
    expect(ratings.delivery).toBe(1);
    expect(improvements.find((i) => i.startsWith('Filler and hedging'))).toContain('"basically", "i think", "maybe"');
  });

  it('judges length against the spoken time and the time spent', () => {
    expect(conflict(EMPTY_ISH).improvements).toContain('Too short: 3 words, about 0:01 spoken');
    const slow = conflict(STRONG, 400);
    expect(slow.ratings.length).toBe(3);
    expect(slow.improvements).toContain('You took 6:40 on this answer; the target is under 2:00');
  });

  it('an empty-ish answer earns no strengths', () => {
    expect(conflict(EMPTY_ISH).strengths).toEqual([]);
  });

  it("scores relevance against the job's terms, named in the findings", () => {
    const terms = ['SQL', 'Looker', 'Python'];
    const tied = analyseAnswer({ question: SQL_QUESTION, answer: SQL_ANSWER, duration: 60, jobTerms: terms });
    expect(tied.strengths).toContain('Tied to the job: you mention "SQL", "Looker"');
    const untied = analyseAnswer({ question: SQL_QUESTION, answer: SQL_ANSWER, duration: 60, jobTerms: ['Tableau', 'Python'] });
    expect(untied.improvements).toContain('The job asks for "Tableau", "Python"; the answer names none of them');
    expect(untied.score).toBeLessThan(tied.score);
  });

  it('is deterministic', () => {
    expect(conflict(STRONG)).toEqual(conflict(STRONG));
  });

  it("returns the spec's shape: the overall score is the answers' mean, the best and weakest named", () => {
    const question = (id: string, text: string): InterviewQuestion => ({ id, question: text, category: 'behavioral', difficulty: 'medium', tips: [] });
    const response = (q: InterviewQuestion, answer: string): InterviewResponse => ({ question: q.question, answer, duration: 90, timestamp: '2026-11-24T07:00:00.000Z' });
    const questions = [question('a', CONFLICT_QUESTION), question('b', CONFLICT_QUESTION), question('c', CONFLICT_QUESTION)];
    const feedback = analyseInterview({ questions, responses: [response(questions[0]!, STRONG), response(questions[1]!, WEAK)], jobTerms: [] });
    expect(feedback.overallScore).toBe(Math.round((98 + 29) / 2));
    expect(feedback.responseAnalysis.map((a) => [a.questionIndex, a.score])).toEqual([
      [0, 98],
      [1, 29],
    ]);
    expect(feedback.overallFeedback).toContain('Your strongest answer was question 1 (98); question 2 (29) has the most room to improve.');
    expect(feedback.keyRecommendations.at(-1)).toBe('Answer every question: 1 of 3 were left unanswered.');
    expect(feedback.wordedBy).toBe('local');
  });
});
