import { exportCsv } from '@/lib/console/export/handler';

// Every export reads the API as it is now.
export const dynamic = 'force-dynamic';

/**
 * A table's rows as a CSV download (see lib/console/export/handler.ts). The
 * server's console gate has checked the session before this runs.
 */
export async function GET(request: Request, { params }: { params: Promise<{ table: string }> }) {
  const { table } = await params;
  return exportCsv(request, table);
}
