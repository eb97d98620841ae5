# syntax=docker/dockerfile:1
#
# ProfileProof front-ends — one Dockerfile for the shell and the remotes (the table of remotes,
# libs/remotes/src/remotes.json).
# Build from the repository root, choosing the app with --build-arg APP:
#   docker build -f docker/web.Dockerfile --build-arg APP=shell            -t profileproof/shell .
#   docker build -f docker/web.Dockerfile --build-arg APP=auth             -t profileproof/auth .
#   docker build -f docker/web.Dockerfile --build-arg APP=user-submissions -t profileproof/user-submissions .
#   docker build -f docker/web.Dockerfile --build-arg APP=admin-console    -t profileproof/admin-console .
#
# The image holds build artefacts only; everything that differs per environment
# (API URL, remote URLs, CSP, CORS) is rendered at container start by
# docker/nginx/40-runtime-config.sh, so the same image serves every environment.
# The shell's image also serves a deploy folder mounted at /usr/share/nginx/deploy: remotes
# published at a version, and the manifest naming the live ones (`npm run deploy:remote`).

ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.28-alpine

# ---------------------------------------------------------------------------
# deps: whole workspace install (byte-identical to api.Dockerfile: shared layer).
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
# build: only the selected app (and the libs it depends on).
# ---------------------------------------------------------------------------
FROM deps AS build
ARG APP
COPY . .
RUN node tools/scripts/remote-table.mjs frontends | grep -qx "${APP}" \
 || { echo "build-arg APP must be one of: $(node tools/scripts/remote-table.mjs frontends | tr '\n' ' ')(got '${APP}')" >&2; exit 1; }
# The remotes, for the start-up script (the shell's manifest, the accepted APP values).
RUN node tools/scripts/remote-table.mjs list > remotes.list \
 && npx nx run "${APP}:build" \
 && test -f "dist/apps/${APP}/index.html"
# Source maps stay with the build artefact (CI keeps dist/apps/<app>, docker/README.md): the
# bundles do not name them, and the image holds none.
RUN find "dist/apps/${APP}" -name '*.map' -type f -delete

# ---------------------------------------------------------------------------
# runtime: unprivileged nginx (uid 101, port 8080).
# ---------------------------------------------------------------------------
FROM ${NGINX_IMAGE} AS runtime
ARG APP

# Directories written at container start by 40-runtime-config.sh (group 0 + g+w:
# also works under an arbitrary uid, e.g. OpenShift).
USER root
RUN rm -rf /usr/share/nginx/html/* \
 && install -d -o 101 -g 0 -m 0775 /usr/share/nginx/runtime /etc/nginx/generated \
 && install -d -m 0755 /usr/share/nginx/deploy /etc/profileproof
USER 101

ENV APP=${APP} \
    NGINX_PORT=8080 \
    NGINX_ENVSUBST_FILTER=^NGINX_ \
    APP_ENVIRONMENT=production \
    CORS_ALLOW_ORIGIN=*

# Static files stay root-owned (read-only for nginx).
COPY --from=build /app/dist/apps/${APP}/ /usr/share/nginx/html/
COPY --from=build /app/remotes.list /etc/profileproof/remotes.list
# Rendered to /etc/nginx/conf.d/default.conf by the base image's 20-envsubst-on-templates.sh.
COPY docker/nginx/default.conf.template /etc/nginx/templates/default.conf.template
COPY --chmod=0755 docker/nginx/40-runtime-config.sh /docker-entrypoint.d/40-runtime-config.sh

EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -q -O /dev/null "http://127.0.0.1:${NGINX_PORT}/healthz" || exit 1
# ENTRYPOINT, CMD and STOPSIGNAL (SIGQUIT: graceful) come from the base image.
