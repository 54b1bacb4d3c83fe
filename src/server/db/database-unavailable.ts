/**
 * Postgres's SQLSTATE classes and codes that say the database cannot be reached, is going away
 * (a restart, an operator ending connections) or is too slow to answer in time, as opposed to
 * a query that is wrong.
 */
const UNREACHABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // A statement cancelled at its timeout (database.ts): a lock held or the server overloaded.
  '57014',
]);
const UNREACHABLE_CLASS = '08';
/** What node-postgres and the OS say when no connection can be had. */
const UNREACHABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'connect ECONNREFUSED',
  'Client has encountered a connection error',
  'is not currently accepting connections',
  // The server did not answer a query within its time (database.ts): hung, or out of reach.
  'Query read timeout',
];

/** Whether an error means the database is out of reach for now: worth a 503 and a retry. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNREACHABLE_CODES.has(code) || code.startsWith(UNREACHABLE_CLASS)) return true;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET') return true;
  }
  return UNREACHABLE_MESSAGES.some((message) => error.message.includes(message));
}
