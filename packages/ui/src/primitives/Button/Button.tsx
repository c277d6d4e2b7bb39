import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles';

export type { ButtonSize, ButtonVariant };

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: `solid` for the main action, `outline` and `text` for the rest. @default 'solid' */
  variant?: ButtonVariant;
  /** @default 'medium' */
  size?: ButtonSize;
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /** Shows a spinner, marks the button busy and disables it, so a form cannot be sent twice. @default false */
  loading?: boolean;
  /** An icon before the label. */
  startIcon?: ReactNode;
  /** @default 'button' */
  type?: 'button' | 'submit' | 'reset';
}

/** The product's button. Use one `solid` button per view for the main action. */
export function Button({
  variant = 'solid',
  size = 'medium',
  fullWidth = false,
  loading = false,
  startIcon,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-folio="button"
      {...rest}
    >
      {loading ? <Spinner size={16} label="" /> : startIcon}
      {children}
    </StyledButton>
  );
}
