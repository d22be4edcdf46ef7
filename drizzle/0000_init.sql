CREATE TABLE "api_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" bigint NOT NULL,
	"public_id" text COLLATE "C" NOT NULL,
	"member_id" bigint NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"label" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	CONSTRAINT "api_keys_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "citations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" bigint NOT NULL,
	"insight_id" bigint,
	"tracker_value_id" bigint,
	"position" integer NOT NULL,
	"email_id" bigint,
	"file_id" bigint,
	"element_id" bigint,
	"meeting_id" bigint,
	"note_id" bigint,
	"touchpoint_id" bigint,
	CONSTRAINT "citations_one_owner" CHECK (num_nonnulls("citations"."insight_id", "citations"."tracker_value_id") = 1),
	CONSTRAINT "citations_one_target" CHECK (num_nonnulls("citations"."email_id", "citations"."file_id", "citations"."element_id", "citations"."meeting_id", "citations"."note_id", "citations"."touchpoint_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" bigint NOT NULL,
	"public_id" text COLLATE "C" NOT NULL,
	"name" text NOT NULL,
	"sort_name" text COLLATE "C" NOT NULL,
	"search_text" text NOT NULL,
	"primary_domain" text,
	"domains" text[] DEFAULT '{}' NOT NULL,
	"alternative_names" text[] DEFAULT '{}' NOT NULL,
	"headline" text,
	"linkedin_slug" text,
	"twitter_slug" text,
	"crunchbase_slug" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	CONSTRAINT "companies_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "connections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" bigint NOT NULL,
	"public_id" text COLLATE "C" NOT NULL,
	"provider" text NOT NULL,
	"label" text,
	"follow_links" boolean DEFAULT false NOT NULL,
	"follow_docsend" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"synced_at" timestamp (3) with time zone,
	"error_id" text,
	"error_at" timestamp (3) with time zone,
	"disabled_at" timestamp (3) with time zone,
	"deleted_at" timestamp (3) with time zone,
	CONSTRAINT "connections_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" bigint NOT NULL,
	"public_id" text COLLATE "C" NOT NULL,
	"company_id" bigint,
	"subject" text,
	"from_name" text,
	"from_email" text NOT NULL,
	"to_emails" text[] DEFAULT '{}' NOT NULL,
	"cc_emails" text[] DEFAULT '{}' NOT NULL,
	"sent_at" timestamp (3) with time zone NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	CONSTRAINT "emails_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "file_elements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" bigint NOT NULL,
	"public_id" text COLLATE "C" NOT NULL,
	"file_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"label" text,
	"index" integer NOT NULL,
	"content" text NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	CONSTRAINT "file_elements_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" bigint NOT NULL,
	"public_id" text COLLATE "C" NOT NULL,
	"company_id" bigint,
	"email_id" bigint,
	"name" text NOT NULL,
	"extension" text NOT NULL,
	"occurred_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	CONSTRAINT "files_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "fund_companies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" bigint NOT NULL,
	"fund_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"company_sort_name" text COLLATE "C" NOT NULL,
	"company_public_id" text COLLATE "C" NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp (3) with time zone,
	CONSTRAINT "fund_companies_status" CHECK ("fund_companies"."status" in ('active', 'exited', 'dissolved'))
);
--> statement-breakpoint
CREATE TABLE "funds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" bigint NOT NULL,
	"public_id" text COLLATE "C" NOT NULL,
	"name" text COLLATE "C" NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	CONSTRAINT "funds_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "insights" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" bigint NOT NULL,
	"public_id" text COLLATE "C" NOT NULL,
	"touchpoint_id" bigint NOT NULL,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"occurred_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insights_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_attendees" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" bigint NOT NULL,
	"meeting_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"name" text,
	"email" text,
	"removed_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" bigint NOT NULL,
	"public_id" text COLLATE "C" NOT NULL,
	"owner_member_id" bigint NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"meeting_note_id" text,
	"meeting_note_title" text,
	"creator_name" text,
	"creator_email" text,
	"calendar_event_id" text,
	"calendar_event_title" text,
	"calendar_event_time" timestamp (3) with time zone NOT NULL,
	"notes" text,
	"transcript" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	CONSTRAINT "meetings_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" bigint NOT NULL,
	"public_id" text COLLATE "C" NOT NULL,
	"user_id" bigint NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" bigint NOT NULL,
	"public_id" text COLLATE "C" NOT NULL,
	"company_id" bigint,
	"person_id" bigint,
	"creator_member_id" bigint NOT NULL,
	"content" text NOT NULL,
	"topics" text[] NOT NULL,
	"occurred_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	CONSTRAINT "notes_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "notes_one_parent" CHECK (("notes"."company_id" is null) <> ("notes"."person_id" is null))
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" bigint NOT NULL,
	"public_id" text COLLATE "C" NOT NULL,
	"company_id" bigint,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"title" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	CONSTRAINT "persons_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "touchpoint_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" bigint NOT NULL,
	"touchpoint_id" bigint NOT NULL,
	"email_id" bigint,
	"note_id" bigint,
	"meeting_id" bigint,
	"file_id" bigint,
	CONSTRAINT "touchpoint_items_one" CHECK (num_nonnulls("touchpoint_items"."email_id", "touchpoint_items"."note_id", "touchpoint_items"."meeting_id", "touchpoint_items"."file_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "touchpoints" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" bigint NOT NULL,
	"public_id" text COLLATE "C" NOT NULL,
	"company_id" bigint NOT NULL,
	"headline" text,
	"snippet" text,
	"topics" text[],
	"occurred_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	CONSTRAINT "touchpoints_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "tracker_scope_companies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" bigint NOT NULL,
	"tracker_id" bigint NOT NULL,
	"company_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracker_values" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" bigint NOT NULL,
	"public_id" text COLLATE "C" NOT NULL,
	"tracker_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"value" jsonb NOT NULL,
	"unit" text,
	"period" jsonb,
	"note" text,
	"origin" text NOT NULL,
	"status" text NOT NULL,
	"effective_at" date NOT NULL,
	"reported_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"status_updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	CONSTRAINT "tracker_values_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "tracker_values_status" CHECK ("tracker_values"."status" in ('suggested', 'confirmed', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "trackers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" bigint NOT NULL,
	"public_id" text COLLATE "C" NOT NULL,
	"name" text COLLATE "C" NOT NULL,
	"kind" text NOT NULL,
	"ingestion_enabled" boolean DEFAULT true NOT NULL,
	"preferred_unit" text,
	"description" text,
	"value_policy" jsonb,
	"visibility" text NOT NULL,
	"owner_member_id" bigint,
	"scope" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	CONSTRAINT "trackers_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "trackers_visibility" CHECK ("trackers"."visibility" in ('team', 'private')),
	CONSTRAINT "trackers_private_owner" CHECK ("trackers"."visibility" = 'team' or "trackers"."owner_member_id" is not null),
	CONSTRAINT "trackers_scope" CHECK ("trackers"."scope" in ('all', 'all_except', 'selected'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" bigint NOT NULL,
	"public_id" text COLLATE "C" NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text COLLATE "C" NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspaces_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "workspaces_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_insight_id_insights_id_fk" FOREIGN KEY ("insight_id") REFERENCES "public"."insights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_tracker_value_id_tracker_values_id_fk" FOREIGN KEY ("tracker_value_id") REFERENCES "public"."tracker_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_element_id_file_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."file_elements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_touchpoint_id_touchpoints_id_fk" FOREIGN KEY ("touchpoint_id") REFERENCES "public"."touchpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_elements" ADD CONSTRAINT "file_elements_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_elements" ADD CONSTRAINT "file_elements_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_companies" ADD CONSTRAINT "fund_companies_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_companies" ADD CONSTRAINT "fund_companies_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_companies" ADD CONSTRAINT "fund_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funds" ADD CONSTRAINT "funds_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insights" ADD CONSTRAINT "insights_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insights" ADD CONSTRAINT "insights_touchpoint_id_touchpoints_id_fk" FOREIGN KEY ("touchpoint_id") REFERENCES "public"."touchpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendees" ADD CONSTRAINT "meeting_attendees_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendees" ADD CONSTRAINT "meeting_attendees_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_owner_member_id_members_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_creator_member_id_members_id_fk" FOREIGN KEY ("creator_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touchpoint_items" ADD CONSTRAINT "touchpoint_items_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touchpoint_items" ADD CONSTRAINT "touchpoint_items_touchpoint_id_touchpoints_id_fk" FOREIGN KEY ("touchpoint_id") REFERENCES "public"."touchpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touchpoint_items" ADD CONSTRAINT "touchpoint_items_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touchpoint_items" ADD CONSTRAINT "touchpoint_items_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touchpoint_items" ADD CONSTRAINT "touchpoint_items_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touchpoint_items" ADD CONSTRAINT "touchpoint_items_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touchpoints" ADD CONSTRAINT "touchpoints_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touchpoints" ADD CONSTRAINT "touchpoints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_scope_companies" ADD CONSTRAINT "tracker_scope_companies_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_scope_companies" ADD CONSTRAINT "tracker_scope_companies_tracker_id_trackers_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."trackers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_scope_companies" ADD CONSTRAINT "tracker_scope_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_values" ADD CONSTRAINT "tracker_values_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_values" ADD CONSTRAINT "tracker_values_tracker_id_trackers_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."trackers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_values" ADD CONSTRAINT "tracker_values_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackers" ADD CONSTRAINT "trackers_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackers" ADD CONSTRAINT "trackers_owner_member_id_members_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_member" ON "api_keys" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "citations_insight" ON "citations" USING btree ("insight_id","position");--> statement-breakpoint
CREATE INDEX "citations_tracker_value" ON "citations" USING btree ("tracker_value_id","position");--> statement-breakpoint
CREATE INDEX "companies_list" ON "companies" USING btree ("workspace_id","sort_name","public_id") WHERE "companies"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_primary_domain" ON "companies" USING btree ("workspace_id","primary_domain") WHERE "companies"."deleted_at" is null and "companies"."primary_domain" is not null;--> statement-breakpoint
CREATE INDEX "connections_list" ON "connections" USING btree ("workspace_id","created_at" DESC NULLS LAST,"public_id" DESC NULLS LAST) WHERE "connections"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "emails_company" ON "emails" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "file_elements_file" ON "file_elements" USING btree ("file_id","index");--> statement-breakpoint
CREATE INDEX "files_email" ON "files" USING btree ("email_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fund_companies_live" ON "fund_companies" USING btree ("fund_id","company_id") WHERE "fund_companies"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "fund_companies_list" ON "fund_companies" USING btree ("fund_id","company_sort_name","company_public_id") WHERE "fund_companies"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "fund_companies_company" ON "fund_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "funds_list" ON "funds" USING btree ("workspace_id","name","public_id") WHERE "funds"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "insights_touchpoint" ON "insights" USING btree ("touchpoint_id","occurred_at" DESC NULLS LAST,"public_id");--> statement-breakpoint
CREATE INDEX "meeting_attendees_meeting" ON "meeting_attendees" USING btree ("meeting_id","position") WHERE "meeting_attendees"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_upsert_key" ON "meetings" USING btree ("workspace_id","provider","meeting_note_id") WHERE "meetings"."meeting_note_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_workspace_user" ON "members" USING btree ("workspace_id","user_id");--> statement-breakpoint
CREATE INDEX "notes_company_list" ON "notes" USING btree ("company_id","occurred_at" DESC NULLS LAST,"public_id" DESC NULLS LAST) WHERE "notes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "notes_person_list" ON "notes" USING btree ("person_id","occurred_at" DESC NULLS LAST,"public_id" DESC NULLS LAST) WHERE "notes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "persons_workspace" ON "persons" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "touchpoint_items_touchpoint" ON "touchpoint_items" USING btree ("touchpoint_id");--> statement-breakpoint
CREATE INDEX "touchpoints_by_occurred" ON "touchpoints" USING btree ("company_id","occurred_at" DESC NULLS LAST,"public_id" DESC NULLS LAST) WHERE "touchpoints"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "touchpoints_by_updated" ON "touchpoints" USING btree ("company_id","updated_at" DESC NULLS LAST,"public_id" DESC NULLS LAST) WHERE "touchpoints"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tracker_scope_companies_key" ON "tracker_scope_companies" USING btree ("tracker_id","company_id");--> statement-breakpoint
CREATE INDEX "tracker_values_by_effective" ON "tracker_values" USING btree ("tracker_id","effective_at" DESC NULLS LAST,"public_id" DESC NULLS LAST) WHERE "tracker_values"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tracker_values_by_updated" ON "tracker_values" USING btree ("tracker_id","updated_at" DESC NULLS LAST,"public_id" DESC NULLS LAST) WHERE "tracker_values"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tracker_values_company_by_effective" ON "tracker_values" USING btree ("tracker_id","company_id","effective_at" DESC NULLS LAST,"public_id" DESC NULLS LAST) WHERE "tracker_values"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tracker_values_company_by_updated" ON "tracker_values" USING btree ("tracker_id","company_id","updated_at" DESC NULLS LAST,"public_id" DESC NULLS LAST) WHERE "tracker_values"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "trackers_list" ON "trackers" USING btree ("workspace_id","name","public_id") WHERE "trackers"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_workspace_email" ON "users" USING btree ("workspace_id",lower("email"));