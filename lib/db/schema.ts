import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb';
import { blobs } from './schema-intake';
import { capped, searchVector } from './search-vector';

/**
 * Text compared byte-wise. Sort keys and public ids use it so that ordering
 * (and therefore keyset pagination) is identical on PGlite and on any
 * PostgreSQL, whatever the server's default collation.
 */
const textC = customType<{ data: string }>({
  dataType: () => 'text COLLATE "C"',
});

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });
const id = () => bigserial('id', { mode: 'number' }).primaryKey();
const ref = (name: string) => bigint(name, { mode: 'number' });
const workspaceId = () =>
  ref('workspace_id')
    .notNull()
    .references(() => workspaces.id);
const publicId = () => textC('public_id').notNull();
const createdAt = () => ts('created_at').notNull().defaultNow();
const deletedAt = () => ts('deleted_at');

export const workspaces = pgTable('workspaces', {
  id: id(),
  publicId: publicId().unique(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    workspaceId: workspaceId(),
    publicId: publicId().unique(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_workspace_email').on(t.workspaceId, sql`lower(${t.email})`)],
);

export const members = pgTable(
  'members',
  {
    id: id(),
    workspaceId: workspaceId(),
    publicId: publicId().unique(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').notNull(),
    /** Home's "since your last visit": moved only by the member marking it seen, never by a page view. */
    lastVisitAt: ts('last_visit_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('members_workspace_user').on(t.workspaceId, t.userId)],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    workspaceId: workspaceId(),
    publicId: publicId().unique(),
    memberId: ref('member_id')
      .notNull()
      .references(() => members.id),
    /** SHA-256 of the key, hex. The key itself is never stored. */
    keyHash: text('key_hash').notNull().unique(),
    /** First characters of the key, so an operator can tell keys apart. */
    prefix: text('prefix').notNull(),
    label: text('label'),
    createdAt: createdAt(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('api_keys_member').on(t.memberId)],
);

/**
 * The key the console acts with for a member signed in through OpenID Connect: made on first sign-in,
 * sealed with the deployment's secret key (lib/connections/secret-box.ts), never shown to anyone.
 */
export const memberConsoleKeys = pgTable('member_console_keys', {
  id: id(),
  memberId: ref('member_id')
    .notNull()
    .unique()
    .references(() => members.id),
  apiKeyId: ref('api_key_id')
    .notNull()
    .references(() => apiKeys.id),
  sealedKey: text('sealed_key').notNull(),
  createdAt: createdAt(),
});

export const companies = pgTable(
  'companies',
  {
    id: id(),
    workspaceId: workspaceId(),
    publicId: publicId().unique(),
    name: text('name').notNull(),
    /** lower(name), byte-ordered: the list's sort key. */
    sortName: textC('sort_name').notNull(),
    /** Lower-cased name, alternative names and domains, for substring search. */
    searchText: text('search_text').notNull(),
    primaryDomain: text('primary_domain'),
    domains: text('domains')
      .array()
      .notNull()
      .default(sql`'{}'`),
    alternativeNames: text('alternative_names')
      .array()
      .notNull()
      .default(sql`'{}'`),
    headline: text('headline'),
    linkedinSlug: text('linkedin_slug'),
    twitterSlug: text('twitter_slug'),
    crunchbaseSlug: text('crunchbase_slug'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** Name, alternative names and domains (also split at their dots, so `acme` finds acme.io). */
    searchVector: searchVector([{ expr: "search_text || ' ' || translate(search_text, '.', ' ')", weight: 'A' }]),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('companies_search').using('gin', t.searchVector),
    index('companies_list')
      .on(t.workspaceId, t.sortName, t.publicId)
      .where(sql`${t.deletedAt} is null`),
    // An email's sender matched to a company by any of its domains (lib/queries/company-domains.ts).
    index('companies_domains')
      .using('gin', t.domains)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('companies_primary_domain')
      .on(t.workspaceId, t.primaryDomain)
      .where(sql`${t.deletedAt} is null and ${t.primaryDomain} is not null`),
    // The few deleted companies: counts over a workspace's rows exclude them by an anti-join on this,
    // instead of hashing every live company (see companyNotDeleted).
    index('companies_deleted')
      .on(t.id)
      .where(sql`${t.deletedAt} is not null`),
  ],
);

export const funds = pgTable(
  'funds',
  {
    id: id(),
    workspaceId: workspaceId(),
    publicId: publicId().unique(),
    name: textC('name').notNull(),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('funds_list')
      .on(t.workspaceId, t.name, t.publicId)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * A company's membership of a fund. The company's sort key and public id are
 * copied here so that the fund's company list pages over one index.
 */
export const fundCompanies = pgTable(
  'fund_companies',
  {
    id: id(),
    workspaceId: workspaceId(),
    fundId: ref('fund_id')
      .notNull()
      .references(() => funds.id),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    companySortName: textC('company_sort_name').notNull(),
    companyPublicId: textC('company_public_id').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    removedAt: ts('removed_at'),
  },
  (t) => [
    uniqueIndex('fund_companies_live')
      .on(t.fundId, t.companyId)
      .where(sql`${t.removedAt} is null`),
    index('fund_companies_list')
      .on(t.fundId, t.companySortName, t.companyPublicId)
      .where(sql`${t.removedAt} is null`),
    index('fund_companies_company').on(t.companyId),
    check('fund_companies_status', sql`${t.status} in ('active', 'exited', 'dissolved')`),
  ],
);

export const persons = pgTable(
  'persons',
  {
    id: id(),
    workspaceId: workspaceId(),
    publicId: publicId().unique(),
    companyId: ref('company_id').references(() => companies.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    title: text('title'),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('persons_workspace').on(t.workspaceId)],
);

export const notes = pgTable(
  'notes',
  {
    id: id(),
    workspaceId: workspaceId(),
    publicId: publicId().unique(),
    companyId: ref('company_id').references(() => companies.id),
    personId: ref('person_id').references(() => persons.id),
    creatorMemberId: ref('creator_member_id')
      .notNull()
      .references(() => members.id),
    content: text('content').notNull(),
    topics: text('topics').array().notNull(),
    occurredAt: ts('occurred_at').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    searchVector: searchVector([{ expr: capped('content'), weight: 'D' }]),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('notes_search').using('gin', t.searchVector),
    index('notes_company_list')
      .on(t.companyId, t.occurredAt.desc(), t.publicId.desc())
      .where(sql`${t.deletedAt} is null`),
    index('notes_person_list')
      .on(t.personId, t.occurredAt.desc(), t.publicId.desc())
      .where(sql`${t.deletedAt} is null`),
    check('notes_one_parent', sql`(${t.companyId} is null) <> (${t.personId} is null)`),
  ],
);

export const emails = pgTable(
  'emails',
  {
    id: id(),
    workspaceId: workspaceId(),
    publicId: publicId().unique(),
    companyId: ref('company_id').references(() => companies.id),
    subject: text('subject'),
    fromName: text('from_name'),
    fromEmail: text('from_email').notNull(),
    toEmails: text('to_emails')
      .array()
      .notNull()
      .default(sql`'{}'`),
    ccEmails: text('cc_emails')
      .array()
      .notNull()
      .default(sql`'{}'`),
    sentAt: ts('sent_at').notNull(),
    body: text('body').notNull(),
    /** The Message-ID header, or `sha256:<hex of the raw bytes>` when there is none: the intake's dedup key. */
    messageId: text('message_id'),
    /** Recipients with their display names, as the API returns them. */
    toRecipients: jsonb('to_recipients').$type<{ name: string | null; email: string }[]>(),
    /** In-Reply-To and References, to join a reply to its thread's touchpoint. */
    inReplyTo: text('in_reply_to'),
    referenceIds: text('reference_ids').array(),
    /** The HTML body as sent; shown only after sanitising. */
    bodyHtml: text('body_html'),
    /** What intake changed so the message could be stored (NUL removed, a date clamped, an id hashed). */
    intakeNotes: text('intake_notes')
      .array()
      .notNull()
      .default(sql`'{}'`),
    rawBlobId: ref('raw_blob_id').references(() => blobs.id),
    connectionId: ref('connection_id').references(() => connections.id),
    createdAt: createdAt(),
    searchVector: searchVector([
      { expr: "coalesce(subject, '')", weight: 'A' },
      { expr: capped('body'), weight: 'D' },
    ]),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('emails_search').using('gin', t.searchVector),
    index('emails_company').on(t.companyId),
    uniqueIndex('emails_message_id')
      .on(t.workspaceId, t.messageId)
      .where(sql`${t.messageId} is not null`),
  ],
);

export const files = pgTable(
  'files',
  {
    id: id(),
    workspaceId: workspaceId(),
    publicId: publicId().unique(),
    companyId: ref('company_id').references(() => companies.id),
    emailId: ref('email_id').references(() => emails.id),
    name: text('name').notNull(),
    extension: text('extension').notNull(),
    occurredAt: ts('occurred_at'),
    mediaType: text('media_type'),
    size: bigint('size', { mode: 'number' }),
    blobId: ref('blob_id').references(() => blobs.id),
    connectionId: ref('connection_id').references(() => connections.id),
    /** Set when a limit cut the file short, in the user's words. */
    truncated: text('truncated'),
    /** Why the file could not be read (corrupt, encrypted, unsupported); the rest of its email is still derived. */
    error: text('error'),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('files_email').on(t.emailId), index('files_company').on(t.companyId)],
);

/** A section of a file: a page of a document or a tab of a spreadsheet. */
export const fileElements = pgTable(
  'file_elements',
  {
    id: id(),
    workspaceId: workspaceId(),
    publicId: publicId().unique(),
    fileId: ref('file_id')
      .notNull()
      .references(() => files.id),
    kind: text('kind').notNull(),
    label: text('label'),
    index: integer('index').notNull(),
    content: text('content').notNull(),
    /** Sheets: the cells as text, row by row. */
    rows: jsonb('rows').$type<string[][]>(),
    searchVector: searchVector([{ expr: capped('content'), weight: 'D' }]),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('file_elements_file').on(t.fileId, t.index),
    index('file_elements_search').using('gin', t.searchVector),
  ],
);

export const meetings = pgTable(
  'meetings',
  {
    id: id(),
    workspaceId: workspaceId(),
    publicId: publicId().unique(),
    ownerMemberId: ref('owner_member_id')
      .notNull()
      .references(() => members.id),
    /** '' when the import named no provider, so the upsert key has no nulls. */
    provider: text('provider').notNull().default(''),
    meetingNoteId: text('meeting_note_id'),
    meetingNoteTitle: text('meeting_note_title'),
    creatorName: text('creator_name'),
    creatorEmail: text('creator_email'),
    calendarEventId: text('calendar_event_id'),
    calendarEventTitle: text('calendar_event_title'),
    calendarEventTime: ts('calendar_event_time').notNull(),
    /** The offset the import wrote the time in (minutes east of UTC), so the meeting shows its own clock. */
    calendarEventOffset: integer('calendar_event_offset'),
    notes: text('notes'),
    transcript: text('transcript'),
    /** Found by derivation: the company the import named, else the attendees' domains. */
    companyId: ref('company_id').references(() => companies.id),
    /** The company the import named (companyPublicId); derivation keeps it over the attendees'. */
    chosenCompanyId: ref('chosen_company_id').references(() => companies.id),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    searchVector: searchVector([
      { expr: "coalesce(meeting_note_title, '') || ' ' || coalesce(calendar_event_title, '')", weight: 'A' },
      { expr: capped('notes'), weight: 'B' },
      { expr: capped('transcript'), weight: 'D' },
    ]),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('meetings_search').using('gin', t.searchVector),
    uniqueIndex('meetings_upsert_key')
      .on(t.workspaceId, t.provider, t.meetingNoteId)
      .where(sql`${t.meetingNoteId} is not null`),
    // GET /meetings: newest first, in keyset pages.
    index('meetings_list')
      .on(t.workspaceId, t.calendarEventTime.desc(), t.publicId.desc())
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const meetingAttendees = pgTable(
  'meeting_attendees',
  {
    id: id(),
    workspaceId: workspaceId(),
    meetingId: ref('meeting_id')
      .notNull()
      .references(() => meetings.id),
    position: integer('position').notNull(),
    name: text('name'),
    email: text('email'),
    /** Set when an update replaced the attendee list: nothing is physically removed. */
    removedAt: ts('removed_at'),
  },
  (t) => [
    index('meeting_attendees_meeting')
      .on(t.meetingId, t.position)
      .where(sql`${t.removedAt} is null`),
  ],
);

export const touchpoints = pgTable(
  'touchpoints',
  {
    id: id(),
    workspaceId: workspaceId(),
    publicId: publicId().unique(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    headline: text('headline'),
    snippet: text('snippet'),
    topics: text('topics').array(),
    occurredAt: ts('occurred_at').notNull(),
    /** `event:<topic>` when same-kind updates a few days apart join it, else `item`; null for seeded rows. */
    groupKey: text('group_key'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('touchpoints_by_occurred')
      .on(t.companyId, t.occurredAt.desc(), t.publicId.desc())
      .where(sql`${t.deletedAt} is null`),
    index('touchpoints_by_updated')
      .on(t.companyId, t.updatedAt.desc(), t.publicId.desc())
      .where(sql`${t.deletedAt} is null`),
    // GET /touchpoints: every company's touchpoints by their last change (the home page's "what changed").
    index('touchpoints_recent')
      .on(t.workspaceId, t.updatedAt.desc(), t.publicId.desc())
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** What a touchpoint groups: exactly one of the item columns is set. */
export const touchpointItems = pgTable(
  'touchpoint_items',
  {
    id: id(),
    workspaceId: workspaceId(),
    touchpointId: ref('touchpoint_id')
      .notNull()
      .references(() => touchpoints.id),
    emailId: ref('email_id').references(() => emails.id),
    noteId: ref('note_id').references(() => notes.id),
    meetingId: ref('meeting_id').references(() => meetings.id),
    fileId: ref('file_id').references(() => files.id),
  },
  (t) => [
    index('touchpoint_items_touchpoint').on(t.touchpointId),
    // Derivation asks which touchpoint holds an item, and a poll which touchpoints an email is in: without these,
    // each asking read every item (2,175 full scans of the table in 1,000 emails).
    index('touchpoint_items_email')
      .on(t.emailId)
      .where(sql`${t.emailId} is not null`),
    index('touchpoint_items_note')
      .on(t.noteId)
      .where(sql`${t.noteId} is not null`),
    index('touchpoint_items_meeting')
      .on(t.meetingId)
      .where(sql`${t.meetingId} is not null`),
    index('touchpoint_items_file')
      .on(t.fileId)
      .where(sql`${t.fileId} is not null`),
    check('touchpoint_items_one', sql`num_nonnulls(${t.emailId}, ${t.noteId}, ${t.meetingId}, ${t.fileId}) = 1`),
  ],
);

export const insights = pgTable(
  'insights',
  {
    id: id(),
    workspaceId: workspaceId(),
    publicId: publicId().unique(),
    touchpointId: ref('touchpoint_id')
      .notNull()
      .references(() => touchpoints.id),
    category: text('category').notNull(),
    content: text('content').notNull(),
    occurredAt: ts('occurred_at').notNull(),
    searchVector: searchVector([{ expr: 'content', weight: 'B' }]),
    createdAt: createdAt(),
  },
  (t) => [
    index('insights_touchpoint').on(t.touchpointId, t.occurredAt.desc(), t.publicId),
    index('insights_search').using('gin', t.searchVector),
  ],
);

export const trackers = pgTable(
  'trackers',
  {
    id: id(),
    workspaceId: workspaceId(),
    publicId: publicId().unique(),
    name: textC('name').notNull(),
    kind: text('kind').notNull(),
    ingestionEnabled: boolean('ingestion_enabled').notNull().default(true),
    preferredUnit: text('preferred_unit'),
    description: text('description'),
    valuePolicy: jsonb('value_policy'),
    /** 'team', or 'private' to ownerMemberId. */
    visibility: text('visibility').notNull(),
    ownerMemberId: ref('owner_member_id').references(() => members.id),
    /** 'all', 'all_except' (tracker_scope_companies excluded) or 'selected'. */
    scope: text('scope').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('trackers_list')
      .on(t.workspaceId, t.name, t.publicId)
      .where(sql`${t.deletedAt} is null`),
    check('trackers_visibility', sql`${t.visibility} in ('team', 'private')`),
    check('trackers_private_owner', sql`${t.visibility} = 'team' or ${t.ownerMemberId} is not null`),
    check('trackers_scope', sql`${t.scope} in ('all', 'all_except', 'selected')`),
  ],
);

export const trackerScopeCompanies = pgTable(
  'tracker_scope_companies',
  {
    id: id(),
    workspaceId: workspaceId(),
    trackerId: ref('tracker_id')
      .notNull()
      .references(() => trackers.id),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
  },
  (t) => [uniqueIndex('tracker_scope_companies_key').on(t.trackerId, t.companyId)],
);

export const trackerValues = pgTable(
  'tracker_values',
  {
    id: id(),
    workspaceId: workspaceId(),
    publicId: publicId().unique(),
    trackerId: ref('tracker_id')
      .notNull()
      .references(() => trackers.id),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    value: jsonb('value').notNull(),
    unit: text('unit'),
    period: jsonb('period'),
    note: text('note'),
    origin: text('origin').notNull(),
    status: text('status').notNull(),
    effectiveAt: date('effective_at', { mode: 'string' }).notNull(),
    reportedAt: ts('reported_at').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    statusUpdatedAt: ts('status_updated_at').notNull().defaultNow(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('tracker_values_by_effective')
      .on(t.trackerId, t.effectiveAt.desc(), t.publicId.desc())
      .where(sql`${t.deletedAt} is null`),
    index('tracker_values_by_updated')
      .on(t.trackerId, t.updatedAt.desc(), t.publicId.desc())
      .where(sql`${t.deletedAt} is null`),
    index('tracker_values_company_by_effective')
      .on(t.trackerId, t.companyId, t.effectiveAt.desc(), t.publicId.desc())
      .where(sql`${t.deletedAt} is null`),
    index('tracker_values_company_by_updated')
      .on(t.trackerId, t.companyId, t.updatedAt.desc(), t.publicId.desc())
      .where(sql`${t.deletedAt} is null`),
    // The review queue: one status across every tracker, whole workspace or one company.
    index('tracker_values_review_by_effective')
      .on(t.workspaceId, t.status, t.effectiveAt.desc(), t.publicId.desc())
      .where(sql`${t.deletedAt} is null`),
    index('tracker_values_review_by_updated')
      .on(t.workspaceId, t.status, t.updatedAt.desc(), t.publicId.desc())
      .where(sql`${t.deletedAt} is null`),
    index('tracker_values_review_company')
      .on(t.companyId, t.status, t.effectiveAt.desc(), t.publicId.desc())
      .where(sql`${t.deletedAt} is null`),
    check('tracker_values_status', sql`${t.status} in ('suggested', 'confirmed', 'rejected')`),
  ],
);

/**
 * Evidence behind an insight or a tracker value: exactly one owner and exactly
 * one cited item.
 */
export const citations = pgTable(
  'citations',
  {
    id: id(),
    workspaceId: workspaceId(),
    insightId: ref('insight_id').references(() => insights.id),
    trackerValueId: ref('tracker_value_id').references(() => trackerValues.id),
    position: integer('position').notNull(),
    emailId: ref('email_id').references(() => emails.id),
    fileId: ref('file_id').references(() => files.id),
    elementId: ref('element_id').references(() => fileElements.id),
    meetingId: ref('meeting_id').references(() => meetings.id),
    noteId: ref('note_id').references(() => notes.id),
    touchpointId: ref('touchpoint_id').references(() => touchpoints.id),
    /** The exact passage of the cited source that supports the claim, for highlighting. */
    quote: text('quote'),
  },
  (t) => [
    index('citations_insight').on(t.insightId, t.position),
    index('citations_tracker_value').on(t.trackerValueId, t.position),
    // What cites an item: derivation retires an item's suggestions on every run, and without these that
    // lookup read every citation of every workspace. Each citation has one target, so one entry in one index.
    index('citations_email')
      .on(t.emailId)
      .where(sql`${t.emailId} is not null`),
    index('citations_file')
      .on(t.fileId)
      .where(sql`${t.fileId} is not null`),
    index('citations_element')
      .on(t.elementId)
      .where(sql`${t.elementId} is not null`),
    index('citations_meeting')
      .on(t.meetingId)
      .where(sql`${t.meetingId} is not null`),
    check('citations_one_owner', sql`num_nonnulls(${t.insightId}, ${t.trackerValueId}) = 1`),
    check(
      'citations_one_target',
      sql`num_nonnulls(${t.emailId}, ${t.fileId}, ${t.elementId}, ${t.meetingId}, ${t.noteId}, ${t.touchpointId}) = 1`,
    ),
  ],
);

export const connections = pgTable(
  'connections',
  {
    id: id(),
    workspaceId: workspaceId(),
    publicId: publicId().unique(),
    provider: text('provider').notNull(),
    label: text('label'),
    followLinks: boolean('follow_links').notNull().default(false),
    followDocsend: boolean('follow_docsend').notNull().default(false),
    /** Provider settings without secrets, e.g. IMAP host, port, user and mailbox. */
    settings: jsonb('settings').$type<Record<string, unknown>>(),
    /** Encrypted credentials (AES-256-GCM under the deployment's secret key). */
    secret: text('secret'),
    /** Where the next poll resumes, e.g. IMAP UIDVALIDITY and last UID. */
    cursor: jsonb('cursor').$type<Record<string, unknown>>(),
    /** Consecutive failed polls; authentication failures past a limit disable the connection. */
    failureCount: integer('failure_count').notNull().default(0),
    nextSyncAt: ts('next_sync_at'),
    /** Who items arriving through this connection are attributed to. */
    ownerMemberId: ref('owner_member_id').references(() => members.id),
    createdAt: createdAt(),
    syncedAt: ts('synced_at'),
    errorId: text('error_id'),
    errorAt: ts('error_at'),
    disabledAt: ts('disabled_at'),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('connections_list')
      .on(t.workspaceId, t.createdAt.desc(), t.publicId.desc())
      .where(sql`${t.deletedAt} is null`),
    // One upload connection per workspace: concurrent first uploads must not make two.
    uniqueIndex('connections_one_upload')
      .on(t.workspaceId)
      .where(sql`${t.provider} = 'upload' and ${t.deletedAt} is null`),
  ],
);

export * from './schema-platform';
export * from './schema-intake';
export * from './schema-audit';
export * from './schema-refused';
