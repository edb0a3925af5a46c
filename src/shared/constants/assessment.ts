// The career assessment. Only its kinds exist so far, for the database's CHECK constraint; the
// feature brings its questions, limits and messages here when it lands.

export const ASSESSMENT_TYPES = ['career_fit'] as const;
