import type { ReviewPoint, ReviewWithPoints } from '../api/types';

/** A review's commitments not yet done, and those of them past their due date (today in Chile). */
export function openCommitments(points: ReviewPoint[], today: string) {
  const all = points.filter((p) => p.tipo === 'compromiso' && !p.cumplido);
  return { all, overdue: all.filter((p) => p.fecha_compromiso !== null && p.fecha_compromiso < today) };
}

export const isOverdue = (p: ReviewPoint, today: string) =>
  p.tipo === 'compromiso' && !p.cumplido && p.fecha_compromiso !== null && p.fecha_compromiso < today;

/** The next review still to be held (today or later, 'preparada'), the soonest first. */
export function nextReview(reviews: ReviewWithPoints[], today: string): ReviewWithPoints | undefined {
  return reviews
    .filter((r) => r.estado === 'preparada' && r.fecha >= today)
    .sort((a, b) => a.fecha.localeCompare(b.fecha))[0];
}
