import styled from 'styled-components';
import { media } from '../../theme';

export const StyledFaq = styled.section`
  max-width: 760px;
  margin: 0 auto;
  padding: 24px 16px;
  ${media.up('md')} {
    padding: 40px 24px;
  }
`;

export const StyledFaqTitle = styled.h1`
  font-size: 1.75rem;
  margin-bottom: 8px;
`;

export const StyledFaqIntro = styled.p`
  color: ${({ theme }) => theme.palette.textMuted};
  margin-bottom: 24px;
`;

export const StyledFaqList = styled.div`
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.palette.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  overflow: hidden;
`;

export const StyledFaqItem = styled.div`
  & + & {
    border-top: 1px solid ${({ theme }) => theme.palette.border};
  }
`;

export const StyledFaqHeading = styled.h2`
  margin: 0;
  font-size: 1rem;
  font-weight: 600;
`;

export const StyledFaqButton = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 18px 20px;
  border: none;
  background: transparent;
  text-align: left;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.palette.surfaceAlt};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.palette.primary};
  }
  svg {
    flex: none;
    width: 20px;
    height: 20px;
    transition: transform 0.2s ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

export const StyledFaqPanel = styled.div`
  padding: 0 20px 20px;
  color: ${({ theme }) => theme.palette.text};
  p {
    margin: 0;
  }
  &[hidden] {
    display: none;
  }
`;
