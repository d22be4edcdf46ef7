-- Concurrent first uploads could make two upload connections; keep the oldest.
UPDATE "connections" c SET "deleted_at" = now()
WHERE c."provider" = 'upload' AND c."deleted_at" IS NULL AND EXISTS (
  SELECT 1 FROM "connections" d
  WHERE d."workspace_id" = c."workspace_id" AND d."provider" = 'upload' AND d."deleted_at" IS NULL AND d."id" < c."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "connections_one_upload" ON "connections" USING btree ("workspace_id") WHERE "connections"."provider" = 'upload' and "connections"."deleted_at" is null;
