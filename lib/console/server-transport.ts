import 'server-only';
import { headers } from 'next/headers';
import { handleConsoleRequest } from './proxy';
import { registerServerTransport } from './transport';
import { MEMBER_HEADER } from './upstream-core';

// Server components prefetch through the proxy's own handler: the same
// operation allow-list, key and error answers as the browser's requests,
// acting for the member the console gate named on the page's request.
registerServerTransport(async (request) => {
  const member = (await headers()).get(MEMBER_HEADER);
  request.headers.delete(MEMBER_HEADER);
  if (member) request.headers.set(MEMBER_HEADER, member);
  return handleConsoleRequest(request);
});
