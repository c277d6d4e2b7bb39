import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { roundIconButton } from '../../theme/iconButton';

interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** What the button does, read by screen readers (an icon alone says nothing). */
  label: string;
  /** The icon, usually an inline SVG. */
  children: ReactNode;
}

const StyledIconButton = styled.button`
  ${roundIconButton(40)}
  &:hover {
    background: ${({ theme }) => theme.palette.surfaceAlt};
  }
  svg {
    width: 22px;
    height: 22px;
  }
`;

/** A round button showing only an icon; `label` names it for assistive technology. */
export function IconButton({ label, children, type = 'button', ...rest }: IconButtonProps) {
  return (
    <StyledIconButton
      type={type}
      aria-label={label}
      title={label}
      data-folio="icon-button"
      {...rest}
    >
      {children}
    </StyledIconButton>
  );
}
