import type { Palette } from '../../theme';

/** The five colour bands of docs/requirements.md §9 for a progress value. */
type ProgressBand = 'complete' | 'excellent' | 'good' | 'fair' | 'low';

/** 100 is `complete`, 90 and over `excellent`, 70 and over `good`, 50 and over `fair`, below 50 `low`. */
export function progressBand(progress: number): ProgressBand {
  if (progress >= 100) return 'complete';
  if (progress >= 90) return 'excellent';
  if (progress >= 70) return 'good';
  if (progress >= 50) return 'fair';
  return 'low';
}

/** The theme colour of each band: five distinct palette entries. */
export const bandColor: Record<ProgressBand, keyof Palette> = {
  complete: 'success',
  excellent: 'info',
  good: 'primary',
  fair: 'warning',
  low: 'error',
};

/** A progress value is valid when it is a whole number from 0 to 100 (docs/requirements.md §5, §9). */
export function isValidProgress(value: string): boolean {
  if (value.trim() === '') return false;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 100;
}
