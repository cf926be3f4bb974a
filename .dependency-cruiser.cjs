// Layer rules of the code base (issue 14, step 1), checked by `npm run lint`:
//   depcruise --config .dependency-cruiser.cjs --output-type err apps packages
// There is no baseline of tolerated violations: every violation fails (the 281 found when the rules came in were
// all fixed in issue 14).

const TEST = "(\\.test\\.tsx?$|^apps/api/src/test/|/test-kit\\.ts$|-test-support\\.tsx?$|-test-files\\.ts$)";
const API = "^apps/api/src";
const MODULES = `${API}/modules`;
// Request hooks (`*-hooks.ts`: authentication, role checks) are transport too, like routes.
const ROUTES = `${MODULES}/[^/]+/(routes|[^/]*-routes|[^/]*-hooks)\\.ts$`;
// The service layer: every module file that is not routes, queries or the module's index (use-case files such as
// send-quote.ts or interview-slots.ts are services too).
const SERVICES = `${MODULES}/[^/]+/(?![^/]*routes\\.ts$)(?![^/]*-hooks\\.ts$)(?!queries)(?![^/]*-queries\\.ts$)(?!index\\.ts$)[^/]+\\.ts$`;
const QUERIES = `${MODULES}/[^/]+/(queries\\.ts$|[^/]*-queries\\.ts$|queries/)`;
const INFRA = `${API}/(db|mail|realtime|storage|config|lib)/`;
const FEATURES = "^apps/web/src/features";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment:
        "No import cycles anywhere: a cycle means two files (or folders) cannot be understood or changed apart.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "api-layer-upward",
      comment:
        "API layers run routes → service → queries → db: a service or a queries file never imports routes.",
      severity: "error",
      from: { path: [SERVICES, QUERIES] },
      to: { path: ROUTES },
    },
    {
      name: "api-queries-no-service",
      comment: "Queries are the bottom layer above db/: a queries file never imports a service.",
      severity: "error",
      from: { path: QUERIES },
      to: { path: SERVICES },
    },
    {
      name: "api-queries-own-module",
      comment:
        "A queries file answers for its own module: it imports db/, lib/ and its module's files, never another module (not even its index).",
      severity: "error",
      from: { path: `${MODULES}/([^/]+)/(queries\\.ts$|[^/]*-queries\\.ts$|queries/)`, pathNot: TEST },
      to: { path: `${MODULES}/`, pathNot: `${MODULES}/$1/` },
    },
    {
      name: "api-routes-no-data-access",
      comment: "Routes hold no SQL: they call their service, never queries, db/ or drizzle-orm directly.",
      severity: "error",
      from: { path: ROUTES },
      to: { path: [QUERIES, `${API}/db/`, "^node_modules/drizzle-orm/"] },
    },
    {
      name: "api-service-no-fastify",
      comment:
        "Services and queries are transport-free: they never import fastify or a @fastify/* plugin (no FastifyReply, MultipartFile).",
      severity: "error",
      from: { path: [SERVICES, QUERIES] },
      to: { path: "^node_modules/(fastify|@fastify/)" },
    },
    {
      name: "api-service-no-foreign-queries",
      comment:
        "A service calls only its own module's queries; another module's data is reached through that module's index.ts.",
      severity: "error",
      from: { path: `${MODULES}/([^/]+)/(service|[^/]*-service)\\.ts$` },
      to: { path: QUERIES, pathNot: `${MODULES}/$1/` },
    },
    {
      name: "api-module-via-index",
      comment:
        "A module imports another module only through that module's index.ts (its public functions), never its inner files.",
      severity: "error",
      from: { path: `${MODULES}/([^/]+)/`, pathNot: TEST },
      to: { path: `${MODULES}/`, pathNot: [`${MODULES}/$1/`, `${MODULES}/[^/]+/index\\.ts$`] },
    },
    {
      name: "api-seed-via-index",
      comment: "The seed and the bench use modules as other modules do: through their index.ts.",
      severity: "error",
      from: { path: `${API}/(seed|bench)/`, pathNot: TEST },
      to: { path: `${MODULES}/`, pathNot: `${MODULES}/[^/]+/index\\.ts$` },
    },
    {
      name: "api-infrastructure-no-modules",
      comment:
        "Infrastructure (db, mail, realtime, storage, config, lib) never imports a feature module: modules build on it, not the reverse.",
      severity: "error",
      from: { path: INFRA, pathNot: TEST },
      to: { path: `${MODULES}/` },
    },
    {
      name: "api-seed-only-from-seed-bench",
      comment:
        "The demo/bulk seed is a tool, not part of the product: only seed/, bench/ and tests import it.",
      severity: "error",
      // main.ts and server.ts are the composition roots: they run the seed at start-up (npm start).
      from: { pathNot: [`${API}/(seed|bench)/`, `${API}/(main|server)\\.ts$`, TEST] },
      to: { path: `${API}/seed/` },
    },
    {
      name: "web-feature-boundaries",
      comment:
        "A web feature imports only shared/, locales/ (translation resources), @mkt/contracts, its own folder and other features' index.ts(x).",
      severity: "error",
      from: { path: `${FEATURES}/([^/]+)/`, pathNot: TEST },
      to: {
        path: "^apps/web/src/",
        pathNot: ["^apps/web/src/(shared|locales)/", `${FEATURES}/$1/`, `${FEATURES}/[^/]+/index\\.tsx?$`],
      },
    },
    {
      name: "not-to-unresolvable",
      comment:
        "Every import resolves to a file or an installed package (a typo or a missing dependency fails here, not at run time).",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: ["node_modules"] },
    exclude: { path: ["(^|/)dist(-server)?/", "^apps/api/drizzle/", "\\.d\\.ts$"] },
    includeOnly: { path: ["^apps/", "^packages/", "^node_modules/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
      mainFields: ["module", "main", "types", "typings"],
    },
    cache: false,
  },
};
