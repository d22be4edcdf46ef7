/** Past this many choices the button counts them instead of naming them: the names would not fit. */
const NAMED_AT_MOST = 2;

/** The labels of the options chosen, in the options' order. */
export function chosenLabels(
  options: readonly { value: string; label: string }[],
  chosen: readonly string[],
): string[] {
  const wanted = new Set(chosen);
  return options.filter((o) => wanted.has(o.value)).map((o) => o.label);
}

/**
 * What a multi-choice filter's button says, so its choice reads without
 * opening it: "Status" with nothing chosen, then "Status: Suggested, Confirmed"
 * or "Topics: 3 selected". The accessible name holds those words as shown, so
 * voice control can say what it sees, then the count or every choice:
 * "Status: Suggested, Confirmed, 2 selected", "Topics: 3 selected: A, B, C".
 */
export function selectionSummary(
  name: string,
  chosen: readonly string[],
  /** The accessible name with nothing chosen, when it says more than `name` ("Filter by status"). */
  accessibleName = name,
): { label: string; ariaLabel: string } {
  if (chosen.length === 0) return { label: name, ariaLabel: accessibleName };
  const all = chosen.join(', ');
  if (chosen.length <= NAMED_AT_MOST)
    return { label: `${name}: ${all}`, ariaLabel: `${accessibleName}: ${all}, ${chosen.length} selected` };
  const counted = `${chosen.length} selected`;
  return { label: `${name}: ${counted}`, ariaLabel: `${accessibleName}: ${counted}: ${all}` };
}

/**
 * For the MultiSelect showing a summary: it grows with the names up to a
 * width, then cuts them short (its first span is the text); the accessible
 * name still holds them all.
 */
export const SUMMARY_BUTTON = 'max-w-80 [&>span:first-child]:truncate';
