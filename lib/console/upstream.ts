import 'server-only';

export { upstream } from './upstream-core';
