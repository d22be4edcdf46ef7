ALTER TABLE "blobs" ADD COLUMN "in_file" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Stored bytes are mostly compressed already (PDF, XLSX, DOCX): pglz compression spent more than half of a big
-- write's time, on embedded PGlite on the event loop, for next to nothing.
ALTER TABLE "blob_parts" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "blobs" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
