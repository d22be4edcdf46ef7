CREATE INDEX "citations_email" ON "citations" USING btree ("email_id") WHERE "citations"."email_id" is not null;--> statement-breakpoint
CREATE INDEX "citations_file" ON "citations" USING btree ("file_id") WHERE "citations"."file_id" is not null;--> statement-breakpoint
CREATE INDEX "citations_element" ON "citations" USING btree ("element_id") WHERE "citations"."element_id" is not null;--> statement-breakpoint
CREATE INDEX "citations_meeting" ON "citations" USING btree ("meeting_id") WHERE "citations"."meeting_id" is not null;