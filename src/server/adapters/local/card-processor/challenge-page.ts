import { formatCents } from '../../../../shared/money';
import type { PaymentIntent } from '../../../ports/card-processor';
import { escapeHtml } from '../../../text/escape-html';

type PageState =
  | { kind: 'unknown' }
  | { kind: 'ask'; intent: PaymentIntent; returnUrl: string; action: string };

const STYLE = `body{font-family:system-ui,sans-serif;background:#f5f3ff;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:16px;padding:32px;max-width:420px;width:calc(100% - 32px);box-shadow:0 10px 30px #0002}
.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:600}
h1{font-size:20px;margin:12px 0}p{color:#444;line-height:1.5}.row{display:flex;gap:12px;margin-top:24px}
button{flex:1;border:0;border-radius:10px;padding:12px;font-size:16px;font-weight:600;cursor:pointer}
.ok{background:#6d28d9;color:#fff}.no{background:#eee;color:#222}`;

/**
 * The local stand-in for a bank's 3D Secure page. Plain HTML with no script, so it works under
 * the store's strict content security policy.
 */
export function challengePage(state: PageState): string {
  const body =
    state.kind === 'unknown'
      ? '<h1>Payment not found</h1><p>This authentication link is not valid any more. Please return to the store and try again.</p>'
      : `<span class="badge">Test mode</span>
<h1>Authenticate your payment</h1>
<p>Your bank asks you to confirm a payment of <strong>${escapeHtml(formatCents(state.intent.amount))}</strong> to Masterpiece Me.</p>
<p>This is the local test processor: choose what the bank should answer.</p>
<form method="post" action="${escapeHtml(state.action)}">
<input type="hidden" name="client_secret" value="${escapeHtml(state.intent.clientSecret)}">
<input type="hidden" name="return_url" value="${escapeHtml(state.returnUrl)}">
<div class="row"><button class="no" name="outcome" value="fail">Fail</button>
<button class="ok" name="outcome" value="complete">Complete</button></div>
</form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Payment authentication</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}
