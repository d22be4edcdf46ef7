/** The console's build folder: `.next`, or PI_NEXT_DIST_DIR. */
export const distDir: string;

/** Builds the console when its sources changed since the last build. */
export function ensureBuild(): void;
