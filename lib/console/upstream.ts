import 'server-only';

export { upstream, type Upstream } from './upstream-core';
