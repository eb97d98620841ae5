# syntax=docker/dockerfile:1
#
# ProfileProof API (NestJS/Fastify) — production image.
# Build from the repository root (the root .dockerignore must exclude node_modules, dist, .nx, .env…):
#   docker build -f docker/api.Dockerfile -t profileproof/api .
#
# Stages: deps (full install) -> build (nx run api:build) ; prod-deps (--omit=dev) ; runtime (slim, non-root).

ARG NODE_IMAGE=node:20-bookworm-slim

# ---------------------------------------------------------------------------
# deps: whole workspace install. Kept byte-identical to web.Dockerfile so the
# layer is shared between the two builds.
# `npm ci`: exactly the lockfile (which lists every platform's optional packages).
# `--ignore-scripts` mirrors package.json "allowScripts" (every dependency install
# script is denied there); build tools ship native parts as platform packages.
# ---------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NX_DAEMON=false \
    NX_NO_CLOUD=true \
    npm_config_audit=false \
    npm_config_fund=false \
    npm_config_update_notifier=false
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --ignore-scripts

# ---------------------------------------------------------------------------
# build: bundle the API (dist/apps/api/main.js + cli.js).
# ---------------------------------------------------------------------------
FROM deps AS build
COPY . .
RUN npx nx run api:build \
 && test -f dist/apps/api/main.js \
 && test -f dist/apps/api/cli.js

# ---------------------------------------------------------------------------
# prod-deps: production dependencies only (the bundle requires npm packages
# from node_modules at runtime).
# Password hashing uses @node-rs/argon2, whose per-platform binary arrives as an
# optional dependency: no compiler needed. The smoke test (hash + verify) makes a
# bad binding fail the image build, not the first login.
# ---------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
ENV npm_config_audit=false \
    npm_config_fund=false \
    npm_config_update_notifier=false \
    npm_config_nodedir=/usr/local
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --ignore-scripts \
 && node -e "const a=require('@node-rs/argon2');a.hash('smoke').then(h=>a.verify(h,'smoke')).then(ok=>process.exit(ok?0:1),e=>{console.error(e);process.exit(1)})"

# ---------------------------------------------------------------------------
# runtime
# ---------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime

# tini: PID 1 that forwards SIGTERM to node and reaps zombies (works under any
# orchestrator, so compose needs no `init: true`).
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*

ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data

WORKDIR /app
# Application files stay root-owned (read-only for the `node` user); only DATA_DIR is writable.
COPY package.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist/apps/api ./dist/apps/api
RUN install -d -o node -g node -m 0750 /app/data

USER node
EXPOSE 3000
STOPSIGNAL SIGTERM

# Allows time for migrations on start (RUN_MIGRATIONS defaults to true).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist/apps/api/main.js"]
