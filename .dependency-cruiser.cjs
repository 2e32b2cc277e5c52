/**
 * The import graph's rules, checked in `npm run lint` (and so in CI): no module may reach itself
 * through its imports, type-only imports included. A circle means two modules are one concern
 * split in two, or one leans on the other's internals; fold it rather than allow it here. And the
 * public site's server modules render client components only through src/components/islands.client.ts.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module reaches itself through its imports: move what both need into a module of its own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'client-code-through-islands',
      severity: 'error',
      comment:
        'A server module renders client components through src/components/islands.client.ts: each server file importing client code of its own ' +
        'makes Turbopack load one more script on the pages it is part of (docs/performance.md, "Scripts"). Export the component there and import it from there.',
      from: { path: '^src/', pathNot: ['\\.client\\.tsx?$', '^src/components/islands\\.client\\.ts$', '\\.test\\.tsx?$', '^src/(cms|blocks/table)/', '^src/app/\\(payload\\)/', '^src/app/global-error\\.tsx$', '^src/app/\\(site\\)/\\(shell\\)/test/'] },
      to: { path: '\\.client\\.tsx?$', pathNot: '^src/components/islands\\.client\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/(gql|cms/generated)/' },
    // Type-only imports count: a circle of types is still two modules that cannot be read apart.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
