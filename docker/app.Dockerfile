# syntax=docker/dockerfile:1
# One image per browser app (host or a remote): built with the workspace's lockfile, served by
# scripts/serve-static.mjs. docker-compose.yml passes APP_DIR (the folder) as a build argument.

FROM node:20-bookworm-slim AS build
ARG APP_DIR
RUN npm install -g pnpm@10
WORKDIR /repo
COPY . .
RUN pnpm install --frozen-lockfile
RUN pnpm --filter "./${APP_DIR}" run build

FROM node:20-bookworm-slim
ARG APP_DIR
ENV NODE_ENV=production
WORKDIR /srv
COPY docker/static-server/package.json ./package.json
RUN npm install --omit=dev --no-audit --no-fund
COPY topology.json ./
COPY scripts/serve-static.mjs scripts/serve-static.mjs
COPY scripts/lib/topology.mjs scripts/lib/topology.mjs
COPY scripts/lib/releases.mjs scripts/lib/releases.mjs
COPY scripts/release.mjs scripts/release.mjs
COPY docker/app-entrypoint.mjs docker/app-entrypoint.mjs
# The release store (a volume shared by the app containers, docker-compose.yml): created here so the
# volume starts out owned by the user the server runs as.
RUN mkdir -p /srv/releases && chown node:node /srv/releases
ENV RELEASES_DIR=/srv/releases
# The entrypoint writes runtime-config.json (and the host's remotes.json) into dist at start.
COPY --from=build --chown=node:node /repo/${APP_DIR}/dist ${APP_DIR}/dist
USER node
CMD ["node", "docker/app-entrypoint.mjs"]
