import type { AdminStyle } from '../../shared/api/admin';
import { STYLE_IDS, STYLE_LABELS } from '../../shared/styles';
import type { StyleActivityRepository } from '../db/style-activity-repository';
import type { StyleSwitchesRepository } from '../db/style-switches-repository';
import { ordersPerStyle } from '../domain/owners/style-activity';

export interface StyleReportDeps {
  styleActivity: StyleActivityRepository;
  styleSwitches: StyleSwitchesRepository;
  clock: () => Date;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Every style, whether it is switched off, and what it did in the last seven days. */
export async function readStyleReport(deps: StyleReportDeps): Promise<AdminStyle[]> {
  const since = new Date(deps.clock().getTime() - WEEK_MS);
  const [disabled, jobs, lines] = await Promise.all([
    deps.styleSwitches.disabledStyles(),
    deps.styleActivity.jobsByStyleSince(since),
    deps.styleActivity.orderedJobsSince(since),
  ]);
  const jobIds = lines.flatMap((line) => (line.jobId === null ? [] : [line.jobId]));
  const orders = ordersPerStyle(lines, await deps.styleActivity.stylesOfJobs(jobIds));
  return STYLE_IDS.map((id) => ({
    id,
    label: STYLE_LABELS[id],
    disabled: disabled.has(id),
    last_7_days: {
      generations: jobs.get(id)?.generations ?? 0,
      failures: jobs.get(id)?.failures ?? 0,
      orders: orders.get(id) ?? 0,
    },
  }));
}
