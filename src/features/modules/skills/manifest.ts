import { defineModule } from '@/kit/manifest';

/**
 * Axel Skills: the skills catalogue with levels, required levels per position, assessments, the gap
 * matrix and certifications with expiry (issue 38).
 */
export const manifest = defineModule({
  key: 'skills',
  sections: [
    { path: '', label: 'Resumen' },
    // Courses (docs/skills.md "Cursos").
    { path: 'cursos', label: 'Cursos' },
    { path: 'mis-cursos', label: 'Mis cursos' },
    { path: 'plan', label: 'Plan de capacitación' },
  ],
  routes: ['cursos/:id'],
  uses: [],
});
