import { useRef, useState } from 'react';
import type { AuthOutcome } from './auth-store';

/**
 * Runs one auth action at a time for a form: `pending` while it runs, the failure's message
 * (already the SPEC's words) to show in the form, and `onOk` once it succeeds.
 */
export function useAuthAction() {
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // State updates land after the click that started the action; the ref stops a double submit.
  const running = useRef(false);

  const run = async (action: () => Promise<AuthOutcome>, onOk: () => void) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setMessage(null);
    const outcome = await action();
    running.current = false;
    setPending(false);
    if (outcome.ok) onOk();
    else setMessage(outcome.message);
  };

  return { pending, message, run };
}
