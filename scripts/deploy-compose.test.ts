// deploy/compose.yaml is checked without Docker (none runs here): it must be a valid Compose
// file, and every variable it gives a store process must be one that process reads.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DCLinter } from 'dclint';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENV_KEYS } from '../src/server/config';
import { READINESS_TIMING } from '../src/server/http/cached-readiness';
import { SHUTDOWN_DEADLINE_MS } from '../src/server/http/close-server';
import { workspaceManifests } from './lib/workspaces.mjs';

const COMPOSE = 'deploy/compose.yaml';
const composeText = readFileSync(COMPOSE, 'utf8');

/**
 * Read by libraries, not config.ts: the AWS SDK's default credential chain (the S3 media
 * store's client), and NODE_ENV by many (production builds of their own behaviour).
 */
const LIBRARY_KEYS = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'NODE_ENV'];

interface Service {
  build?: unknown;
  image?: string;
  command?: string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  env_file?: unknown;
  healthcheck?: { test?: string[]; timeout?: string };
  stop_grace_period?: string;
  restart?: string;
}

const servicesOf = (text: string): Record<string, Service> =>
  (parse(text, { merge: true }) as { services: Record<string, Service> }).services;

/** The store's own processes: the services built from the repository's Dockerfile. */
const storeServices = (text: string) =>
  Object.entries(servicesOf(text)).filter(([, service]) => service.build !== undefined);

/** The names a service's `environment` sets, in either of Compose's two forms. */
function variableNames(service: Service): string[] {
  const environment = service.environment ?? {};
  if (!Array.isArray(environment)) return Object.keys(environment);
  return environment.map((entry) => entry.split('=')[0] ?? entry);
}

/** `service: VARIABLE` for each variable a store process is given that nothing reads. */
function unreadVariables(text: string, allowed: Iterable<string>): string[] {
  const read = new Set(allowed);
  return storeServices(text).flatMap(([name, service]) =>
    variableNames(service)
      .filter((variable) => !read.has(variable))
      .map((variable) => `${name}: ${variable}`),
  );
}

const READ = [...ENV_KEYS, ...LIBRARY_KEYS];

/** Errors the Compose specification's schema and dclint's correctness rules find in a file. */
function composeProblems(path: string): string[] {
  const linter = new DCLinter({
    quiet: true,
    debug: false,
    exclude: [],
    // Order is by role (proxy, store, backing services), not the alphabet.
    rules: {
      'services-alphabetical-order': 0,
      'service-keys-order': 0,
      'service-dependencies-alphabetical-order': 0,
      'service-ports-alphabetical-order': 0,
      'top-level-properties-order': 0,
    },
  });
  return linter
    .lintFiles([path], false)
    .flatMap((result) => result.messages)
    .filter((message) => message.type === 'error')
    .map((message) => `${message.rule}: ${message.message}`);
}

function writeCopy(text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'mpm-compose-')), 'compose.yaml');
  writeFileSync(path, text);
  return path;
}

describe('deploy/compose.yaml', () => {
  it('is a valid Compose file with pinned images', () => {
    expect(composeProblems(COMPOSE)).toEqual([]);
  });

  it('has the store, its load balancer and every service the store talks to', () => {
    const services = servicesOf(composeText);
    expect(Object.keys(services).sort()).toEqual(
      ['api-1', 'api-2', 'lb', 'mail', 'postgres', 'redis', 's3', 's3-init', 'worker'].sort(),
    );
    expect(storeServices(composeText).map(([name]) => name)).toEqual(['api-1', 'api-2', 'worker']);
  });

  it('runs generations only in the worker, and checks each API on /readyz', () => {
    const services = servicesOf(composeText);
    for (const name of ['api-1', 'api-2']) {
      const environment = services[name]?.environment as Record<string, string>;
      expect(environment.WORKER_CONCURRENCY).toBe('0');
      expect(environment.BACKGROUND_WORK).toBe('off');
      expect(services[name]?.healthcheck?.test?.join(' ')).toContain('/readyz');
    }
    expect(services.worker?.command).toEqual(['node', 'dist/server/worker.js']);
    const caddyfile = readFileSync('deploy/Caddyfile', 'utf8');
    expect(caddyfile).toMatch(/reverse_proxy api-1:3000 api-2:3000/);
  });

  it('checks the health of every long-running service but the HTTP-less worker', () => {
    const unchecked = Object.entries(servicesOf(composeText))
      .filter(([, service]) => service.restart !== 'no' && !service.healthcheck)
      .map(([name]) => name);
    expect(unchecked).toEqual(['worker']);
  });

  it('gives every store process the same secrets and public address', () => {
    const shared = ['AUTH_SECRET', 'STRIPE_WEBHOOK_SECRET', 'PUBLIC_BASE_URL'];
    const values = storeServices(composeText).map(([, service]) => {
      const environment = service.environment as Record<string, string>;
      return shared.map((name) => environment[name]);
    });
    expect(values[0]?.every((value) => typeof value === 'string' && value.startsWith('${'))).toBe(
      true,
    );
    for (const value of values) expect(value).toEqual(values[0]);
  });

  it('sets only variables the store reads (config.ts, or the AWS SDK)', () => {
    for (const [, service] of storeServices(composeText)) expect(service.env_file).toBeUndefined();
    expect(unreadVariables(composeText, READ)).toEqual([]);
  });

  it('catches a misspelt variable, and a key Compose does not know', () => {
    const misspelt = composeText.replace('  AUTH_SECRET:', '  AUTH_SECERT:');
    expect(unreadVariables(misspelt, READ)).toEqual([
      'api-1: AUTH_SECERT',
      'api-2: AUTH_SECERT',
      'worker: AUTH_SECERT',
    ]);
    const unknownKey = composeText.replace('    restart: unless-stopped\n', '    restarts: no\n');
    expect(composeProblems(writeCopy(unknownKey)).join('\n')).toMatch(/invalid-schema/);
  });

  it('fills every variable without a default from deploy/.env.example, and no others', () => {
    const example = readFileSync('deploy/.env.example', 'utf8');
    const placeholders = new Set([...example.matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]));
    const used = new Set([...composeText.matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]));
    const required = [...composeText.matchAll(/\$\{([A-Z0-9_]+):\?/g)].map((m) => m[1]);
    expect(required.filter((name) => !placeholders.has(name))).toEqual([]);
    expect([...placeholders].filter((name) => !used.has(name))).toEqual([]);
  });
});

describe('Dockerfile', () => {
  it('waits for a stopping store process longer than its shutdown may take', () => {
    const seconds = (duration: string | undefined) => Number(duration?.replace(/s$/, '') ?? 10);
    for (const [name, service] of storeServices(composeText)) {
      expect(seconds(service.stop_grace_period) * 1000, name).toBeGreaterThan(SHUTDOWN_DEADLINE_MS);
    }
  });

  it('gives /readyz longer than it may take before calling an API down', () => {
    const answersWithin = READINESS_TIMING.timeoutMs;
    const caddyTimeout = readFileSync('deploy/Caddyfile', 'utf8').match(/health_timeout (\d+)s/);
    expect(Number(caddyTimeout?.[1]) * 1000).toBeGreaterThan(answersWithin);
    const apiTimeout = servicesOf(composeText)['api-1']?.healthcheck?.timeout;
    expect(Number(apiTimeout?.replace(/s$/, '')) * 1000).toBeGreaterThan(answersWithin);
  });

  it('installs with every workspace manifest in place', () => {
    const dockerfile = readFileSync('Dockerfile', 'utf8');
    const beforeInstall = dockerfile.slice(0, dockerfile.indexOf('ensureDependencies'));
    const manifests = workspaceManifests();
    expect(manifests.length).toBeGreaterThan(0);
    for (const manifest of manifests) {
      expect(beforeInstall).toContain(`COPY ${manifest} ./${dirname(manifest)}/`);
    }
  });

  it('copies into the image what the running server reads', () => {
    const dockerfile = readFileSync('Dockerfile', 'utf8');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    for (const path of ['package.json', 'node_modules', 'dist', 'packages', 'data-sources']) {
      expect(runtime).toContain(`COPY --from=build /app/${path} ./${path}`);
    }
    expect(runtime).toMatch(/MALLOC_ARENA_MAX=2/);
    expect(runtime).toMatch(/NODE_OPTIONS=--max-semi-space-size=2/);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toContain('CMD ["node", "dist/server/main.js"]');
  });
});
