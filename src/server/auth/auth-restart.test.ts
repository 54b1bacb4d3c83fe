import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { closeServices, createServices } from '../services';
import { appDatabases } from '../testing/app-databases';

describe.each(appDatabases({ postgres: true }))(
  'accounts across a restart on %s',
  (_dialect, database) => {
    it('migrates again harmlessly and keeps the session valid', async () => {
      const db = await database();
      const dataDir = mkdtempSync(join(tmpdir(), 'mpm-auth-restart-'));
      const start = async () => {
        const config = loadConfig({
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          ...db.env,
        });
        const services = await createServices(config, {}, { servesHttp: true });
        return { services, app: await buildApp(services) };
      };
      const stop = async ({ services, app }: Awaited<ReturnType<typeof start>>) => {
        await app.close();
        await closeServices(services);
      };
      try {
        const first = await start();
        const signUp = await first.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          payload: { email: 'restart@example.com', password: 'secret-6', name: 'Re Start' },
          headers: { origin: first.services.config.publicBaseUrl },
        });
        expect(signUp.statusCode, signUp.body).toBe(200);
        const cookie = signUp.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
        await stop(first);

        const second = await start();
        const user = await second.app.inject({
          method: 'GET',
          url: '/api/auth-user',
          headers: { cookie },
        });
        expect(user.statusCode, user.body).toBe(200);
        expect(user.json().email).toBe('restart@example.com');
        await stop(second);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
        await db.drop();
      }
    });
  },
);
