import type { Generated } from 'kysely';

/**
 * Table shapes as Kysely sees them. Timestamps are ISO-8601 UTC strings (they sort as text on
 * both dialects); JSON columns are text.
 */
export interface JobsTable {
  id: string;
  owner_key: string;
  user_id: string | null;
  guest_session_id: string | null;
  style_id: string | null;
  custom_prompt: string | null;
  gender: string;
  status: string;
  /** Attempts that ended in the job's own error; a vanished worker's claim is given back. */
  attempts: Generated<number>;
  /** Claims whose worker died or stalled mid-attempt (since 0024): bounded on their own. */
  lost_workers: Generated<number>;
  error: string | null;
  original_key: string;
  photo_key: string;
  /** Where the upload came from; the hourly quota counts per address too (since 0010). */
  client_address: string | null;
  /** The random name of the job's public media (artwork, mock-ups); null for older jobs. */
  media_name: string | null;
  /** The faces the upload's check found (vision/seen-faces.ts), JSON; null before 0012. */
  faces: string | null;
  result: string | null;
  run_after: string;
  locked_until: string | null;
  /** Set by each claim; only the claim holding it may finish the attempt. */
  lease_token: string | null;
  /** Which look of its style the job's first variation paints (since 0019). */
  first_look: Generated<number>;
  /** The browser's key for the "Create My Art" that made the job (since 0022); null without. */
  upload_key: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * One variation of a job (since 0019): its private file, its marked preview, the artwork's
 * facts (JSON: content type, size, the face's box) and, once picked, its products (JSON).
 */
export interface JobVariationsTable {
  job_id: string;
  variation: number;
  artwork_key: string;
  preview_key: string;
  artwork: string;
  products: string | null;
  created_at: string;
}

/** A tax quote as made: the request and the amounts, in cents; JSON columns are text. */
export interface TaxCalculationsTable {
  id: string;
  request: string;
  subtotal: number;
  shipping_cost: number;
  tax_amount: number;
  total_amount: number;
  breakdown: string;
  /** Set once the order is paid: the tax service's record of the sale (Stripe tax transaction). */
  transaction_id: string | null;
  created_at: string;
}

/** What the server priced for a payment intent; JSON columns are text, money in cents. */
export interface CheckoutsTable {
  payment_intent_id: string;
  customer_id: string | null;
  guest_session_id: string | null;
  email: string;
  lines: string;
  address: string;
  shipping_method_id: number;
  shipping_cost: number;
  tax_calculation_id: string;
  subtotal: number;
  tax_amount: number;
  total_amount: number;
  currency: string;
  /** `open` until its order exists, then `completed`; `expired` when abandoned unpaid. */
  status: string;
  /** What it was priced for (checkoutFingerprint), so an unchanged request reuses its intent. */
  fingerprint: Generated<string>;
  /** When the sweeper next asks the processor about it; moved back after each look. */
  next_check_at: string | null;
  check_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One per payment intent; `answer` is the create-order answer, replayed for every repeat. */
export interface OrdersTable {
  id: string;
  display_id: string;
  payment_intent_id: string;
  customer_id: string | null;
  guest_session_id: string | null;
  /** Lets a guest read their own order (the e-mail's link) without an account. */
  access_token: string;
  email: string;
  address: string;
  shipping_method_id: number;
  shipping_cost: number;
  subtotal: number;
  tax_amount: number;
  total_amount: number;
  currency: string;
  tax_calculation_id: string;
  tax_transaction_id: string | null;
  /** One of ORDER_STATUSES (domain/orders/order-status.ts) since 0015. */
  status: string;
  /**
   * How far the goods got (0020): the status, except that a refund leaves it where it was.
   * One of FULFILMENT_STATUSES (shared/api/admin-orders.ts).
   */
  fulfilment_status: Generated<string>;
  partner_order_id: string | null;
  /** The print partner's own word for where the order is, as it last said it. */
  partner_status: string | null;
  /** When a poll last asked the partner about the order (0017); null: never. */
  partner_checked_at: string | null;
  /** Cents refunded or being refunded; a refund raises it only while it stays within the total. */
  amount_refunded: Generated<number>;
  answer: string;
  created_at: string;
  updated_at: string;
}

/** One line of an order, as priced at checkout (PricedLine); `options` is JSON text. */
export interface OrderLinesTable {
  order_id: string;
  position: number;
  job_id: string | null;
  product_id: string;
  variant_id: number;
  product_type: string;
  title: string;
  quantity: number;
  unit_price: number;
  print_provider_id: number;
  blueprint_id: number;
  options: string;
  image_url: string;
  /** 1 when the partner makes it from its catalogue (SQLite has no boolean). */
  fallback: number;
}

/** One step of an order's timeline, stored once under its idempotency key; `detail` is JSON. */
export interface OrderEventsTable {
  id: string;
  order_id: string;
  kind: string;
  idempotency_key: string;
  detail: string;
  created_at: string;
}

/** A refund asked of the card processor: `pending`, then `succeeded` or `failed`. */
export interface OrderRefundsTable {
  id: string;
  order_id: string;
  amount: number;
  processor_refund_id: string | null;
  status: string;
  /** The owner's words for why, when given. */
  reason: string | null;
  /** 1 when the shopper is e-mailed about it. */
  notify: Generated<number>;
  created_at: string;
}

/** A free replacement of one line: `pending` until the partner has it, then `submitted`. */
export interface OrderReprintsTable {
  id: string;
  order_id: string;
  line: number;
  quantity: number;
  reason: string;
  /** 1 when the shopper is e-mailed about it. */
  notify: number;
  status: string;
  partner_order_id: string | null;
  created_at: string;
  updated_at: string;
}

/** The outbox: work an order still owes the outside world, retried until done. */
export interface OrderTasksTable {
  order_id: string;
  kind: string;
  /** `pending` or `done`. */
  status: string;
  attempts: Generated<number>;
  run_after: string;
  locked_until: string | null;
  /** Set by each claim; only the claim holding it may complete, retry or give up the task. */
  lease_token: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookEventsTable {
  id: string;
  type: string;
  received_at: string;
}

export interface LocalPaymentIntentsTable {
  id: string;
  idempotency_key: string;
  client_secret: string;
  amount: number;
  currency: string;
  status: string;
  receipt_email: string;
  metadata: string;
  last_error: string | null;
  card_last4: string | null;
  amount_refunded: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface LocalCardEventsTable {
  id: string;
  type: string;
  payment_intent_id: string;
  payload: string;
  delivered_at: string | null;
  created_at: string;
}

export interface LocalPrintOrdersTable {
  id: string;
  external_id: string;
  request: string;
  created_at: string;
}

/** A refund the local card processor made; one per idempotency key. */
export interface LocalRefundsTable {
  id: string;
  idempotency_key: string;
  payment_intent_id: string;
  amount: number;
  status: string;
  created_at: string;
}

/** A local print order the store cancelled before production started. */
export interface LocalPrintCancellationsTable {
  order_id: string;
  cancelled_at: string;
}

/** One sign-in or sign-up attempt for an account's e-mail address, for the per-account limit. */
export interface AccountAttemptsTable {
  email: string;
  attempted_at: string;
}

/** Failed sign-ins for one subject (`account:<e-mail>` or `address:<ip>`), for its delay. */
export interface SignInFailuresTable {
  subject: string;
  failures: number;
  last_failure_at: string;
}

/** An e-mail sent over SMTP under its message id: reserved before sending, `sent` after. */
export interface SentMessagesTable {
  id: string;
  /** `sending` or `sent`. */
  status: string;
  holder: string;
  reserved_until: string;
  message_id: string | null;
  created_at: string;
  sent_at: string | null;
}

/** An e-mail granted the shop owner role from the command line (lower-case). */
export interface ShopOwnersTable {
  email: string;
  granted_at: string;
}

/** One thing a shop owner did; `before` and `after` are JSON text of what it changed. */
export interface OwnerActionsTable {
  id: string;
  /** Null when done from the command line rather than by a signed-in owner. */
  actor_account_id: string | null;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string;
  before: string | null;
  after: string | null;
  created_at: string;
}

/** A style switched off by an owner; no row means the style is offered. */
export interface DisabledStylesTable {
  style_id: string;
  disabled_at: string;
}

/** One generation worker process, alive while its `seen_at` is fresh (since 0024). */
export interface WorkerHeartbeatsTable {
  worker_id: string;
  seen_at: string;
}

/**
 * How many orders have each fulfilment status and payment status, kept by the database's
 * triggers on `orders` (since 0025); `n` is a bigint, a string on Postgres.
 */
export interface OrderTalliesTable {
  fulfilment_status: string;
  payment: string;
  n: number | string;
}

/** A place in the job queue held by an upload being admitted, in any process (since 0026). */
export interface QueueHoldsTable {
  id: string;
  expires_at: string;
}

export interface Database {
  jobs: JobsTable;
  job_variations: JobVariationsTable;
  tax_calculations: TaxCalculationsTable;
  checkouts: CheckoutsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_events: OrderEventsTable;
  order_refunds: OrderRefundsTable;
  order_reprints: OrderReprintsTable;
  order_tasks: OrderTasksTable;
  webhook_events: WebhookEventsTable;
  local_payment_intents: LocalPaymentIntentsTable;
  local_card_events: LocalCardEventsTable;
  local_print_orders: LocalPrintOrdersTable;
  local_refunds: LocalRefundsTable;
  local_print_cancellations: LocalPrintCancellationsTable;
  account_attempts: AccountAttemptsTable;
  sign_in_failures: SignInFailuresTable;
  sent_messages: SentMessagesTable;
  shop_owners: ShopOwnersTable;
  owner_actions: OwnerActionsTable;
  disabled_styles: DisabledStylesTable;
  worker_heartbeats: WorkerHeartbeatsTable;
  order_tallies: OrderTalliesTable;
  queue_holds: QueueHoldsTable;
}
