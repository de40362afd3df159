// ESLint flat config. The architecture rules follow STYLE.md §1-2:
// components/ui, lib, config -> features/* -> app, and a feature never imports another feature.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const featuresDir = path.join(root, 'src/features');
const features = (() => {
  try {
    return readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

/** Resolves the `@/` alias (tsconfig paths) and TypeScript extensions for the import-x rules. */
const resolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.json', '.d.ts'],
  conditionNames: ['types', 'import', 'browser', 'module', 'default'],
  mainFields: ['types', 'module', 'main'],
  alias: { '@': [path.join(root, 'src')] },
});

/** The working modules: one fenced folder each under src/features/modules (docs/modules.md). */
const modules = (() => {
  try {
    return readdirSync(path.join(featuresDir, 'modules'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

const restrictedZones = [
  // Features are composed by app/, never the other way round.
  ...features
    .filter((feature) => feature !== 'modules')
    .map((feature) => ({
      target: `./src/features/${feature}`,
      from: './src/features',
      except: [`./${feature}`],
      message: 'A feature never imports another feature: compose them in src/app.',
    })),
  // Each module is fenced: it imports the kit, the shared layer and another module's public face
  // (<key>/public.ts) only, never another module's insides.
  ...modules.map((key) => ({
    target: `./src/features/modules/${key}`,
    from: './src/features',
    except: [
      `./modules/${key}`,
      ...modules.filter((other) => other !== key).map((other) => `./modules/${other}/public.ts`),
    ],
    message: "A module imports the kit, shared code and another module's public.ts only (docs/modules.md).",
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features never import from src/app (dependencies flow components/lib/config -> features -> app).',
  },
  {
    target: ['./src/components', './src/lib', './src/config', './src/testing', './src/kit'],
    from: ['./src/features', './src/app'],
    message: 'Shared code (components, lib, config, kit, testing) never imports features or app.',
  },
  {
    // Layers, lowest first: components/ui, lib, config -> kit (the module screen kit) -> features -> app.
    target: ['./src/components', './src/lib', './src/config'],
    from: './src/kit',
    message: 'The kit is built on components, lib and config; they never import it.',
  },
];

const featureBarrel = {
  regex: '^@/features/[^/]+(/index(\\.tsx?)?)?$',
  message: 'Import the file you need; features have no barrel index.ts.',
};
// Importing @/lib/toast is what mounts the Toaster (src/app/provider.tsx): a toast sent straight
// through sonner would wait for a Toaster nobody asked for.
const sonnerOnlyThroughLib = { name: 'sonner', message: "Import { toast } from '@/lib/toast'." };

export default tseslint.config(
  { ignores: ['dist', 'coverage', '.data', '.cache', 'node_modules', 'src/lib/database.types.ts'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [resolver] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: restrictedZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { paths: [sonnerOnlyThroughLib], patterns: [featureBarrel] }],
    },
  },
  {
    // Only the auth feature and the features' api/ folders talk to supabase (STYLE.md §6).
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/features/auth/**',
      'src/features/*/api/**',
      // The working modules live one level deeper (src/features/modules/<key>/api, docs/modules.md).
      'src/features/modules/*/api/**',
      'src/lib/**',
      'src/**/*.test.{ts,tsx}',
      'src/testing/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@/lib/supabase', message: 'Only features/*/api (and features/auth) use the supabase client.' },
            sonnerOnlyThroughLib,
          ],
          patterns: [featureBarrel],
        },
      ],
    },
  },
  {
    // sonner's two wrappers, and the tests, which render a Toaster of their own (src/testing).
    files: ['src/lib/toast.ts', 'src/components/ui/toaster.tsx', 'src/**/*.test.{ts,tsx}', 'src/testing/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [featureBarrel] }] },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // The local server, its tools (scripts/), its tests, the benchmarks and the config files run on Node.
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts', 'bench/**/*.ts', '*.config.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The Edge Functions: web-platform code that runs on Deno (Supabase) and on Node (server/).
    files: ['supabase/functions/**/*.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
);
