import type { Db } from '../db/database';
import { createOwnerActionsRepository } from '../db/owner-actions-repository';
import { createShopOwnersRepository } from '../db/shop-owners-repository';
import { COMMAND_LINE_ACTOR, ownerActionEntry } from '../domain/owners/owner-action';
import { normaliseEmail } from '../domain/owners/shop-owner';

export interface ShopOwnerCommandDeps {
  db: Db;
  clock: () => Date;
  /** SHOP_OWNER_EMAILS, lower-case: revoking one of those from here cannot take the role. */
  configuredOwners: ReadonlySet<string>;
}

export interface CommandOutcome {
  exitCode: number;
  message: string;
}

export const SHOP_OWNER_USAGE = 'Usage: npm run shop-owner -- grant EMAIL | revoke EMAIL';

/**
 * `npm run shop-owner -- grant|revoke EMAIL`: gives or takes the owner role, logged as the
 * command line's action. The role reaches an account once its e-mail is verified.
 */
export async function runShopOwnerCommand(
  deps: ShopOwnerCommandDeps,
  args: readonly string[],
): Promise<CommandOutcome> {
  const [verb, rawEmail, ...rest] = args;
  const email = normaliseEmail(rawEmail ?? '');
  if ((verb !== 'grant' && verb !== 'revoke') || !email.includes('@') || rest.length > 0) {
    return { exitCode: 2, message: SHOP_OWNER_USAGE };
  }
  const now = deps.clock();
  const changed = await deps.db.transaction().execute(async (trx) => {
    const owners = createShopOwnersRepository(trx);
    const done = verb === 'grant' ? await owners.grant(email, now) : await owners.revoke(email);
    if (done) {
      const change = verb === 'grant' ? { after: { email } } : { before: { email } };
      const action = verb === 'grant' ? 'owner.grant' : 'owner.revoke';
      await createOwnerActionsRepository(trx).record(
        ownerActionEntry(COMMAND_LINE_ACTOR, action, { type: 'owner', id: email }, change, now),
      );
    }
    return done;
  });
  return { exitCode: 0, message: outcomeMessage(verb, email, changed, deps.configuredOwners) };
}

function outcomeMessage(
  verb: 'grant' | 'revoke',
  email: string,
  changed: boolean,
  configured: ReadonlySet<string>,
): string {
  if (verb === 'grant') {
    const granted = changed ? `${email} is now a shop owner` : `${email} was a shop owner already`;
    return `${granted} (once the account's e-mail is verified).`;
  }
  const revoked = changed
    ? `${email} is no longer granted the owner role.`
    : `${email} was not granted the owner role.`;
  return configured.has(email)
    ? `${revoked} It is still a shop owner through SHOP_OWNER_EMAILS; remove it there too.`
    : revoked;
}
