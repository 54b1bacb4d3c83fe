# The store's image: one image for the API processes and the generation worker, told apart by
# their command and environment (deploy/compose.yaml). Built from the repository root:
#   docker build -t masterpiece-me .
# Node 22 LTS, the release .node-version pins (package.json's engines: 22.13 and up). Not yet
# 24: it paints a job about a fifth slower here (bench/job-cpu.ts: 1,220 CPU ms against 976).

FROM node:22-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary matches the platform.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# Dependencies first, so a source change reuses this layer. The same install `npm start` runs
# (scripts/lib/prepare.mjs says why it is not `npm ci`); it writes the stamp the build checks.
COPY package.json package-lock.json ./
# Each workspace's manifest at its own path (a wildcard COPY would flatten them): npm links the
# workspaces and installs their dependencies from these.
COPY packages/portrait-engine/package.json ./packages/portrait-engine/
COPY packages/test-photos/package.json ./packages/test-photos/
COPY packages/vision/package.json ./packages/vision/
COPY scripts/lib ./scripts/lib
RUN node -e "import('./scripts/lib/prepare.mjs').then((m) => m.ensureDependencies())"
COPY . .
RUN node scripts/build.mjs && npm prune --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    # glibc's per-thread arenas fragment the art threads' memory, and V8's default young
    # generation keeps the main thread's heap larger than it needs (see
    # scripts/lib/server-runtime.mjs); both are read only when the process starts, so they are
    # set here rather than by a script.
    MALLOC_ARENA_MAX=2 \
    NODE_OPTIONS=--max-semi-space-size=2
# What the running server reads: the bundles (dist/server), the web app (dist/web), the
# runtime packages, the workspaces that node_modules links to (packages/vision keeps the
# person-mask model) and the tax table and sample portraits (data-sources, found beside
# package.json by src/server/project-root.ts).
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/packages ./packages
COPY --from=build /app/data-sources ./data-sources
# DATA_DIR's default (./data) stays writable for a deployment without S3 or SMTP.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
CMD ["node", "dist/server/main.js"]
