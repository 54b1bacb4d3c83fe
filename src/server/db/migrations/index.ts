import type { Migration } from 'kysely';
import { createJobs } from './0001-jobs';
import { createTaxCalculations } from './0002-tax-calculations';
import { createCheckoutsAndOrders } from './0003-checkouts-and-orders';
import { createLocalServices } from './0004-local-services';
import { createAccounts } from './0005-accounts';
import { addCheckoutIntegrity } from './0006-checkout-integrity';
import { createWorkLeases } from './0007-work-leases';
import { createSignInDelays } from './0008-sign-in-delays';
import { addJobMediaNames } from './0009-job-media-names';
import { addGenerationQuotaByAddress } from './0010-generation-quota-by-address';
import { forgetTaxQuotes } from './0011-forget-tax-quotes';
import { addJobFaces } from './0012-job-faces';
import { createShopOwners } from './0013-shop-owners';
import { createStyleSwitches } from './0014-style-switches';
import { addOrderLines } from './0015-order-lines';
import { addOrderEventsAndRefunds } from './0016-order-events-and-refunds';
import { addPartnerChecks } from './0017-partner-checks';
import { addArtworkLookups } from './0018-artwork-lookups';
import { addJobVariations } from './0019-job-variations';
import { addFulfilmentStatus } from './0020-fulfilment-status';
import { addRefundReasonsAndReprints } from './0021-refund-reasons-and-reprints';
import { addJobUploadKeys } from './0022-job-upload-keys';
import { addAdminOrderIndexes } from './0023-admin-order-indexes';
import { addWorkerPresence } from './0024-worker-presence';
import { addOrderTallies } from './0025-order-tallies';
import { addQueueHolds } from './0026-queue-holds';

/** Every migration in order; names never change once released. Written once, run on both dialects. */
export const migrations: Record<string, Migration> = {
  '0001-jobs': createJobs,
  '0002-tax-calculations': createTaxCalculations,
  '0003-checkouts-and-orders': createCheckoutsAndOrders,
  '0004-local-services': createLocalServices,
  '0005-accounts': createAccounts,
  '0006-checkout-integrity': addCheckoutIntegrity,
  '0007-work-leases': createWorkLeases,
  '0008-sign-in-delays': createSignInDelays,
  '0009-job-media-names': addJobMediaNames,
  '0010-generation-quota-by-address': addGenerationQuotaByAddress,
  '0011-forget-tax-quotes': forgetTaxQuotes,
  '0012-job-faces': addJobFaces,
  '0013-shop-owners': createShopOwners,
  '0014-style-switches': createStyleSwitches,
  '0015-order-lines': addOrderLines,
  '0016-order-events-and-refunds': addOrderEventsAndRefunds,
  '0017-partner-checks': addPartnerChecks,
  '0018-artwork-lookups': addArtworkLookups,
  '0019-job-variations': addJobVariations,
  '0020-fulfilment-status': addFulfilmentStatus,
  '0021-refund-reasons-and-reprints': addRefundReasonsAndReprints,
  '0022-job-upload-keys': addJobUploadKeys,
  '0023-admin-order-indexes': addAdminOrderIndexes,
  '0024-worker-presence': addWorkerPresence,
  '0025-order-tallies': addOrderTallies,
  '0026-queue-holds': addQueueHolds,
};
