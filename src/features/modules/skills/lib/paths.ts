/** Axel Skills' URLs (inside the workspace). */
export const skillsPaths = {
  overview: '/axel-skills',
  courses: '/axel-skills/cursos',
  course: (id: string) => `/axel-skills/cursos/${id}`,
  myCourses: '/axel-skills/mis-cursos',
  trainingPlan: '/axel-skills/plan',
};
