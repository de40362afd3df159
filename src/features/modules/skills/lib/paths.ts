/** Axel Skills' URLs (inside the workspace). */
export const skillsPaths = {
  overview: '/axel-skills',
  skills: '/axel-skills/competencias',
  matrix: '/axel-skills/matriz',
  mine: '/axel-skills/mis-competencias',
  certifications: '/axel-skills/certificaciones',
  person: (id: string) => `/axel-skills/personas/${id}`,
  courses: '/axel-skills/cursos',
  course: (id: string) => `/axel-skills/cursos/${id}`,
  myCourses: '/axel-skills/mis-cursos',
  trainingPlan: '/axel-skills/plan',
};
