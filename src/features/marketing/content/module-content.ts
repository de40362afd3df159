import type { ModuleKey } from '@/config/product';
import type { ModuleContent } from '../types';

/**
 * Each module's copy is its own chunk: a visitor of /modulos/crm downloads the CRM's data file only.
 */
const LOADERS: Record<ModuleKey, () => Promise<ModuleContent>> = {
  people: () => import('./people').then((m) => m.peopleContent),
  think: () => import('./think').then((m) => m.thinkContent),
  crm: () => import('./crm').then((m) => m.crmContent),
  ops: () => import('./ops').then((m) => m.opsContent),
  industrial: () => import('./industrial').then((m) => m.industrialContent),
  finance: () => import('./finance').then((m) => m.financeContent),
  predictive: () => import('./predictive').then((m) => m.predictiveContent),
  assistant: () => import('./assistant').then((m) => m.assistantContent),
  projects: () => import('./projects').then((m) => m.projectsContent),
  skills: () => import('./skills').then((m) => m.skillsContent),
};

export function loadModuleContent(key: ModuleKey): Promise<ModuleContent> {
  return LOADERS[key]();
}
