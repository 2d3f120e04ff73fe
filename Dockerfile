# syntax=docker/dockerfile:1
# The workspace installed and built once. It is no image to run: each deployable's own Dockerfile
# (gateway/Dockerfile, services/<name>/Dockerfile) takes its bundle from it, passed as BUILD_IMAGE.
#   docker build -t peace-practice/build .
ARG NODE_IMAGE=node:20-bookworm-slim
FROM ${NODE_IMAGE}
WORKDIR /app
COPY . .
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
# Compiled code, the run-time files copied beside it (schemas, migrations) and the web build.
RUN npx tsc -b && npx tsx scripts/src/build-assets.ts && npm run build -w web
