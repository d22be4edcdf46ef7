import { proxy } from '@/lib/console/proxy';
import { upstream } from '@/lib/console/upstream';

export const dynamic = 'force-dynamic';

function handle(request: Request): Promise<Response> {
  const base = process.env.APP_BASE_URL;
  return proxy(request, upstream(), base ? [new URL(base).origin] : []);
}

export { handle as GET, handle as HEAD, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
