#!/bin/sh
# ProfileProof: render the per-environment files at container start.
# Run by the nginx image's /docker-entrypoint.sh (after 20-envsubst-on-templates.sh,
# before nginx starts). Any error stops the container with a message.
#
# The remotes are those of the table of remotes (libs/remotes/src/remotes.json), listed at image
# build time in $REMOTES_LIST, one "<container name> <project>" per line.
#
# Writes:
#   $RUNTIME_DIR/runtime-config.json    {"apiBaseUrl": API_BASE_URL, "environment": APP_ENVIRONMENT}
#   $RUNTIME_DIR/remotes.manifest.json  {"<container name>": "<remoteEntry.js URL>", …}  (shell only; a
#                                       manifest written by `npm run deploy:remote` in the deploy folder,
#                                       mounted at /usr/share/nginx/deploy, is served instead: default.conf)
#   $GENERATED_DIR/headers.conf         security headers (HSTS too), Content-Security-Policy, CORS
#
# Variables (see docker/README.md):
#   APP                          set by the image: shell or one of the remotes' projects
#   API_BASE_URL                 origin of the API, absolute http(s), calls go to ${API_BASE_URL}/api/…;
#                                required for the shell, optional for a remote (standalone use)
#   APP_ENVIRONMENT              default "production"
#   <NAME>_REMOTE_URL            one per remote, its container name in capitals (AUTH_REMOTE_URL,
#                                USER_SUBMISSIONS_REMOTE_URL, ADMIN_CONSOLE_REMOTE_URL); required for the
#                                shell: a remote's base URL (…/remoteEntry.js is appended) or the full
#                                URL of its remoteEntry.js / mf-manifest.json
#   CORS_ALLOW_ORIGIN            "*" (image default), one origin, or empty for no CORS header
#   STRICT_TRANSPORT_SECURITY    the HSTS header's value; unset: "max-age=31536000; includeSubDomains";
#                                empty: no header (plain-HTTP local use)
#   CONTENT_SECURITY_POLICY      optional: replaces the computed policy verbatim
set -eu

ME=$(basename "$0")
REMOTES_LIST=${REMOTES_LIST:-/etc/profileproof/remotes.list}
RUNTIME_DIR=${RUNTIME_DIR:-/usr/share/nginx/runtime}
GENERATED_DIR=${GENERATED_DIR:-/etc/nginx/generated}
SERVER_CONF=${SERVER_CONF:-/etc/nginx/conf.d/default.conf}

die() { echo "$ME: ERROR: $*" >&2; exit 1; }
log() { [ -n "${NGINX_ENTRYPOINT_QUIET_LOGS:-}" ] || echo "$ME: $*"; }

# True if $1 contains a control character (newline, tab, ESC, DEL…).
has_ctrl() { [ "$(printf '%s' "$1" | tr -d '\001-\037\177')" != "$1" ]; }

# JSON string body for $1 (control characters are rejected before this is called).
json_escape() { printf '%s' "$1" | sed 's/[\\"]/\\&/g'; }

# Absolute http(s) URL (host, optional port, optional path/query); REL_URL_RE: root-relative path.
ABS_URL_RE='^https?://(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:[0-9]{1,5})?([/?#][^[:space:]"\\<>`^{|}]*)?$'
# shellcheck disable=SC2016 # backquote is a literal here
REL_URL_RE='^/([^/[:space:]"\\<>`^{|}][^[:space:]"\\<>`^{|}]*)?$'

# check_abs_url NAME VALUE: exits with a clear message unless VALUE is an absolute http(s) URL.
check_abs_url() {
  has_ctrl "$2" && die "$1 contains a control character"
  printf '%s' "$2" | grep -Eq "$ABS_URL_RE" && return 0
  die "$1 must be an absolute http(s) URL (e.g. https://api.example.com); got '$2'"
}

# check_url NAME VALUE: absolute http(s) URL or a path starting with '/' (same-origin proxy).
check_url() {
  has_ctrl "$2" && die "$1 contains a control character"
  printf '%s' "$2" | grep -Eq "$ABS_URL_RE" && return 0
  printf '%s' "$2" | grep -Eq "$REL_URL_RE" && return 0
  die "$1 must be an absolute http(s) URL (e.g. https://auth.example.com) or a path starting with '/'; got '$2'"
}

# origin_of URL: scheme://host[:port] of an absolute URL; nothing for a relative one ('self').
origin_of() {
  case $1 in
    http://*|https://*) printf '%s' "$1" | sed -E 's#^(https?://[^/?#]+).*$#\1#' ;;
  esac
}

# require NAME: value of the variable NAME; exits if unset or empty.
require() {
  eval "_v=\${$1:-}"
  [ -n "$_v" ] || die "$1 is required for APP=$APP but is not set (see docker/README.md)"
  printf '%s' "$_v"
}

# remote_entry NAME VALUE: VALUE as a remote entry URL (base URL -> base/remoteEntry.js).
remote_entry() {
  check_url "$1" "$2"
  case $2 in
    *.js|*.json|*.js\?*|*.json\?*) printf '%s' "$2" ;;
    *) printf '%s/remoteEntry.js' "${2%/}" ;;
  esac
}

# add_origin LIST URL: LIST plus the origin of URL, without duplicates.
add_origin() {
  _o=$(origin_of "$2")
  if [ -z "$_o" ]; then printf '%s' "$1"; return; fi
  case " $1 " in
    *" $_o "*) printf '%s' "$1" ;;
    *) printf '%s' "${1:+$1 }$_o" ;;
  esac
}

[ -r "$REMOTES_LIST" ] || die "$REMOTES_LIST (the remotes, written at image build) is missing"
# "<container name> <project>" per line; the manifest key is the name, the variable <NAME>_REMOTE_URL.
REMOTE_NAMES=$(awk 'NF == 2 { print $1 }' "$REMOTES_LIST")
REMOTE_PROJECTS=$(awk 'NF == 2 { print $2 }' "$REMOTES_LIST")
url_variable() { printf '%s_REMOTE_URL' "$1" | tr '[:lower:]' '[:upper:]'; }

APP=${APP:-}
case " shell $(echo $REMOTE_PROJECTS) " in
  *" $APP "*) [ -n "$APP" ] || die "APP is not set; it is set by the image build" ;;
  *) die "APP must be one of shell $(echo $REMOTE_PROJECTS) (got '$APP'); it is set by the image build" ;;
esac

# The server block must be ours: if envsubst could not write it (read-only
# /etc/nginx/conf.d), nginx would silently serve its stock default page.
grep -q 'ProfileProof static front-end server' "$SERVER_CONF" 2>/dev/null \
  || die "$SERVER_CONF was not rendered from /etc/nginx/templates/default.conf.template (is /etc/nginx/conf.d writable?)"

mkdir -p "$RUNTIME_DIR" "$GENERATED_DIR"
rm -f "$RUNTIME_DIR/runtime-config.json" "$RUNTIME_DIR/remotes.manifest.json"

APP_ENVIRONMENT=${APP_ENVIRONMENT:-production}
has_ctrl "$APP_ENVIRONMENT" && die "APP_ENVIRONMENT contains a control character"

# manifest: the JSON members; entries: every remote entry URL (for the CSP).
manifest='' entries=''
if [ "$APP" = shell ]; then
  API_BASE_URL=$(require API_BASE_URL)
  for name in $REMOTE_NAMES; do
    variable=$(url_variable "$name")
    url=$(require "$variable")
    entry=$(remote_entry "$variable" "$url")
    manifest="${manifest:+$manifest, }\"$name\": \"$(json_escape "$entry")\""
    entries="$entries $entry"
  done
else
  API_BASE_URL=${API_BASE_URL:-}
fi
if [ -n "$API_BASE_URL" ]; then
  check_abs_url API_BASE_URL "$API_BASE_URL"
  API_BASE_URL=${API_BASE_URL%/}   # the shell appends /api/…
fi

# Write to a temporary file, then rename: never a half-written file.
write_file() { # PATH CONTENT
  printf '%s\n' "$2" > "$1.tmp"
  mv -f "$1.tmp" "$1"
}

if [ -n "$API_BASE_URL" ]; then
  write_file "$RUNTIME_DIR/runtime-config.json" \
"{\"apiBaseUrl\": \"$(json_escape "$API_BASE_URL")\", \"environment\": \"$(json_escape "$APP_ENVIRONMENT")\"}"
  log "runtime-config.json: apiBaseUrl=$API_BASE_URL environment=$APP_ENVIRONMENT"
fi

if [ "$APP" = shell ]; then
  write_file "$RUNTIME_DIR/remotes.manifest.json" "{$manifest}"
  log "remotes.manifest.json: {$manifest}"
  if [ -f /usr/share/nginx/deploy/remotes.manifest.json ]; then
    log "served instead: the deploy folder's remotes.manifest.json (npm run deploy:remote)"
  fi
fi

# ---- Content-Security-Policy ------------------------------------------------
# Remote code (scripts, its CSS, fonts, images, mf-manifest.json) comes from the
# remotes' origins; API calls go to the API origin. No inline or eval'd script.
# 'unsafe-inline' for styles only (runtime-injected <style> tags).
remotes='' api=''
for u in $entries; do remotes=$(add_origin "$remotes" "$u"); done
api=$(add_origin '' "$API_BASE_URL")
connect=$(add_origin "$remotes" "$API_BASE_URL")
sp() { [ -n "$1" ] && printf ' %s' "$1"; return 0; }

if [ -n "${CONTENT_SECURITY_POLICY:-}" ]; then
  csp=$CONTENT_SECURITY_POLICY
  case $csp in *[\"\\\$]*) die 'CONTENT_SECURITY_POLICY must not contain ", \ or $' ;; esac
  has_ctrl "$csp" && die "CONTENT_SECURITY_POLICY contains a control character"
else
  csp="default-src 'self'"
  csp="$csp; script-src 'self'$(sp "$remotes")"
  csp="$csp; style-src 'self' 'unsafe-inline'$(sp "$remotes")"
  csp="$csp; img-src 'self' data: blob:$(sp "$remotes")"
  csp="$csp; font-src 'self' data:$(sp "$remotes")"
  csp="$csp; connect-src 'self'$(sp "$connect")"
  csp="$csp; worker-src 'self' blob:"
  csp="$csp; object-src 'none'; base-uri 'self'; form-action 'self'$(sp "$api"); frame-ancestors 'none'"
fi

# ---- CORS (remotes are loaded cross-origin by the shell) ----------------------
cors=${CORS_ALLOW_ORIGIN-*}
if [ -n "$cors" ] && [ "$cors" != '*' ]; then
  printf '%s' "$cors" | grep -Eq '^https?://(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:[0-9]{1,5})?$' \
    || die "CORS_ALLOW_ORIGIN must be '*', empty, or one origin like https://app.example.com (no path); got '$cors'"
fi

# ---- HSTS (browsers keep to https for max-age; they ignore it over plain HTTP) ----
hsts=${STRICT_TRANSPORT_SECURITY-max-age=31536000; includeSubDomains}
if [ -n "$hsts" ]; then
  has_ctrl "$hsts" && die "STRICT_TRANSPORT_SECURITY contains a control character"
  printf '%s' "$hsts" | grep -Eq '^max-age=[0-9]{1,10}(; ?includeSubDomains)?(; ?preload)?$' \
    || die "STRICT_TRANSPORT_SECURITY must be like 'max-age=31536000; includeSubDomains' (optionally '; preload'), or empty for no HSTS; got '$hsts'"
fi

{
  echo "# Generated by $ME at container start; do not edit."
  if [ -n "$hsts" ]; then
    echo "add_header Strict-Transport-Security \"$hsts\" always;"
  fi
  echo 'add_header X-Content-Type-Options "nosniff" always;'
  echo 'add_header Referrer-Policy "strict-origin-when-cross-origin" always;'
  echo 'add_header X-Frame-Options "DENY" always;'
  echo 'add_header Permissions-Policy "camera=(), microphone=(), geolocation=()" always;'
  echo "add_header Content-Security-Policy \"$csp\" always;"
  if [ -n "$cors" ]; then
    echo "add_header Access-Control-Allow-Origin \"$cors\" always;"
  fi
} > "$GENERATED_DIR/headers.conf.tmp"
mv -f "$GENERATED_DIR/headers.conf.tmp" "$GENERATED_DIR/headers.conf"

log "APP=$APP CORS_ALLOW_ORIGIN=${cors:-<none>} STRICT_TRANSPORT_SECURITY=${hsts:-<none>}"
log "Content-Security-Policy: $csp"
