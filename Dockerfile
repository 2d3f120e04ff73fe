# syntax=docker/dockerfile:1
# Every deployable's image, the one named by COMPONENT: gateway, identity, meditation, groups,
# communities, stats or notification.
#   docker build --build-arg COMPONENT=groups -t registry.example.org/peace/peace-practice-groups:0.1.0 .
# `npm run images` builds and pushes all seven. The first stage installs and compiles the whole
# workspace (the same for every component, so a builder's cache serves the seven builds); the image
# carries only the component's bundle: its build output and production dependencies
# (scripts/src/image/bundle.ts), no sources and no development tools.
ARG NODE_IMAGE=node:22.20.0-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY . .
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
# Compiled code, the run-time files copied beside it (schemas, migrations) and the web build.
RUN npx tsc -b && npx tsx scripts/src/build-assets.ts && npm run build -w web
ARG COMPONENT
RUN case "$COMPONENT" in \
      gateway) package=gateway ;; \
      identity|meditation|groups|communities|stats|notification) package="services/$COMPONENT" ;; \
      *) echo "--build-arg COMPONENT= must name gateway or a service (identity, meditation, groups, communities, stats, notification); got '$COMPONENT'" >&2; exit 1 ;; \
    esac \
 && npx tsx scripts/src/image/bundle.ts "$package" /bundle \
 && printf '%s/dist/index.js\n' "$package" > /bundle/entry

FROM ${NODE_IMAGE}
ARG COMPONENT
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
LABEL org.opencontainers.image.title="peace-practice/${COMPONENT}"
WORKDIR /app
# Owned by root and read-only to the process, which runs as the image's unprivileged node user.
COPY --from=build /bundle ./
USER 1000:1000
EXPOSE 8080
# The component's entry (e.g. services/groups/dist/index.js), with node as the process Kubernetes
# signals. Each service's pods also run this image's migrations runner first:
# node services/kit/dist/migrate.js <service>.
CMD ["sh", "-c", "exec node --enable-source-maps \"$(cat /app/entry)\""]
