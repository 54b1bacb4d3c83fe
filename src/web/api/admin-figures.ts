import { type AdminFigures, adminFiguresSchema } from '../../shared/api/admin-figures';
import { getJson } from './http';

/** The shop's figures for the orders placed from `from` up to (not including) `to`, instants. */
export async function fetchAdminFigures(range: {
  from: string;
  to: string;
}): Promise<AdminFigures> {
  const search = new URLSearchParams(range);
  const result = await getJson(`/api/admin/figures?${search}`, adminFiguresSchema);
  if (!result.ok) throw new Error(`Could not load the figures (status ${result.status ?? 'none'})`);
  return result.data;
}
