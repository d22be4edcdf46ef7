import pg from 'pg';
import { env } from '../env';

/** Where a parse worker reads a blob kept in parts on PostgreSQL (blobs.ts), by itself. */
export interface BlobParts {
  blobId: number;
  size: number;
}

/**
 * A blob's parts, read by a parse worker over a connection of its own, so the bytes never reach the server's
 * event loop. Read there, each 256 KB part came as 350 KB of base64 text to decode, and a 19 MB file's parts
 * held the loop in stretches of up to 94 ms (GC and decoding), measured by `npm run bench:hostile`.
 * (pg cannot hand a bytea over as raw bytes: pg-protocol decodes every value as text.)
 */
export async function readBlobParts({ blobId, size }: BlobParts, url = env().DATABASE_URL): Promise<Buffer> {
  if (!url) throw new Error('a blob kept in parts needs PostgreSQL (DATABASE_URL)');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await joinParts({ blobId, size }, async (seq) => {
      const res = await client.query<{ bytes: string }>(
        `select encode(bytes, 'base64') as bytes from blob_parts where blob_id = $1 and seq = $2`,
        [blobId, seq],
      );
      return res.rows[0]?.bytes;
    });
  } finally {
    await client.end();
  }
}

/**
 * A blob's bytes from its parts in order, each read by `part` as base64 text (a statement per part, as they were
 * written): on the event loop through drizzle (blobs.ts), or in a parse worker over its own connection.
 */
export async function joinParts(
  { blobId, size }: BlobParts,
  part: (seq: number) => Promise<string | undefined>,
): Promise<Buffer> {
  const out = Buffer.allocUnsafe(size);
  let at = 0;
  for (let seq = 0; at < size; seq++) {
    const text = await part(seq);
    if (text === undefined) throw new Error(`blob ${blobId} is missing part ${seq}`);
    at += out.write(text, at, 'base64');
  }
  return out;
}
