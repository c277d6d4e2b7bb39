import styled from 'styled-components';
import { fontSize, space } from '../../theme';
import { iconButtonBox } from '../../theme/iconButton';

/** The native dialog, stretched over the whole viewport; its own area is the "backdrop". */
export const StyledLightbox = styled.dialog`
  width: 100vw;
  height: 100vh;
  height: 100dvh;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.palette.text};
  overflow: hidden;

  &::backdrop {
    background: ${({ theme }) => theme.palette.backdrop};
    backdrop-filter: blur(2px);
  }
  &[open] {
    display: grid;
    place-items: center;
  }
`;

export const StyledFigure = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(3)};
  margin: 0;
  padding: ${space(16)} ${space(4)} ${space(4)};
  max-width: 100%;
  max-height: 100%;
  min-height: 0;
`;

export const StyledImage = styled.img`
  display: block;
  /* A viewer shows even a small picture large; height follows the aspect ratio. */
  min-width: min(100%, 480px);
  max-width: min(100%, 1600px);
  max-height: calc(100dvh - 140px);
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  background: ${({ theme }) => theme.palette.surfaceAlt};
  animation: folio-lightbox-in 0.16s ease-out;
  @keyframes folio-lightbox-in {
    from {
      transform: scale(0.97);
    }
  }
`;

export const StyledCaption = styled.figcaption`
  max-width: 60ch;
  padding: ${space(1.5)} ${space(3.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  font-size: ${fontSize.md};
  text-align: center;
`;

export const StyledClose = styled.button`
  position: fixed;
  top: 12px;
  right: 12px;
  ${iconButtonBox(44)}
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  box-shadow: ${({ theme }) => theme.shadow.md};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.palette.surfaceAlt};
  }
  svg {
    width: 22px;
    height: 22px;
  }
`;
