/** Installs dependencies when they are missing or the lockfile changed since the last install. */
export function ensureDependencies(): Promise<void>;
/** Builds the web app and the server when their sources changed since the last build. */
export function ensureBuilt(): Promise<void>;
