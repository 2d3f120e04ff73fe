# syntax=docker/dockerfile:1
# One recipe for every deployable: docker build --build-arg PACKAGE_DIR=services/groups .
# (skaffold.yaml builds the seven images from it.)
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund
ARG PACKAGE_DIR
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
# The migration Job runs the same image with: node ${PACKAGE_DIR}/dist/migrate.js
CMD ["sh", "-c", "exec node --enable-source-maps ${PACKAGE_DIR}/dist/index.js"]
