/** The oldest Node package.json's engines allows, from its `>=x.y.z` form. */
export function enginesMinimum(manifest?: { engines?: { node?: string } }): string;
/** Whether `version` is `minimum` or newer, comparing major, minor and patch as numbers. */
export function isAtLeast(version: string, minimum: string): boolean;
/** The Node release `.node-version` names, e.g. `22.23.5`. */
export function pinnedNode(): string;
/** Returns when this process runs on a Node engines allows; otherwise runs it on the pinned one. */
export function onWantedNode(): Promise<void>;
