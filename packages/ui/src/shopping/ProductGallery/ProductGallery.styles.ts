import styled from 'styled-components';
import { fontSize } from '../../theme';
import { plainList } from '../../theme/plainList';
import { stack, wrapRow } from '../../theme/layout';

export const StyledProductGallery = styled.div`
  ${stack(3)}
  width: 100%;
  max-width: 560px;
`;

export const StyledMain = styled.button`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.palette.surfaceAlt};
  cursor: zoom-in;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
`;

export const StyledThumbs = styled.ul`
  ${plainList}
  ${wrapRow(2)}
`;

export const StyledThumb = styled.button`
  display: block;
  width: 72px;
  height: 72px;
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.palette.surfaceAlt};
  cursor: pointer;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.palette.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
`;

export const StyledEmpty = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  max-width: 560px;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.palette.surfaceAlt};
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${fontSize.sm};
`;
