// What other areas use of the interview coach: practice for an application.
export { InterviewPractice } from './InterviewPractice.tsx';
