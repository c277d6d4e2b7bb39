import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '../../theme';

export const StyledSettings = styled.section`
  max-width: 880px;
  margin: 0 auto;
  padding: 24px 16px;
  ${media.up('md')} {
    padding: 40px 24px;
  }
  h1 {
    font-size: 1.75rem;
    margin-bottom: 24px;
  }
`;

export const StyledSettingsCard = styled.div`
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.palette.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  overflow: hidden;
`;

export const StyledTabList = styled.div`
  display: flex;
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
`;

export const StyledTab = styled.button`
  flex: 1 0 auto;
  position: relative;
  min-height: 48px;
  padding: 0 10px;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.palette.textMuted};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;

  ${media.up('md')} {
    flex: 0 0 auto;
    padding: 0 24px;
  }

  &:hover {
    background: ${({ theme }) => theme.palette.surfaceAlt};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.palette.primary};
  }
  &[aria-selected='true']::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: ${({ theme }) => theme.palette.primary};
  }
`;

export const StyledTabPanel = styled.div`
  padding: 24px 20px;
  &[hidden] {
    display: none;
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  h2 {
    font-size: 1.25rem;
    margin-bottom: 4px;
  }
  > p {
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: 4px 24px;
  margin: 16px 0 0;

  ${media.up('sm')} {
    grid-template-columns: max-content 1fr;
    gap: 12px 24px;
  }

  dt {
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: 0.875rem;
    ${media.up('sm')} {
      font-size: 1rem;
    }
  }
  dd {
    margin: 0 0 12px;
    font-weight: 600;
    ${media.up('sm')} {
      margin: 0;
    }
  }
`;

export const StyledChecks = styled.fieldset`
  margin: 16px 0 0;
  padding: 0;
  border: none;
  display: grid;
  gap: 12px;

  legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: flex-start;
    gap: 12px;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.palette.primary};
    flex: none;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: 0.875rem;
  }
`;

export const StyledPanelActions = styled.div`
  margin-top: 20px;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

/** A link that looks like an outline button. */
export const StyledLinkButton = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 18px;
  border: 1px solid ${({ theme }) => theme.palette.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.palette.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.palette.primarySoft};
  }
`;
