import styled from 'styled-components';
import { Link } from 'react-router-dom';

export interface UnderConstructionProps {
  /** The screen's name. */
  name: string;
  /** The path it is mounted on. */
  path: string;
  /** What the specification says the screen will do. */
  description: string;
}

const StyledPanel = styled.section`
  margin: 48px auto;
  width: min(720px, calc(100% - 32px));
  padding: 32px;
  border: 2px dashed ${({ theme }) => theme.palette.warning};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.palette.surface};
`;

const StyledBadge = styled.span`
  display: inline-block;
  margin-bottom: 12px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.palette.warning};
  color: ${({ theme }) => theme.palette.onStatus};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.04em;
`;

const StyledPath = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  color: ${({ theme }) => theme.palette.textMuted};
`;

/**
 * A clearly marked placeholder for a screen that a later piece of work fills in. It names the
 * screen and quotes what the specification says about it. No shipped screen should use it.
 */
export function UnderConstruction({ name, path, description }: UnderConstructionProps) {
  return (
    <StyledPanel aria-labelledby="under-construction-title" data-folio="under-construction">
      <StyledBadge>施工中 Under construction</StyledBadge>
      <h1 id="under-construction-title">{name}</h1>
      <p>
        <StyledPath>{path}</StyledPath>
      </p>
      <p>{description}</p>
      <p>
        <Link to="/resume">回到作品集</Link>
      </p>
    </StyledPanel>
  );
}
