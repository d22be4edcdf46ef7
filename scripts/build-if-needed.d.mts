/** Builds the console when its sources changed since the last build. */
export function ensureBuild(): void;
