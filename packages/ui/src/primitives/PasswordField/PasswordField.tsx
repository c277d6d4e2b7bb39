import { useState } from 'react';
import { TextField, type TextFieldProps } from '../TextField';
import { StyledToggle } from './PasswordField.styles';

const iconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

const EyeIcon = () => (
  <svg {...iconProps}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

const EyeOffIcon = () => (
  <svg {...iconProps}>
    <path d="M10.6 5.1A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.2 3.1M6.6 6.6C3.7 8.3 2 12 2 12s3.5 7 10 7a9.8 9.8 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </svg>
);

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Name of the toggle while the password is hidden. @default '顯示密碼' */
  showLabel?: string;
  /** Name of the toggle while the password is shown. @default '隱藏密碼' */
  hideLabel?: string;
  /** Start with the password shown. @default false */
  defaultVisible?: boolean;
}

/**
 * A password input with a show/hide toggle. The toggle's accessible name says what it will do
 * ('顯示密碼' or '隱藏密碼'; pass English labels for the English login) and it controls the input.
 */
export function PasswordField({
  showLabel = '顯示密碼',
  hideLabel = '隱藏密碼',
  defaultVisible = false,
  autoComplete = 'current-password',
  disabled,
  id,
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(defaultVisible);
  const toggleLabel = visible ? hideLabel : showLabel;
  return (
    <TextField
      {...rest}
      id={id}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      // Spell checkers must not see a password shown as text.
      spellCheck={false}
      autoCapitalize="off"
      endAdornment={
        <StyledToggle
          type="button"
          aria-label={toggleLabel}
          title={toggleLabel}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
          data-folio="password-toggle"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </StyledToggle>
      }
    />
  );
}
