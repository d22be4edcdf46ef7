/**
 * A refusal or lookup failure an operator can act on: callers print the
 * message alone, without a stack trace.
 */
export class AdminError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminError';
  }
}
