CREATE TABLE "refused_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" bigint NOT NULL,
	"public_id" text COLLATE "C" NOT NULL,
	"connection_id" bigint NOT NULL,
	"uid_validity" text,
	"uid" bigint,
	"message_id" text,
	"size" integer,
	"reason" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	CONSTRAINT "refused_messages_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "intake_notes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "refused_messages" ADD CONSTRAINT "refused_messages_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refused_messages" ADD CONSTRAINT "refused_messages_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refused_messages_list" ON "refused_messages" USING btree ("connection_id","created_at" DESC NULLS LAST,"public_id" DESC NULLS LAST) WHERE "refused_messages"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "refused_messages_uid" ON "refused_messages" USING btree ("connection_id","uid_validity","uid") WHERE "refused_messages"."deleted_at" is null and "refused_messages"."uid" is not null;