import type { StyleId } from '../../shared/styles';
import type { Db } from '../db/database';
import { createOwnerActionsRepository } from '../db/owner-actions-repository';
import { createStyleSwitchesRepository } from '../db/style-switches-repository';
import { type OwnerActor, ownerActionEntry } from '../domain/owners/owner-action';

export interface SwitchStyleDeps {
  db: Db;
  clock: () => Date;
}

/**
 * Switches a style off or back on for shoppers, and logs it as the owner's action in the same
 * transaction. Asking for the state it is in already changes nothing and logs nothing.
 */
export async function switchStyle(
  deps: SwitchStyleDeps,
  owner: OwnerActor,
  styleId: StyleId,
  disabled: boolean,
): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const changed = await createStyleSwitchesRepository(trx).setDisabled(styleId, disabled, now);
    if (!changed) return;
    const entry = ownerActionEntry(
      owner,
      disabled ? 'style.disable' : 'style.enable',
      { type: 'style', id: styleId },
      { before: { disabled: !disabled }, after: { disabled } },
      now,
    );
    await createOwnerActionsRepository(trx).record(entry);
  });
}
