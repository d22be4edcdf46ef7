CREATE TABLE "blobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" bigint NOT NULL,
	"sha256" text NOT NULL,
	"size" bigint NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "derivation_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" bigint NOT NULL,
	"item_type" text NOT NULL,
	"item_id" bigint NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp (3) with time zone,
	"error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "derivation_jobs_state" CHECK ("derivation_jobs"."state" in ('queued', 'processing', 'done', 'failed')),
	CONSTRAINT "derivation_jobs_type" CHECK ("derivation_jobs"."item_type" in ('email', 'file', 'meeting', 'note'))
);
--> statement-breakpoint
ALTER TABLE "citations" ADD COLUMN "quote" text;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "settings" jsonb;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "secret" text;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "cursor" jsonb;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "failure_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "next_sync_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "owner_member_id" bigint;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "to_recipients" jsonb;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "in_reply_to" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "reference_ids" text[];--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "raw_blob_id" bigint;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "connection_id" bigint;--> statement-breakpoint
ALTER TABLE "file_elements" ADD COLUMN "rows" jsonb;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "media_type" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "size" bigint;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "blob_id" bigint;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "connection_id" bigint;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "truncated" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "company_id" bigint;--> statement-breakpoint
ALTER TABLE "touchpoints" ADD COLUMN "group_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "derivation_jobs_item" ON "derivation_jobs" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE INDEX "derivation_jobs_due" ON "derivation_jobs" USING btree ("run_at","id") WHERE "derivation_jobs"."state" in ('queued', 'processing');--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_owner_member_id_members_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_raw_blob_id_blobs_id_fk" FOREIGN KEY ("raw_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "emails_message_id" ON "emails" USING btree ("workspace_id","message_id") WHERE "emails"."message_id" is not null;--> statement-breakpoint
CREATE INDEX "files_company" ON "files" USING btree ("company_id");