/** The home sections the marketing top bar links to (docs/product.md §2 'Marketing pages'), in order. */
export const HOME_SECTIONS = [
  { id: 'pilares', label: 'Pilares' },
  { id: 'industrias', label: 'Industrias' },
  { id: 'beneficios', label: 'Beneficios' },
  { id: 'machine-learning', label: 'Machine Learning' },
  { id: 'demo', label: 'Demo' },
  { id: 'casos-uso', label: 'Casos de Uso' },
  { id: 'planes', label: 'Planes' },
] as const;

export type HomeSectionId = (typeof HOME_SECTIONS)[number]['id'];

/** On the home page the anchors stay on the page ('#pilares'); elsewhere they lead home ('/#pilares'). */
export function homeSectionHref(id: HomeSectionId, onHome: boolean): string {
  return onHome ? `#${id}` : `/#${id}`;
}
