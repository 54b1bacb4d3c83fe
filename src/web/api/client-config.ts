import { queryOptions } from '@tanstack/react-query';
import { type ClientConfig, clientConfigSchema } from '../../shared/api/client-config';
import { JOB_POLL_INTERVAL_MS, JOB_POLL_MAX_CHECKS } from '../../shared/constants';
import { getJson } from './http';

export const CLIENT_CONFIG_PATH = '/api/client-config';

/** SPEC §9's timings: what the browser uses when the server does not say otherwise. */
export const DEFAULT_CLIENT_CONFIG: ClientConfig = {
  jobPollIntervalMs: JOB_POLL_INTERVAL_MS,
  jobPollMaxChecks: JOB_POLL_MAX_CHECKS,
  payment: { provider: 'local' },
};

/** The server's timings; polling must go on without them, so a failure gives the defaults. */
export async function fetchClientConfig(): Promise<ClientConfig> {
  const result = await getJson(CLIENT_CONFIG_PATH, clientConfigSchema);
  if (result.ok) return result.data;
  console.warn('Client configuration unavailable; using the default timings');
  return DEFAULT_CLIENT_CONFIG;
}

/** Read once per page load: the timings do not change while the page lives. */
export const clientConfigQuery = queryOptions({
  queryKey: ['client-config'],
  queryFn: fetchClientConfig,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});
