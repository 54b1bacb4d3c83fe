import { toast } from '../../ui/toast';
import { signOut } from './auth-store';

/** Signs out from any menu and says how it went. */
export async function signOutWithToast(): Promise<void> {
  const outcome = await signOut();
  if (outcome.ok) toast.success('Signed out successfully');
  else toast.error(outcome.message);
}
