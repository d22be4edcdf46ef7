-- Search (issue 23): English stemming with accents folded, one configuration for vectors and queries alike.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION "pi_search" (COPY = english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "pi_search" ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('pi_search'::regconfig, search_text || ' ' || translate(search_text, '.', ' ')), 'A')) STORED;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('pi_search'::regconfig, coalesce(subject, '')), 'A') || setweight(to_tsvector('pi_search'::regconfig, left(coalesce(body, ''), 150000)), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "file_elements" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('pi_search'::regconfig, left(coalesce(content, ''), 150000)), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "insights" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('pi_search'::regconfig, content), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('pi_search'::regconfig, coalesce(meeting_note_title, '') || ' ' || coalesce(calendar_event_title, '')), 'A') || setweight(to_tsvector('pi_search'::regconfig, left(coalesce(notes, ''), 150000)), 'B') || setweight(to_tsvector('pi_search'::regconfig, left(coalesce(transcript, ''), 150000)), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('pi_search'::regconfig, left(coalesce(content, ''), 150000)), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "companies_search" ON "companies" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "emails_search" ON "emails" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "file_elements_search" ON "file_elements" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "insights_search" ON "insights" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "meetings_search" ON "meetings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "notes_search" ON "notes" USING gin ("search_vector");