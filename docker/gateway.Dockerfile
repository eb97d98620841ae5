# syntax=docker/dockerfile:1
#
# ProfileProof API gateway: nginx balancing over the API instances (docker/nginx/gateway.conf.template).
#   docker build -f docker/gateway.Dockerfile -t profileproof/gateway .
# The instances come from API_UPSTREAMS at container start (docker/nginx/30-api-upstream.sh).

ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.28-alpine
FROM ${NGINX_IMAGE}

USER root
RUN install -d -o 101 -g 0 -m 0775 /etc/nginx/generated
USER 101

ENV NGINX_PORT=8080 \
    NGINX_ENVSUBST_FILTER=^NGINX_

# Rendered to /etc/nginx/conf.d/default.conf (replacing the base image's) by 20-envsubst-on-templates.sh.
COPY docker/nginx/gateway.conf.template /etc/nginx/templates/default.conf.template
COPY --chmod=0755 docker/nginx/30-api-upstream.sh /docker-entrypoint.d/30-api-upstream.sh

EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -q -O /dev/null "http://127.0.0.1:${NGINX_PORT}/healthz" || exit 1
# ENTRYPOINT, CMD and STOPSIGNAL (SIGQUIT: graceful) come from the base image.
