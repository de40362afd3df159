# syntax=docker/dockerfile:1
# Axel Suite for teams that self-host (docs/deploy.md, "Self-hosting with Docker").
#
#   docker build -t axel-suite .                       the all-in-one server (target: server)
#   docker build --target expert -t axel-expert .      the expert backend alone, for hosted Supabase
#
# Node 22: supabase-js needs a global WebSocket, which Node 20 has only behind a flag.

FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: the lock file leaves out other platforms' optional binaries, which
# `npm ci` reports as missing (see .ci/run); npm install resolves them from the lock unchanged.
RUN npm install --no-audit --no-fund && npm cache clean --force

FROM deps AS source
COPY . .
# The server compiled to JavaScript (npm run build:server: build/cli.mjs, build/expert.mjs), so
# production runs plain node instead of compiling TypeScript at every start through tsx.
RUN npm run build:server

# The expert backend alone: POST /ask_expert and /save_expert_session against a Supabase project.
# Needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY; set CORS_ORIGINS to the SPA's origin.
FROM source AS expert
# Only the runtime dependencies stay (the build's tools are dev dependencies).
RUN npm prune --omit=dev --no-audit --no-fund && npm cache clean --force
ENV NODE_ENV=production HOST=0.0.0.0 PORT=54331
USER node
EXPOSE 54331
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "build/expert.mjs"]

# The all-in-one server: the SPA, /rest/v1, /auth/v1 and /expert from one process, on PGlite in
# /data (a volume) or on PostgreSQL through DATABASE_URL. Off loopback it refuses to start without
# JWT_SECRET, and with the demo accounts unless ALLOW_DEMO_ACCOUNTS=true (server/cli.ts).
FROM source AS server
# Built for the server's own origin: the SPA talks to /rest/v1 and /auth/v1 where it is served.
RUN VITE_SUPABASE_URL= VITE_SUPABASE_ANON_KEY= npm run build \
  && npm prune --omit=dev --no-audit --no-fund && npm cache clean --force
ENV NODE_ENV=production HOST=0.0.0.0 PORT=54321 DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 54321
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/auth/v1/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "build/cli.mjs"]
