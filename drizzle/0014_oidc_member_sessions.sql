CREATE TABLE "member_console_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"api_key_id" bigint NOT NULL,
	"sealed_key" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_console_keys_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
ALTER TABLE "console_sessions" ADD COLUMN "member_id" bigint;--> statement-breakpoint
ALTER TABLE "member_console_keys" ADD CONSTRAINT "member_console_keys_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_console_keys" ADD CONSTRAINT "member_console_keys_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;