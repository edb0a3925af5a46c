// What other areas use of the resume builder: starting a tailored copy for a job or an application.
export { resumeEditorPath, useTailorResume } from './use-tailor.tsx';
