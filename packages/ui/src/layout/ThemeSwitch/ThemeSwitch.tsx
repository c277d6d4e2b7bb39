import styled from 'styled-components';
import { Button, IconButton, MoonIcon, SunIcon } from '../../primitives';
import type { ThemeMode, ThemeSetting } from '../../theme';

interface ThemeSwitchProps {
  /**
   * The current theme; the switch offers the other one. `'system'`: the page shows the theme of
   * the visitor's system preference, so there is one switch per theme and that preference shows
   * the right one (a page drawn before any script runs, docs/adr/0013-fast-as-shipped.md).
   */
  themeMode: ThemeSetting;
  /** Called when the switch is pressed. */
  onToggle: () => void;
  /** `icon`: a round icon button (the app bar); `text`: the icon with its words (a drawer). */
  variant?: 'icon' | 'text';
}

/** Present only while the system's colour scheme is `$mode`; light also when it states none. */
const StyledInScheme = styled.span<{ $mode: ThemeMode }>`
  display: ${({ $mode }) => ($mode === 'light' ? 'contents' : 'none')};
  @media (prefers-color-scheme: dark) {
    display: ${({ $mode }) => ($mode === 'dark' ? 'contents' : 'none')};
  }
`;

function SwitchFrom({ mode, onToggle, variant }: Required<ThemeSwitchProps> & { mode: ThemeMode }) {
  const label = `切換為${mode === 'dark' ? '淺色' : '深色'}主題`;
  const icon = mode === 'dark' ? <SunIcon /> : <MoonIcon />;
  if (variant === 'icon') {
    return (
      <IconButton label={label} onClick={onToggle}>
        {icon}
      </IconButton>
    );
  }
  return (
    <Button variant="text" onClick={onToggle}>
      {icon}
      {label}
    </Button>
  );
}

/** The light/dark theme switch of the app bar and the site's drawer. */
export function ThemeSwitch({ themeMode, onToggle, variant = 'icon' }: ThemeSwitchProps) {
  const props = { themeMode, onToggle, variant };
  if (themeMode !== 'system') return <SwitchFrom {...props} mode={themeMode} />;
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <StyledInScheme key={mode} $mode={mode}>
          <SwitchFrom {...props} mode={mode} />
        </StyledInScheme>
      ))}
    </>
  );
}
