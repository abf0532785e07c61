# Production image: the built client, the server compiled to JavaScript, production packages
# only, run as the unprivileged `node` user. compose.yaml runs it as servers and a worker.
# Build: docker build -t just-financial-advice .

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# The client and server renderer (dist/client, dist/ssr), then the server itself (dist/server).
RUN npm run build && npm run build:server

FROM node:22-bookworm-slim AS packages
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force

FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
# Code and packages stay owned by root (read-only to the server); only the data folder is its own.
COPY --from=packages /app/node_modules ./node_modules
COPY package.json ./
COPY drizzle ./drizzle
COPY src/server/db/seed/assets ./src/server/db/seed/assets
COPY --from=build /app/dist ./dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Readiness: the database answers and the server is not draining. The worker overrides it.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node receives SIGTERM itself (no shell in between) and drains before it exits.
CMD ["node", "dist/server/main.js"]
