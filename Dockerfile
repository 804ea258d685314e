# syntax=docker/dockerfile:1
# Ulfa: one image for every instance. Build: docker build -t ulfa .  Run: see compose.yaml and README.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=5000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
# TensorFlow.js and the model packages ship ~200 MB of source maps the server never reads (README "Trust and safety").
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force \
 && find node_modules/@tensorflow node_modules/nsfwjs node_modules/@vladmandic -name '*.map' -delete
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/safety-lists apps/server/safety-lists
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 5000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||5000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
