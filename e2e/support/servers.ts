/** The servers the browser tests start (see playwright.config.ts). */
export const E2E_PORTS = {
  store: Number(process.env.E2E_PORT ?? 4173),
  failing: Number(process.env.E2E_FAILING_PORT ?? 4174),
  impatient: Number(process.env.E2E_IMPATIENT_PORT ?? 4175),
  queued: Number(process.env.E2E_QUEUED_PORT ?? 4176),
  variations: Number(process.env.E2E_VARIATIONS_PORT ?? 4177),
} as const;

export const serverUrl = (port: number) => `http://127.0.0.1:${port}`;
