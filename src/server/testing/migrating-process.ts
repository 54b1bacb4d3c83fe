import { createInterface } from 'node:readline';
import { loadConfig } from '../config';
import { closeServices, createServices } from '../services';

/**
 * A store process that starts its services when told: it says `loaded` once its code is in,
 * waits for `go` on stdin (so several start their migrations at the same moment), then says
 * `up` or `failed: …` and exits. What the start-together test spawns.
 */
async function main(): Promise<void> {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...process.env });
  const lines = createInterface({ input: process.stdin });
  const go = new Promise<void>((resolve) => lines.once('line', () => resolve()));
  process.stdout.write('loaded\n');
  await go;
  lines.close();
  const services = await createServices(config, {}, { servesHttp: true });
  await closeServices(services);
  process.stdout.write('up\n');
}

main().catch((error: unknown) => {
  process.stdout.write(`failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
