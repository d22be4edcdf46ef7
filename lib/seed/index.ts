export { DEMO_SLUG, MAX_COMPANIES, isWorkspaceSeeded, seedDemo, type SeedSummary } from './demo';
export type { SeedProgress, ProgressFn } from './context';
