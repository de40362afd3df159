/** Axel Think's URLs (inside the workspace). */
export const thinkPaths = {
  overview: '/axel-think',
  objectives: '/axel-think/objetivos',
  objective: (id: string) => `/axel-think/objetivos/${id}`,
  map: '/axel-think/mapa',
  kpis: '/axel-think/indicadores',
  perspectives: '/axel-think/perspectivas',
  initiatives: '/axel-think/iniciativas',
  reviews: '/axel-think/revisiones',
  review: (id: string) => `/axel-think/revisiones/${id}`,
};
