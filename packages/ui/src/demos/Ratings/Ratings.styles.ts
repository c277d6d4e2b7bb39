import styled from 'styled-components';
import { visuallyHidden, fontSize, media, space, fontWeight } from '../../theme';
import { cardSurface } from '../../theme/cardSurface';

export const StyledRatings = styled.fieldset`
  margin: 0;
  min-width: 0;
  padding: ${space(5)} ${space(6)};
  ${media.narrow} {
    padding: ${space(3)};
  }
  display: inline-flex;
  flex-direction: column;
  gap: ${space(2)};
  ${cardSurface('sm')}

  legend {
    float: left;
    padding: 0;
    margin-bottom: ${space(1)};
    font-size: ${fontSize.xl};
    font-weight: ${fontWeight.bold};
  }
`;

export const StyledRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(4)};
  flex-wrap: wrap;
  clear: both;
`;

export const StyledStars = styled.div<{ $size: number }>`
  display: inline-flex;
  gap: ${space(1)};
  --star-size: ${({ $size }) => $size}px;
  /* Zoomed in (188 CSS px): five stars still fit on one line. */
  ${media.narrow} {
    --star-size: ${({ $size }) => Math.min($size, 22)}px;
  }
`;

export const StyledStar = styled.span`
  position: relative;
  display: inline-block;
  width: var(--star-size);
  height: var(--star-size);
  border-radius: ${({ theme }) => theme.radius.sm};

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
  svg {
    display: block;
    width: var(--star-size);
    height: var(--star-size);
  }
`;

export const StyledStarEmpty = styled.span`
  position: absolute;
  inset: 0;
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const StyledStarFull = styled.span<{ $fill: number }>`
  position: absolute;
  top: 0;
  left: 0;
  bottom: 0;
  width: ${({ $fill }) => $fill * 100}%;
  overflow: hidden;
  color: ${({ theme }) => theme.palette.warning};
`;

export const StyledHalf = styled.label<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 0;
  bottom: 0;
  ${({ $side }) => ($side === 'left' ? 'left: 0;' : 'right: 0;')}
  width: 50%;
  cursor: pointer;
  z-index: 1;

  input,
  span {
    ${visuallyHidden}
  }
`;

export const StyledValue = styled.output`
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};
  font-variant-numeric: tabular-nums;

  span {
    font-weight: ${fontWeight.regular};
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledReadOnly = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
`;
