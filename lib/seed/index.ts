export {
  DEFAULT_COMPANIES,
  DEMO_SLUG,
  MAX_COMPANIES,
  OTHER_SLUG,
  SeedError,
  isWorkspaceSeeded,
  seedDemo,
  type SeedOptions,
  type SeedSummary,
  type SeededWorkspace,
} from './demo';
export type { SeedProgress, ProgressFn } from './context';
export { ANCHOR } from './time';
