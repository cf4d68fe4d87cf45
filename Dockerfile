# Lumora Studio site: one image with the prerendered site and the Fastify server.
#   podman build -t lumora-site --build-arg SITE_URL=https://www.example.com .
#   podman run -p 3000:3000 -v lumora-data:/data lumora-site
# The build stage runs the same commands as CI and `npm start`: `npm ci`, then `npm run build`;
# the runtime stage starts what `npm start` starts (scripts/start.mjs), with the build already made.
# See docs/deploy.md for the production settings.

ARG NODE_IMAGE=docker.io/library/node:20-bookworm-slim

# ---- build: all dependencies, then the client bundle, server renderer and prerendered pages ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-fund --no-audit
COPY . .
# Canonical links, sitemap, feed and share links are baked in at build time.
ARG SITE_URL=http://localhost:3000
ENV SITE_URL=${SITE_URL}
RUN npm run build

# ---- runtime dependencies only ----
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-fund --no-audit

# ---- runtime: non-root, data directory as a volume, health check on the liveness endpoint ----
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ARG SITE_URL=http://localhost:3000
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    SITE_URL=${SITE_URL} \
    DATA_DIR=/data \
    DIST_DIR=/app/dist \
    SKIP_BUILD=1
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json tsconfig.json ./
COPY scripts ./scripts
COPY src ./src
COPY machines ./machines
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "scripts/start.mjs"]
