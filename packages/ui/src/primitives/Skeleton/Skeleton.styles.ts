import styled, { css, keyframes } from 'styled-components';
import { space } from '../../theme';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

export type SkeletonVariant = 'text' | 'rect' | 'circle';

export const StyledSkeleton = styled.span<{
  $variant: SkeletonVariant;
  $width: string;
  $height: string;
  $animate: boolean;
}>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  background: ${({ theme }) => theme.palette.surfaceAlt};
  border-radius: ${({ $variant, theme }) =>
    $variant === 'circle' ? '50%' : $variant === 'text' ? theme.radius.sm : theme.radius.md};
  ${({ $animate }) =>
    $animate &&
    css`
      animation: ${pulse} 1.6s ease-in-out infinite;
    `}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const StyledSkeletonLines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
`;
