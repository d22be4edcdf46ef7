CREATE INDEX "companies_domains" ON "companies" USING gin ("domains") WHERE "companies"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "touchpoint_items_email" ON "touchpoint_items" USING btree ("email_id") WHERE "touchpoint_items"."email_id" is not null;--> statement-breakpoint
CREATE INDEX "touchpoint_items_note" ON "touchpoint_items" USING btree ("note_id") WHERE "touchpoint_items"."note_id" is not null;--> statement-breakpoint
CREATE INDEX "touchpoint_items_meeting" ON "touchpoint_items" USING btree ("meeting_id") WHERE "touchpoint_items"."meeting_id" is not null;--> statement-breakpoint
CREATE INDEX "touchpoint_items_file" ON "touchpoint_items" USING btree ("file_id") WHERE "touchpoint_items"."file_id" is not null;