/**
 * Words around a figure that say it is no reported actual, or whose it is: a plan or a belief, a condition, a
 * target date, a gap to plan, a part of the figure, a change or a comparison, and what came in. Split out of
 * prose-values.ts, which applies them clause by clause.
 */

export const FORECAST = new RegExp(
  String.raw`\b(?:expect(?:s|ed|ing)?|forecast(?:s|ed|ing)?|project(?:ed|ing|ions?)|targets?|targeted|targeting|plan(?:s|ned|ning)?\s+(?:to|is|for|of)|planned|plan\s*:|goals?|pipeline|budget(?:s|ed)?|guidance|outlook|estimate[sd]?|propos(?:ed|es|al)|anticipate[sd]?|aim(?:s|ing)?\s+(?:to|for)|on\s+track\s+to|hope\s+to|will|we'll|going\s+to|should\s+(?:reach|hit|end|be)|by\s+(?:the\s+)?(?:year[- ]?end|end\s+of)|next\s+(?:month|quarter|year)|` +
    // German, French and Spanish plans and targets.
    // Portuguese and Spanish "a meta para março", Italian "obiettivo": a target.
    String.raw`(?:a|la|nossa|nuestra)\s+metas?|metas?\s+(?:para|de|era|é|es)|obiettiv[oi]|Ziel(?:e|wert)?|Prognosen?|geplant|objectifs?|prévisions?|prévu[es]*|presupuestos?|objetivos?|previsi[oó]n(?:es)?|previstos?|` +
    // "heading to", and the same in Portuguese, Italian, Dutch and Norwegian: a figure not reached yet.
    String.raw`heading\s+(?:to|towards)|a\s+caminho\s+d[oa]s?|in\s+rotta\s+verso|op\s+weg\s+naar|på\s+vei\s+mot|` +
    // "We think we cross $2M", "we plan ~€800k"; French "prévoit", German "erwartet": a belief or plan, not a figure.
    String.raw`(?:we|I|they)\s+(?:still\s+|also\s+)?(?:think|believe|plan)|prévoi(?:t|ent|r)|prévoyons|erwart(?:et|en|e)|planen|plant)\b`,
  'i',
);
// "$3M ARR target", "$2.5M budget" — but not "$120k, under budget" or "ahead of plan".
export const FORECAST_AFTER =
  /^\s*(?:(?!under\b|over\b|below\b|above\b|ahead\b|behind\b|vs\b|versus\b|against\b|of\b|than\b)[A-Za-z]+\s+)?(?:target|forecast|budget|goal|guidance|projection|estimate|plan)\b/i;
// "if the pilot converts": a figure on a condition is not one reached.
export const CONDITION = /\b(?:if|unless|provided)\s+(?:the|we|our|they|it|all|this|that|both|a|an)\b/i;
// "75 FTE by December", "A$7.2M by 30 June 2027": a figure to reach by then (unless the clause says it had been reached).
export const BY_LATER =
  /^\s*(?:[\p{L}-]+\s+){0,2}by\s+(?:the\s+)?(?:end\s+of\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/iu;
// "burn is running ~$100k/month over plan": the gap to a plan, not the figure (but "$120k, under budget" is).
export const VARIANCE =
  /^\s*(?:\/\s*(?:month|mo)\b|(?:per|a)\s+month\b)?\s*(?:over|above|under|below|ahead\s+of|behind)\s+(?:the\s+)?(?:plan|budget|target|forecast)\b/i;
// "March burn includes a one-off $60k legal bill", "Headcount excludes the 2 advisors": a part, or what is left out.
export const PART =
  /\b(?:includ|exclud)(?:e|es|ed|ing)\b(?:\s+(?!(?:is|was|were|are|at|stood|stands|came|reached|hit|of|to|totals?|totalled)\b)[\w-]+){0,3}\s*[~≈]?$/i;
// "ARR was 1.49m not 1.94m": the figure after "not" is the one corrected.
export const DELTA =
  /(?:\b(?:not|from|vs\.?|versus|against|compared\s+(?:to|with)|contre|gegenüber|than|by|up|down|plus|previously|(?:increase|decrease|growth|change|drop|rise)\s+of)|\+)\s*(?:(?:about|around|roughly|nearly|some|another)\s+|[~≈]\s*)?$/i;
// French "contre" and German "gegenüber" compare too: "6,8 M€ (contre 4,1 M€ en 2024)".
export const COMPARISON = /\b(?:from|vs\.?|versus|against|compared\s+(?:to|with)|contre|gegenüber|than)\s*$/i;
export const ADDED =
  /(?:\b(?:hired|hiring|added|adding|onboarded|signed|closed|won|lost|churned|welcomed|another|plus)|\+)\s*(?:(?:about|around|roughly|nearly|some|another)\s+|[~≈]\s*)?$/i;
