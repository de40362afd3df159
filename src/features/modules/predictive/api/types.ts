/** One corrective order behind an asset's failure-risk numbers. */
export interface FailureOrder {
  id: string;
  number: number;
  /** When it was reported (ISO). */
  at: string;
  /** Hours from the report to its completion; null while not completed. */
  repairHours: number | null;
}
