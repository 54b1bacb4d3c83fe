/**
 * A client that sends its request slowly (headers, then a byte a second) would hold a socket
 * for ever: the whole request must arrive within `ms`. A socket silent twice as long (a client
 * that stopped reading its answer) is closed, leaving room for an upload that waits for its
 * job. Node looks for overdue requests every `connectionsCheckingInterval` (30 s unless told),
 * so it looks often enough for the bound to hold.
 */
export function requestTimeouts(ms: number) {
  return {
    requestTimeout: ms,
    connectionTimeout: 2 * ms,
    http: {
      requestTimeout: ms,
      headersTimeout: ms,
      connectionsCheckingInterval: Math.min(ms, 1000),
    },
  };
}
