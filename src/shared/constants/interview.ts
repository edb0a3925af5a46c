// The interview coach. Only its interview types exist so far, for the database's CHECK
// constraint; the feature brings its questions, limits and messages here when it lands.

export const INTERVIEW_TYPES = ['behavioral', 'technical', 'leadership'] as const;
