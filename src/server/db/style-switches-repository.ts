import { isStyleId, type StyleId } from '../../shared/styles';
import type { Db } from './database';

/** Which styles a shop owner switched off. */
export function createStyleSwitchesRepository(db: Db) {
  return {
    async disabledStyles(): Promise<Set<StyleId>> {
      const rows = await db.selectFrom('disabled_styles').select('style_id').execute();
      return new Set(rows.map((row) => row.style_id).filter(isStyleId));
    },

    async isDisabled(styleId: string): Promise<boolean> {
      const row = await db
        .selectFrom('disabled_styles')
        .select('style_id')
        .where('style_id', '=', styleId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Switches the style off or on; false when it was that way already. */
    async setDisabled(styleId: StyleId, disabled: boolean, now: Date): Promise<boolean> {
      if (!disabled) {
        const result = await db
          .deleteFrom('disabled_styles')
          .where('style_id', '=', styleId)
          .executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      }
      const result = await db
        .insertInto('disabled_styles')
        .values({ style_id: styleId, disabled_at: now.toISOString() })
        .onConflict((conflict) => conflict.column('style_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}

export type StyleSwitchesRepository = ReturnType<typeof createStyleSwitchesRepository>;
