/**
 * `npm run shop-owner -- grant EMAIL` or `revoke EMAIL`: gives or takes the shop owner role in
 * the database the store's configuration names (DATA_DIR or DATABASE_URL, as `npm start`).
 * The account gets the role once its e-mail is verified; SHOP_OWNER_EMAILS names owners too.
 */
import { ConfigError, loadConfig } from '../src/server/config';
import { migrateToLatest, openDatabase } from '../src/server/db/database';
import { runShopOwnerCommand } from '../src/server/workflows/shop-owner-command';

function configOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error('The shop-owner command could not start:', error.message);
    process.exit(1);
  }
}

const config = configOrExit();
const db = openDatabase(config.database);
try {
  await migrateToLatest(db);
  const outcome = await runShopOwnerCommand(
    { db, clock: () => new Date(), configuredOwners: config.shopOwnerEmails },
    process.argv.slice(2),
  );
  (outcome.exitCode === 0 ? console.log : console.error)(outcome.message);
  process.exitCode = outcome.exitCode;
} finally {
  await db.destroy();
}
