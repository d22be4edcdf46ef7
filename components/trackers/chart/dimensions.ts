/** The numeric chart's height, in pixels: shared with the placeholder shown while it loads. */
export const VALUE_CHART_HEIGHT = 280;

/**
 * The loaded history's height above the chart: the legend's row (text-sm,
 * 20 px) and the gap under it (space-y-3, 12 px). The placeholder takes the
 * whole height, so the page below does not move when the chart arrives.
 */
export const HISTORY_HEIGHT = 20 + 12 + VALUE_CHART_HEIGHT;
