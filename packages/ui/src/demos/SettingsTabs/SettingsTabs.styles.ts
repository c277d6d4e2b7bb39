import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media, fontSize, space, fontWeight } from '../../theme';
import { demoPage } from '../common/demoPage';
import { row, wrapRow } from '../../theme/layout';
import { outlineButton } from '../../theme/buttons';

export const StyledSettings = styled.section`
  ${demoPage(880)}
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
  padding: 0 ${space(2.5)};
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.palette.textMuted};
  font-weight: ${fontWeight.bold};
  white-space: nowrap;
  cursor: pointer;

  ${media.up('md')} {
    flex: 0 0 auto;
    padding: 0 ${space(6)};
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
  padding: ${space(6)} ${space(5)};
  &[hidden] {
    display: none;
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  h2 {
    font-size: ${fontSize['2xl']};
    margin-bottom: ${space(1)};
  }
  > p {
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${space(1)} ${space(6)};
  margin: ${space(4)} 0 0;

  ${media.up('sm')} {
    grid-template-columns: max-content 1fr;
    gap: ${space(3)} ${space(6)};
  }

  dt {
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: ${fontSize.sm};
    ${media.up('sm')} {
      font-size: ${fontSize.base};
    }
  }
  dd {
    margin: 0 0 ${space(3)};
    font-weight: ${fontWeight.bold};
    ${media.up('sm')} {
      margin: 0;
    }
  }
`;

export const StyledChecks = styled.fieldset`
  margin: ${space(4)} 0 0;
  padding: 0;
  border: none;
  display: grid;
  gap: ${space(3)};

  legend {
    padding: 0;
    margin-bottom: ${space(2)};
    font-weight: ${fontWeight.bold};
  }
  label {
    ${row(3, 'flex-start')}
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    margin: ${space(0.5)} 0 0;
    accent-color: ${({ theme }) => theme.palette.primary};
    flex: none;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: ${fontSize.sm};
  }
`;

export const StyledPanelActions = styled.div`
  margin-top: ${space(5)};
  ${wrapRow(3)}
`;

/** A link that looks like an outline button. */
export const StyledLinkButton = styled(Link)`
  ${outlineButton(4.5)}
  text-decoration: none;
`;
