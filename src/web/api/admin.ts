import {
  type AdminSession,
  type AdminStyle,
  adminSessionResponseSchema,
  adminStylesResponseSchema,
} from '../../shared/api/admin';
import { getJson, type JsonResult, patchJson } from './http';

/** The signed-in shop owner; 401 signed out, 403 for a shopper's account. */
export function fetchAdminSession(): Promise<JsonResult<AdminSession>> {
  return getJson('/api/admin/session', adminSessionResponseSchema);
}

export async function fetchAdminStyles(): Promise<AdminStyle[]> {
  const result = await getJson('/api/admin/styles', adminStylesResponseSchema);
  if (!result.ok) throw new Error(`Could not load the styles (status ${result.status ?? 'none'})`);
  return result.data.styles;
}

/** Switches a style off or on; answers every style as it now is. */
export async function switchAdminStyle(id: string, disabled: boolean): Promise<AdminStyle[]> {
  const result = await patchJson(
    `/api/admin/styles/${encodeURIComponent(id)}`,
    { disabled },
    adminStylesResponseSchema,
  );
  if (!result.ok) throw new Error(`Could not switch the style (status ${result.status ?? 'none'})`);
  return result.data.styles;
}
