import { loadSource } from '@/lib/sources/load';

// Read from the database on every request, as the source pages are.
export const dynamic = 'force-dynamic';

/**
 * A cited source as JSON for the review queue's evidence pane: the same
 * `loadSource` the source pages render, so the pane and the page agree. The
 * server's console gate has checked the session before this runs.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ type: string; publicId: string }> }) {
  const { type, publicId } = await params;
  const result = await loadSource(type, publicId);
  return Response.json(result, { headers: { 'cache-control': 'no-store' } });
}
