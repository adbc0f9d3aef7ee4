# Production-like image for the app and the worker (docker-compose.yml runs both from it).
# The worker (tsx) and the migrations (Prisma's schema engine as WebAssembly) use
# devDependencies, so the whole node_modules goes into the runtime image.

FROM node:20-bookworm AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# npm 11 honours package.json "allowScripts" (which install scripts may run).
RUN npm install -g npm@11 --no-audit --no-fund
COPY package.json package-lock.json ./
# postinstall generates the Prisma client from the schema.
COPY scripts/prisma-generate.mjs scripts/
COPY prisma ./prisma
RUN npm ci --no-audit --no-fund
COPY . .
ARG GIT_COMMIT=docker
ENV GIT_COMMIT=$GIT_COMMIT
# Placeholders so that modules reading the environment can be loaded at build time; the
# real values come from the container's environment.
RUN DATABASE_URL=postgresql://build:build@localhost:5432/build \
    AUTH_SECRET=build-time-placeholder-never-used-at-runtime-000 \
    npm run build

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# The app applies pending migrations, then serves. The worker overrides this command.
CMD ["sh", "-c", "npm run db:migrate && exec node_modules/.bin/next start -p \"$PORT\""]
