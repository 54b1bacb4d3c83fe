/** One thing a process needs to serve, by the name an operator knows it by; what /readyz asks. */
export interface ReadinessCheck {
  name: string;
  /** True when it answers; never throws. */
  ready(): Promise<boolean>;
}
