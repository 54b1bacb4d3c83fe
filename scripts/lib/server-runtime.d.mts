export function serverRuntimeEnv(env?: NodeJS.ProcessEnv): {
  MALLOC_ARENA_MAX: string;
  NODE_OPTIONS: string;
};
export function hasServerRuntime(env?: NodeJS.ProcessEnv): boolean;
