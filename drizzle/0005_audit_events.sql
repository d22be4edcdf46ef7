CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" bigint NOT NULL,
	"public_id" text COLLATE "C" NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"actor_member_id" bigint NOT NULL,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text COLLATE "C" NOT NULL,
	"entity_public_id" text COLLATE "C" NOT NULL,
	"fund_public_id" text COLLATE "C",
	"changes" jsonb NOT NULL,
	CONSTRAINT "audit_events_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "audit_events_entity_type" CHECK ("audit_events"."entity_type" in ('company', 'note', 'meeting', 'fund_company', 'tracker_value', 'email', 'file'))
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_member_id_members_id_fk" FOREIGN KEY ("actor_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_list" ON "audit_events" USING btree ("workspace_id","at" DESC NULLS LAST,"public_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_entity" ON "audit_events" USING btree ("workspace_id","entity_type","entity_public_id","at" DESC NULLS LAST,"public_id" DESC NULLS LAST);