import 'server-only';
import { proxy } from './proxy';
import { registerServerTransport } from './transport';
import { upstream } from './upstream';

// Server components prefetch through the proxy function itself: the same
// operation allow-list, key and error answers as the browser's requests.
registerServerTransport((request) => proxy(request, upstream()));
