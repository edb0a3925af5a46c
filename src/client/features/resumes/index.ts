// What other areas use of the resume builder: starting a tailored copy for a job or an application.
export { RESUME_BUILDER_PATH, resumeEditorPath, useTailorResume } from './use-tailor.tsx';
