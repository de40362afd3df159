/** Axel Skills' URLs (inside the workspace). */
export const skillsPaths = {
  overview: '/axel-skills',
};
