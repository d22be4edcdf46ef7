import { handleConsoleRequest } from '@/lib/console/proxy';

export const dynamic = 'force-dynamic';

// The console proxy's one binding; the server calls the same handler (README: the console's proxy).
export {
  handleConsoleRequest as GET,
  handleConsoleRequest as HEAD,
  handleConsoleRequest as POST,
  handleConsoleRequest as PUT,
  handleConsoleRequest as PATCH,
  handleConsoleRequest as DELETE,
};
