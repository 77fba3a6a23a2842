// Module boundaries, checked by `npm run lint:deps` (part of `npm run lint`); ADR 022 explains them.
// API: a module (apps/api/src/modules/<name>/) is used by others only through its index.ts, no import
// cycle joins two modules, and platform/ never imports a module. Web: a feature folder does not import
// another feature (shared code lives in ui/ or lib/).
const modules = "^apps/api/src/modules/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-module-cycle",
      comment: "No import cycle between API modules: a module that calls back up gets a function injected.",
      severity: "error",
      scope: "folder",
      from: { path: `${modules}[^/]+` },
      to: { path: `${modules}[^/]+`, circular: true },
    },
    {
      name: "module-through-index",
      comment: "Another module is imported through its index.ts, its public surface, never its inner files.",
      severity: "error",
      from: { path: `${modules}([^/]+)/` },
      to: { path: modules, pathNot: [`${modules}$1/`, `${modules}[^/]+/index\\.ts$`] },
    },
    {
      name: "app-through-index",
      comment: "The app, its jobs, seeds and scripts use the modules' public surfaces too.",
      severity: "error",
      from: { path: "^apps/api/src/", pathNot: modules },
      to: { path: modules, pathNot: `${modules}[^/]+/index\\.ts$` },
    },
    {
      name: "platform-not-modules",
      comment: "platform/ holds cross-cutting helpers: it knows no module.",
      severity: "error",
      from: { path: "^apps/api/src/platform/" },
      to: { path: modules },
    },
    {
      name: "web-feature-not-feature",
      comment: "A web feature does not import another feature; shared code moves to ui/ or lib/.",
      severity: "error",
      from: { path: "^apps/web/app/features/([^/]+)/" },
      to: { path: "^apps/web/app/features/", pathNot: "^apps/web/app/features/$1/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // tests and their fixtures may reach into any module: they set up data and check inner functions
    exclude: {
      path: [
        "(^|/)(node_modules|build|dist|\\.react-router)/",
        "\\.(test|spec)\\.tsx?$",
        "fixtures\\.ts$",
        "^apps/api/src/test/",
        // db/'s scripts (the seed, the currency conversion) sit above every module and use them through
        // their index.ts; left out so that db/, which every module reads, joins no module folder cycle
        "^apps/api/src/db/seed/",
        "^apps/api/src/db/convert-currency\\.ts$",
      ],
    },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
