import styled from 'styled-components';
import { fontSize, space, fontWeight } from '../../theme';
import { demoPage } from '../common/demoPage';

export const StyledFaq = styled.section`
  ${demoPage(760)}
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
  font-size: ${fontSize.base};
  font-weight: ${fontWeight.bold};
`;

export const StyledFaqButton = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${space(4)};
  padding: ${space(4.5)} ${space(5)};
  border: none;
  background: transparent;
  text-align: left;
  font-weight: ${fontWeight.bold};
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
  padding: 0 ${space(5)} ${space(5)};
  color: ${({ theme }) => theme.palette.text};
  p {
    margin: 0;
  }
  &[hidden] {
    display: none;
  }
`;
