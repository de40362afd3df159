/**
 * Which of PostgREST 12's spec files count as "relevant to supabase-js" for the conformance figure,
 * with the server settings each runs with (as PostgREST's test/spec/Main.hs runs it), and which do
 * not, with the reason. A spec file the checkout has and this list does not name fails the run, so a
 * new PostgREST file is decided here, not silently left out.
 */

/** The settings of PostgREST's SpecHelper that a group of cases needs (baseCfg otherwise). */
export interface SuiteSettings {
  /** db-schemas (baseCfg: test). */
  schemas: string[];
  /** db-max-rows (baseCfg: none). */
  maxRows?: number;
  /** db-aggregates-enabled (baseCfg: false). */
  aggregates: boolean;
}

const base: SuiteSettings = { schemas: ['test'], aggregates: false };

export interface Relevant {
  relevant: true;
  /** The file's top-level groups that count (`spec` by default), each with its settings. */
  groups: Record<string, SuiteSettings>;
  /** Other groups of the file, left out with a reason. */
  excludedGroups?: Record<string, string>;
}

export interface Excluded {
  relevant: false;
  reason: string;
}

export const SPEC_FILES: Record<string, Relevant | Excluded> = {
  // Reads, filters, ordering, embedding, writes, rpc, counts, errors, Prefer: what supabase-js sends.
  'Query/AndOrParamsSpec.hs': { relevant: true, groups: { spec: base } },
  'Query/ComputedRelsSpec.hs': { relevant: true, groups: { spec: base } },
  'Query/DeleteSpec.hs': { relevant: true, groups: { spec: base } },
  'Query/EmbedDisambiguationSpec.hs': { relevant: true, groups: { spec: base } },
  'Query/EmbedInnerJoinSpec.hs': { relevant: true, groups: { spec: base } },
  'Query/InsertSpec.hs': { relevant: true, groups: { spec: base } },
  'Query/JsonOperatorSpec.hs': { relevant: true, groups: { spec: base } },
  'Query/LimitedMutationSpec.hs': { relevant: true, groups: { spec: base } },
  'Query/NullsStripSpec.hs': { relevant: true, groups: { spec: base } },
  'Query/PreferencesSpec.hs': { relevant: true, groups: { spec: base } },
  'Query/QuerySpec.hs': { relevant: true, groups: { spec: base } },
  'Query/RangeSpec.hs': { relevant: true, groups: { spec: base } },
  'Query/RelatedQueriesSpec.hs': { relevant: true, groups: { spec: base } },
  'Query/RpcSpec.hs': { relevant: true, groups: { spec: base } },
  'Query/SingularSpec.hs': { relevant: true, groups: { spec: base } },
  'Query/SpreadQueriesSpec.hs': { relevant: true, groups: { spec: base } },
  'Query/UpdateSpec.hs': { relevant: true, groups: { spec: base } },
  'Query/UpsertSpec.hs': { relevant: true, groups: { spec: base } },
  'Query/RawOutputTypesSpec.hs': { relevant: true, groups: { spec: base } },
  'Query/QueryLimitedSpec.hs': { relevant: true, groups: { spec: { ...base, maxRows: 2 } } },
  'Query/UnicodeSpec.hs': { relevant: true, groups: { spec: { ...base, schemas: ['تست'] } } },
  'Query/MultipleSchemaSpec.hs': {
    relevant: true,
    groups: { spec: { ...base, schemas: ['v1', 'v2', 'SPECIAL "@/\\#~_-'] } },
  },
  'Query/AggregateFunctionsSpec.hs': {
    relevant: true,
    groups: { allowed: { ...base, aggregates: true }, disallowed: base },
  },
  'Query/ErrorSpec.hs': {
    relevant: true,
    groups: { pgErrorCodeMapping: base },
    excludedGroups: {
      nonExistentSchema: 'a server configured with a schema that does not exist: a deployment error, not a request',
    },
  },
  'Query/PgSafeUpdateSpec.hs': {
    relevant: true,
    groups: { disabledSpec: base },
    excludedGroups: {
      spec: 'loads pg-safeupdate through a db-pre-request function, a setting this server does not have (it refuses unfiltered writes itself: docs/rest-protocol.md)',
    },
  },
  'Auth/AuthSpec.hs': { relevant: true, groups: { spec: base } },

  // Not what supabase-js reaches, or settings of a PostgREST deployment rather than its protocol.
  'Query/PlanSpec.hs': { relevant: false, reason: 'EXPLAIN media type (application/vnd.pgrst.plan): not offered' },
  'Query/PostGISSpec.hs': { relevant: false, reason: 'Geo+JSON: not offered' },
  'Query/CustomMediaSpec.hs': {
    relevant: false,
    reason:
      'media type handlers (domains over custom media types, aggregates as handlers): PostgREST 12 feature no supabase-js call reaches',
  },
  'Query/ServerTimingSpec.hs': { relevant: false, reason: 'Server-Timing header (server-timing-enabled): diagnostics' },
  'OpenApi/OpenApiSpec.hs': { relevant: false, reason: 'OpenAPI output' },
  'OpenApi/DisabledOpenApiSpec.hs': { relevant: false, reason: 'OpenAPI output' },
  'OpenApi/IgnorePrivOpenApiSpec.hs': { relevant: false, reason: 'OpenAPI output' },
  'OpenApi/ProxySpec.hs': { relevant: false, reason: 'OpenAPI output' },
  'OpenApi/RootSpec.hs': { relevant: false, reason: 'OpenAPI root override (db-root-spec)' },
  'OpenApi/SecurityOpenApiSpec.hs': { relevant: false, reason: 'OpenAPI output' },
  'Auth/AsymmetricJwtSpec.hs': {
    relevant: false,
    reason: 'JWT key settings (JWK, JWK set): the server signs with one HS256 secret',
  },
  'Auth/AudienceJwtSecretSpec.hs': { relevant: false, reason: 'JWT settings (jwt-aud, base64 secret)' },
  'Auth/BinaryJwtSecretSpec.hs': { relevant: false, reason: 'JWT settings (base64 secret)' },
  'Auth/NoAnonSpec.hs': { relevant: false, reason: 'no anonymous role: Supabase always has anon' },
  'Auth/NoJwtSpec.hs': { relevant: false, reason: 'no JWT secret: Supabase always has one' },
  'ConcurrentSpec.hs': { relevant: false, reason: 'connection pool under concurrency, not a request/response case' },
  'CorsSpec.hs': {
    relevant: false,
    reason: "CORS: answered by Supabase's gateway, not PostgREST, and by server/http/cors.ts here",
  },
  'OptionsSpec.hs': {
    relevant: false,
    reason: "OPTIONS and Allow: answered by Supabase's gateway (CORS preflight) here",
  },
  'ExtraSearchPathSpec.hs': { relevant: false, reason: 'db-extra-search-path setting' },
  'NoSuperuserSpec.hs': { relevant: false, reason: "the deployment's connection role, not the protocol" },
  'ObservabilitySpec.hs': { relevant: false, reason: 'server-trace-header setting' },
  'RollbackSpec.hs': { relevant: false, reason: 'db-tx-end settings (commit/rollback of every request)' },
  'RpcPreRequestGucsSpec.hs': { relevant: false, reason: 'db-pre-request function: not a setting of this server' },
};

/**
 * Single cases left out of a relevant file, by `file` and the case's name as the extractor writes it
 * (the describe chain and the `it`), each with its reason.
 */
export const EXCLUDED_CASES: Array<{ file: string; name: string; reason: string }> = [];
