CREATE TABLE "blob_parts" (
	"blob_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "blob_parts_blob_id_seq_pk" PRIMARY KEY("blob_id","seq")
);
--> statement-breakpoint
ALTER TABLE "blobs" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blob_parts" ADD CONSTRAINT "blob_parts_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE cascade ON UPDATE no action;