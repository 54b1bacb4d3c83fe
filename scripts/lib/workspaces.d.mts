/** Each workspace's package.json, as a path from the project's folder. */
export function workspaceManifests(): string[];
/** esbuild `--external:` flags for every installed dependency of the store and its workspaces. */
export function serverExternals(): string[];
