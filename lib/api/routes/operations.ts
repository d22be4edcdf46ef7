import * as activity from './activity/activity.routes';
import * as auditEvents from './audit-events/audit-events.routes';
import * as companies from './companies/companies.routes';
import * as connections from './connections/connections.routes';
import * as emails from './emails/emails.routes';
import * as files from './files/files.routes';
import * as companyFunds from './funds/company-funds.routes';
import * as funds from './funds/funds.routes';
import * as me from './me/me.routes';
import * as meetings from './meetings/meetings.routes';
import * as notes from './notes/notes.routes';
import * as touchpoints from './touchpoints/touchpoints.routes';
import * as trackerValues from './tracker-values/tracker-values.routes';
import * as trackerSeries from './trackers/series.routes';
import * as trackers from './trackers/trackers.routes';

export interface ApiOperation {
  method: string;
  /** OpenAPI-style template relative to /api/v1, e.g. `/companies/{companyPublicId}`. */
  path: string;
}

const modules: Record<string, unknown>[] = [
  activity,
  auditEvents,
  companies,
  companyFunds,
  connections,
  emails,
  files,
  funds,
  me,
  meetings,
  notes,
  touchpoints,
  trackers,
  trackerSeries,
  trackerValues,
];

function isOperation(value: unknown): value is ApiOperation {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { method?: unknown }).method === 'string' &&
    typeof (value as { path?: unknown }).path === 'string'
  );
}

/** Every method + path the API serves, read off the route definitions themselves. */
export const API_OPERATIONS: readonly ApiOperation[] = modules.flatMap((m) =>
  Object.values(m)
    .filter(isOperation)
    .map((r) => ({ method: r.method.toUpperCase(), path: r.path })),
);
