/** Installs dependencies when they are missing, or the lockfile or Node's ABI changed. */
export function ensureDependencies(): Promise<void>;
/** Builds the web app and the server when their sources changed since the last build. */
export function ensureBuilt(): Promise<void>;
