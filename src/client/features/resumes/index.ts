// What other areas use of the resume builder: starting a tailored copy for a job or an application;
// and what a cover letter shares with a resume: the template menu, the template's page with the
// resume's header, and the score's ring and breakdown.
export { resumeEditorPath, useTailorResume } from './use-tailor.tsx';
export { TemplatePicker } from './TemplatePicker.tsx';
export { TemplatePage } from './ResumePreview.tsx';
export { ScoreBreakdown, ScoreRing } from './AtsResultView.tsx';
