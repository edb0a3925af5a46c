/** One reading of a 0–100 score everywhere it is shown (match, ATS, interview feedback), so the same
 * number never looks good on one screen and poor on another. */
export const scoreColor = (score: number) => (score >= 80 ? 'green' : score >= 60 ? 'teal' : score >= 40 ? 'yellow' : 'red');
