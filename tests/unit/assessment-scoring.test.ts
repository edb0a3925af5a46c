// The assessment's engines on fixed inputs: the quiz's points, score and tie-break, and the Interest
// Profiler's raw scores, interest code, career matching, the identical-answers rule and the
// learning path.
import { describe, expect, it } from 'vitest';
import { PROFILER_LIMITS, QUIZ_LIMITS, RIASEC_AREAS, TRAIT_RESULTS, TRAITS } from '#shared/constants/assessment.ts';
import { allOccupations } from '../../src/server/engines/onet/index.ts';
import {
  interestCode,
  jobSearchTerm,
  matchCareers,
  missingTechnologies,
  profilerItems,
  scoreProfiler,
  type RiasecScores,
} from '../../src/server/features/assessment/profiler.ts';
import { scoreQuiz } from '../../src/server/features/assessment/quiz.ts';

describe('the quiz', () => {
  it('adds 2 points per answer to the trait of the option and scores the top trait’s share', () => {
    const result = scoreQuiz([2, 2, 2, 0, 1]);
    expect(result.categories).toEqual({ analytical: 2, social: 2, creative: 6, leadership: 0 });
    expect(result.topCategory).toBe('creative');
    expect(result.overallScore).toBe(60);
    expect(result.suggestions).toEqual([...TRAIT_RESULTS.creative.suggestions]);
    expect(result.strengths).toHaveLength(4);
    expect(result.recommendations).toHaveLength(3);
  });

  it('scores 100% when every answer picks the same trait', () => {
    expect(scoreQuiz([3, 3, 3, 3, 3])).toMatchObject({ topCategory: 'leadership', overallScore: 100 });
  });

  it('breaks ties in the order analytical, social, creative, leadership', () => {
    expect(scoreQuiz([3, 2, 3, 2, 0]).topCategory).toBe('creative');
    expect(scoreQuiz([1, 3, 1, 3, 2]).topCategory).toBe('social');
    expect(scoreQuiz([3, 0, 1, 2, 0])).toMatchObject({ topCategory: 'analytical', overallScore: 40 });
  });

  it('always totals ten points', () => {
    for (const answers of [[0, 1, 2, 3, 0], [1, 1, 1, 1, 1], [3, 2, 1, 0, 3]]) {
      const { categories } = scoreQuiz(answers);
      expect(TRAITS.reduce((sum, t) => sum + categories[t], 0)).toBe(QUIZ_LIMITS.questions * QUIZ_LIMITS.pointsPerAnswer);
    }
  });
});

const answersBy = (byArea: Partial<Record<string, number>>, otherwise = 0) =>
  profilerItems().map((item) => byArea[item.area] ?? otherwise);
const scores = (values: number[]) => Object.fromEntries(RIASEC_AREAS.map((a, i) => [a, values[i]!])) as RiasecScores;

describe('the Interest Profiler', () => {
  it('has the 60 items, ten per area', () => {
    const items = profilerItems();
    expect(items).toHaveLength(PROFILER_LIMITS.items);
    for (const area of RIASEC_AREAS) expect(items.filter((i) => i.area === area)).toHaveLength(PROFILER_LIMITS.itemsPerArea);
    expect(items[0]).toEqual({ area: 'R', text: 'Build kitchen cabinets' });
  });

  it('sums each area’s answers coded 0-4 into a raw score of 0-40', () => {
    expect(scoreProfiler(answersBy({ S: 4, A: 3, E: 2 }))).toEqual({ R: 0, I: 0, A: 30, S: 40, E: 20, C: 0 });
    expect(scoreProfiler(answersBy({}, 4))).toEqual({ R: 40, I: 40, A: 40, S: 40, E: 40, C: 40 });
  });

  it('forms the interest code from the top one to three areas above the lowest', () => {
    expect(interestCode(scores([0, 0, 30, 40, 20, 0]))).toBe('SAE');
    expect(interestCode(scores([10, 35, 10, 10, 10, 10]))).toBe('I');
    expect(interestCode(scores([20, 30, 30, 5, 12, 40]))).toBe('CIA');
    expect(interestCode(scores([25, 25, 25, 25, 25, 25]))).toBe('');
  });

  it('matches careers whose first high point is in the code, closest profile first, by Job Zone', () => {
    const investigative = scores([8, 38, 10, 12, 6, 14]);
    const careers = matchCareers(investigative);
    expect(careers.length).toBe(PROFILER_LIMITS.careers);
    for (const career of careers) expect(career.highPoints[0]).toBe('I');
    const zone4 = matchCareers(investigative, { jobZone: 4 });
    expect(zone4.length).toBeGreaterThan(0);
    for (const career of zone4) expect(career.jobZone).toBe(4);
  });

  it('matches no careers when every answer is the same', () => {
    for (const answer of [0, 2, 4]) expect(matchCareers(scoreProfiler(answersBy({}, answer)))).toEqual([]);
  });

  it('keeps for each occupation a title, description, levels and Hot Technologies', () => {
    const analysts = allOccupations().find((o) => o.title === 'Data Scientists');
    expect(analysts).toMatchObject({ jobZone: expect.any(Number), highPoints: expect.stringMatching(/^I/) });
    expect(analysts!.levels).toHaveLength(6);
    expect(analysts!.technologies.length).toBeGreaterThan(0);
  });

  it('lists the technologies a resume does not name, in any of their spellings', () => {
    const techs = ['Microsoft Excel', 'Structured query language SQL', 'Python', 'Tableau', 'C++'];
    expect(missingTechnologies(techs, 'Skills: Excel, sql and python scripting')).toEqual(['Tableau', 'C++']);
    expect(missingTechnologies(techs, 'Built reports in Tableau; wrote C++ tools')).toEqual([
      'Microsoft Excel',
      'Structured query language SQL',
      'Python',
    ]);
    // A word inside another word is no mention.
    expect(missingTechnologies(['Python'], 'pythonic')).toEqual(['Python']);
  });

  it('searches the job board for the first job a title names, singular', () => {
    expect(jobSearchTerm('Software Developers')).toBe('Software Developer');
    expect(jobSearchTerm('Software Quality Assurance Analysts and Testers')).toBe('Software Quality Assurance Analyst');
    expect(jobSearchTerm('Molecular and Cellular Biologists')).toBe('Molecular and Cellular Biologist');
    expect(jobSearchTerm('Bus Drivers, Transit and Intercity')).toBe('Bus Driver');
    expect(jobSearchTerm('Secretaries and Administrative Assistants, Except Legal, Medical, and Executive')).toBe('Secretary');
    expect(jobSearchTerm('Coaches and Scouts')).toBe('Coach');
    expect(jobSearchTerm('Registered Nurses')).toBe('Registered Nurse');
    expect(jobSearchTerm('Chief Executives')).toBe('Chief Executive');
  });
});
