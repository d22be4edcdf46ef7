/**
 * Words that say a figure corrects one given before: "Correction: July net burn was $1.85M, not $1.9M",
 * "my typo — 45 at the end of July", "should have read £1.2M", "restated to $3.1M". A bare "not" counts only
 * before a figure, so "Revenue (not GMV) was …" corrects nothing.
 */
const CORRECTION =
  /\bcorrect(?:ion|ed|ing)\b(?! course)|\btypo\b|\bmis-?typed\b|\bshould (?:have )?read\b|\bshould have been\b|\brestated?\b|\brevised (?:to|down|up)\b|\bnot (?:quite )?(?:[$€£]|(?:USD|EUR|GBP) ?)?\d/i;

/** Whether the sentence a value was read from says it corrects an earlier figure. */
export const isCorrection = (quote: string): boolean => CORRECTION.test(quote);
