# syntax=docker/dockerfile:1
# One recipe for every deployable: docker build --build-arg PACKAGE_DIR=services/groups .
# (skaffold.yaml builds the seven images from it.)
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund
ARG PACKAGE_DIR
# Only the package and what it references are built: the development tools under scripts/ (the
# embedded OpenID provider among them) are no part of any image, and their development-only
# dependencies are pruned.
RUN npx tsc -b "${PACKAGE_DIR}" \
 && if [ "${PACKAGE_DIR}" = "gateway" ]; then npm run build -w web; fi \
 && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE}
ARG PACKAGE_DIR
ENV NODE_ENV=production PACKAGE_DIR=${PACKAGE_DIR} HOST=0.0.0.0 PORT=8080
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/proto ./proto
COPY --from=build --chown=node:node /app/services/kit ./services/kit
COPY --from=build --chown=node:node /app/${PACKAGE_DIR} ./${PACKAGE_DIR}
COPY --from=build --chown=node:node /app/web/dist ./web/dist
USER node
EXPOSE 8080
# The migration Job runs the same image with the one migrations runner: node services/kit/dist/migrate.js <service>
CMD ["sh", "-c", "exec node --enable-source-maps ${PACKAGE_DIR}/dist/index.js"]
