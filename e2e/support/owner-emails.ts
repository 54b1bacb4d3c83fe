/**
 * The shop owner of one spec file in one browser project. Each spec has its own account: two
 * specs running at once that shared one would end each other's sessions, because opening the
 * verification link ends the sessions made before it. playwright.config.ts lists every one in
 * SHOP_OWNER_EMAILS by this same rule.
 */
export const ownerEmailFor = (project: string, specFile: string) =>
  `owner-${project}-${specFile.replace(/\.spec\.ts$/, '')}@example.com`;
