// dependency-cruiser (npm run lint:cycles): no import circle anywhere in the code, type-only
// imports included (TypeScript's `import type` is an arrow too: import-x/no-cycle skips them).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Files that import each other in a loop (a type-only import counts).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.app.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'database\\.types\\.ts$' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
