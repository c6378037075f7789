# syntax=docker/dockerfile:1
# The API: Fastify run by tsx, migrations applied at start, the demo owner seeded on first start.
FROM node:20-bookworm-slim
RUN npm install -g pnpm@10
WORKDIR /repo
COPY . .
RUN pnpm install --frozen-lockfile --filter "./api..."
ENV NODE_ENV=production PORT=4000 HOST=0.0.0.0 DATA_DIR=/var/lib/api
RUN mkdir -p /var/lib/api && chown node:node /var/lib/api
USER node
EXPOSE 4000
CMD ["pnpm", "--filter", "api", "start"]
