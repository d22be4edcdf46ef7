import 'server-only';
import { handleConsoleRequest } from './proxy';
import { registerServerTransport } from './transport';

// Server components prefetch through the proxy's own handler: the same
// operation allow-list, key and error answers as the browser's requests.
registerServerTransport(handleConsoleRequest);
