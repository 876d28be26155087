# syntax=docker/dockerfile:1
# Production image of the one server process (SPA, server-rendered pages, /api, WebSockets). Decision 040.
#   docker build -t receptiva .
#   docker run --init -p 3000:3000 -e AUTH_SECRET=… -e DATABASE_URL=postgres://… -e PAYMENTS=test receptiva
# Secrets and settings come from the environment at run time; nothing of .env is copied in (.dockerignore).

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: every dependency (dev included), then the site, its server renderer and the server bundle
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: production dependencies and the built output only
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# Both bundles inline @receptiva/shared; its manifest above only keeps the workspace install whole.
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
# DATA_DIR: the embedded database when DATABASE_URL is unset (one instance only), owned by the unprivileged user.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Exec form: node receives SIGTERM itself and drains (apps/server/src/index.ts); run with --init (compose: init: true)
# so that a PID 1 reaps zombies and a second signal is not swallowed.
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/index.js"]
