ALTER TABLE "meetings" ADD COLUMN "calendar_event_offset" integer;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "chosen_company_id" bigint;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_chosen_company_id_companies_id_fk" FOREIGN KEY ("chosen_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;