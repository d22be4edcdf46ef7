import { proxy } from '@/lib/console/proxy';
import { upstream } from '@/lib/console/upstream';

export const dynamic = 'force-dynamic';

function handle(request: Request): Promise<Response> {
  return proxy(request, upstream());
}

export { handle as GET, handle as HEAD, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
