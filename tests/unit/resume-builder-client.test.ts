// The skills rule the editor applies as the user types.
import { describe, expect, it } from 'vitest';
import { withSkill } from '../../src/client/features/resumes/resume-model.ts';

describe('adding a skill', () => {
  it('trims it and keeps the order', () => {
    expect(withSkill(['SQL'], '  Excel ')).toEqual(['SQL', 'Excel']);
  });

  it('ignores a blank and a duplicate in any case', () => {
    expect(withSkill(['SQL'], '   ')).toBeNull();
    expect(withSkill(['SQL'], 'sql')).toBeNull();
  });
});
