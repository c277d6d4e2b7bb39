import { StyledSpinner } from './Spinner.styles';

interface SpinnerProps {
  /** Diameter in pixels. @default 20 */
  size?: number;
  /** What is loading, read by screen readers. Leave empty when a parent already says it. @default '載入中' */
  label?: string;
}

/** A circular activity indicator in the current text colour. */
export function Spinner({ size = 20, label = '載入中' }: SpinnerProps) {
  return label ? (
    <StyledSpinner $size={size} role="status" aria-label={label} data-folio="spinner" />
  ) : (
    <StyledSpinner $size={size} aria-hidden="true" data-folio="spinner" />
  );
}
