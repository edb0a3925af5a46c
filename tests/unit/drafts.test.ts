// The draft rule (src/client/lib/drafts.ts) on resume drafts: a draft left in this browser opens
// over the saved resume only when it was made on that saved version or later, holds text, and
// differs; what a settled form asks of the store; and which stored drafts are read back at all.
import { describe, expect, it } from 'vitest';
import { parseStored, restorable, shouldKeep, type StoredDraft } from '../../src/client/lib/drafts.ts';
import { RESUME_DRAFT } from '../../src/client/features/resumes/draft-storage.ts';
import { blankContent, blankEntry, type WorkingResume } from '../../src/client/features/resumes/resume-model.ts';

const SAVED_AT = Date.UTC(2026, 0, 10, 12, 0, 0);

const filled = (firstName: string): WorkingResume => {
  const content = blankContent();
  content.personalInfo = { ...content.personalInfo, firstName, lastName: 'Hyrule', email: 'zelda@example.com' };
  return { template: 'modern-professional', content };
};
const blank = (): WorkingResume => ({ template: 'modern-professional', content: blankContent() });
const draft = (value: WorkingResume, base: number | null): StoredDraft<WorkingResume> => ({ value, base });

describe('restoring a resume draft over a saved resume', () => {
  const saved = filled('Zelda');

  it('never lays an empty draft over the saved fields (the reported bug)', () => {
    expect(restorable(draft(blank(), SAVED_AT), saved, SAVED_AT, RESUME_DRAFT)).toBeNull();
  });

  it('counts an added entry left blank, or a template alone, as empty', () => {
    const entryOnly = blank();
    entryOnly.content.experience = [blankEntry('experience')];
    expect(restorable(draft(entryOnly, SAVED_AT), saved, SAVED_AT, RESUME_DRAFT)).toBeNull();
    expect(restorable(draft({ ...blank(), template: 'executive-classic' }, null), blank(), null, RESUME_DRAFT)).toBeNull();
  });

  it('drops a draft made on an older saved version, or on none', () => {
    expect(restorable(draft(filled('Zeldaa'), SAVED_AT - 1), saved, SAVED_AT, RESUME_DRAFT)).toBeNull();
    expect(restorable(draft(filled('Zeldaa'), null), saved, SAVED_AT, RESUME_DRAFT)).toBeNull();
  });

  it('drops a draft equal to the saved resume, whatever order its keys were stored in', () => {
    const reordered = { content: { ...saved.content, personalInfo: Object.fromEntries(Object.entries(saved.content.personalInfo).reverse()) }, template: saved.template };
    expect(restorable(draft(reordered as WorkingResume, SAVED_AT), saved, SAVED_AT, RESUME_DRAFT)).toBeNull();
  });

  it('restores unsaved changes made on this saved version (or a newer one than the editor was given)', () => {
    const changed = filled('Zelda II');
    expect(restorable(draft(changed, SAVED_AT), saved, SAVED_AT, RESUME_DRAFT)).toEqual(changed);
    expect(restorable(draft(changed, SAVED_AT + 1), saved, SAVED_AT, RESUME_DRAFT)).toEqual(changed);
  });

  it('restores a resume never saved when it holds text', () => {
    expect(restorable(draft(filled('Link'), null), blank(), null, RESUME_DRAFT)).toEqual(filled('Link'));
    expect(restorable(null, blank(), null, RESUME_DRAFT)).toBeNull();
  });
});

describe('what a settled form keeps', () => {
  it('keeps a change, and nothing once the form matches the saved resume or is empty', () => {
    expect(shouldKeep(filled('Zelda II'), filled('Zelda'), RESUME_DRAFT)).toBe(true);
    expect(shouldKeep(filled('Zelda'), filled('Zelda'), RESUME_DRAFT)).toBe(false);
    expect(shouldKeep(blank(), filled('Zelda'), RESUME_DRAFT)).toBe(false);
  });
});

describe('reading a stored draft back', () => {
  it('reads its value and base, and fills what an older editor left out', () => {
    const stored = parseStored(JSON.stringify({ base: SAVED_AT, value: { template: 'modern-professional', content: { personalInfo: { firstName: 'Zelda' } } } }), RESUME_DRAFT);
    expect(stored?.base).toBe(SAVED_AT);
    expect(stored?.value.content.personalInfo.firstName).toBe('Zelda');
    expect(stored?.value.content.experience).toEqual([]);
  });

  it('refuses a draft from before drafts carried their base, garbage and an unknown template', () => {
    expect(parseStored(JSON.stringify(filled('Zelda')), RESUME_DRAFT)).toBeNull();
    expect(parseStored('{not json', RESUME_DRAFT)).toBeNull();
    expect(parseStored(JSON.stringify({ base: null, value: { ...filled('Zelda'), template: 'gone' } }), RESUME_DRAFT)).toBeNull();
    expect(parseStored(null, RESUME_DRAFT)).toBeNull();
  });
});
