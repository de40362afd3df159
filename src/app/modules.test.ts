import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MANIFEST_FILES, MODULE_MANIFESTS, WORKSPACES } from './modules';

const modulesDir = fileURLToPath(new URL('../features/modules', import.meta.url));
const folders = readdirSync(modulesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Every source file of a module, with its text. */
function sources(key: string): Array<{ file: string; text: string }> {
  const dir = join(modulesDir, key);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => ({ file: `${key}/${f}`, text: readFileSync(join(dir, f), 'utf8') }));
}

describe('the working modules (docs/modules.md)', () => {
  it('each folder has the one layout: manifest, workspace, public face, api/keys.ts', () => {
    expect(folders.length).toBeGreaterThan(0);
    for (const key of folders) {
      for (const file of ['manifest.ts', 'workspace.tsx', 'public.ts', 'api/keys.ts'])
        expect(existsSync(join(modulesDir, key, file)), `${key}/${file}`).toBe(true);
    }
  });

  it('each manifest names its own folder, and the router mounts every one', () => {
    for (const [path, manifest] of Object.entries(MANIFEST_FILES))
      expect(path, `the manifest of ${manifest.key}`).toBe(`../features/modules/${manifest.key}/manifest.ts`);
    expect(Object.keys(MODULE_MANIFESTS).sort()).toEqual([...folders].sort());
    expect(Object.keys(WORKSPACES).sort()).toEqual([...folders].sort());
  });

  it('a manifest lists its overview first and no path twice', () => {
    for (const m of Object.values(MODULE_MANIFESTS)) {
      expect(m.sections[0]?.path, m.key).toBe('');
      const paths = [...m.sections.map((s) => s.path), ...m.routes];
      expect(new Set(paths).size, `${m.key}: ${paths.join(', ')}`).toBe(paths.length);
    }
  });

  it("'uses' says exactly which modules a module reads when present (their public.ts, useHasModule)", () => {
    for (const key of folders) {
      const used = new Set<string>();
      for (const { text } of sources(key)) {
        for (const m of text.matchAll(/@\/features\/modules\/([a-z]+)\/public'/g)) used.add(m[1]);
        for (const m of text.matchAll(/useHasModule\('([a-z]+)'\)/g)) used.add(m[1]);
      }
      used.delete(key);
      expect([...used].sort(), `${key}/manifest.ts 'uses'`).toEqual([...MODULE_MANIFESTS[key as 'ops']!.uses].sort());
    }
  });

  it("each module's query keys start with its key (the access guard watches that family)", () => {
    for (const key of folders) {
      const keys = readFileSync(join(modulesDir, key, 'api/keys.ts'), 'utf8');
      expect(keys, `${key}/api/keys.ts`).toMatch(new RegExp(`all: \\['${key}'\\] as const`));
    }
  });
});
