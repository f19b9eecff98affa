# Mijote, one instance per container (README « Production »): run N of them behind the proxy of
# docs/deployment/haproxy.cfg with the same DATABASE_URL, APP_SECRET and S3_BUCKET.
# Not built on the development machine (no Docker daemon there): the same steps run in CI as npm ci && npm run build.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
# pg_dump and pg_restore for npm run backup / restore run from the container (the server's major version or newer).
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data DRAIN_MS=2000
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/docs/deployment ./docs/deployment
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=5s --timeout=3s --start-period=30s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM reaches node itself (no npm in between): /readyz answers 503 for DRAIN_MS, then the server drains and exits.
CMD ["node", "dist/server/server/src/main.js"]
