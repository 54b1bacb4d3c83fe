/** One thing a process needs to serve, by the name an operator knows it by; what /readyz asks. */
export interface ReadinessCheck {
  name: string;
  /**
   * Without it the process can serve nothing (the database): /readyz says 503. Without any
   * other the store still serves pages, orders and checkout, and /readyz names it as degraded.
   */
  essential: boolean;
  /** True when it answers; never throws. */
  ready(): Promise<boolean>;
}
