import { useCallback, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { FolioThemeProvider, type ThemeMode, type ThemeSetting } from '@folio/ui';
import { appRoutes } from './routes';
import { AlertProvider } from './layout/AlertProvider';
import { BarePage } from './layout/BarePage';
import { Layout } from './layout/Layout';
import { SessionProvider } from './session/SessionProvider';
import { RoutePage, ScreenSuspense } from './routing/RoutePage';
import { readThemeMode, writeThemeMode } from './layout/themeMode';
import { lazy } from './routing/screen';

/** The 404 page is a chunk of its own, like every screen: the entry carries what every visit needs. */
const NotFoundPage = lazy(() => import('./features/portfolio/NotFoundPage'));

interface AppRoutesProps {
  themeMode: ThemeSetting;
  onToggleTheme: () => void;
}

/** Every route of the table inside the site's layout; build/prerenderPage.tsx renders it too. */
export function AppRoutes({ themeMode, onToggleTheme }: AppRoutesProps) {
  return (
    <Routes>
      {/* A bare page (routes.ts `bare`): no site bar, no navigation. */}
      {appRoutes
        .filter((route) => route.bare && route.isPublic)
        .map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <BarePage>
                <RoutePage route={route} />
              </BarePage>
            }
          />
        ))}
      <Route element={<Layout themeMode={themeMode} onToggleTheme={onToggleTheme} />}>
        {appRoutes
          .filter((route) => !(route.bare && route.isPublic))
          .map((route) => (
            <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
          ))}
        <Route
          path="*"
          element={
            <ScreenSuspense>
              <NotFoundPage />
            </ScreenSuspense>
          }
        />
      </Route>
    </Routes>
  );
}

export function App() {
  const [themeMode, setThemeMode] = useState<ThemeMode>(readThemeMode);
  const toggleTheme = useCallback(() => {
    setThemeMode((mode) => {
      const next = mode === 'dark' ? 'light' : 'dark';
      writeThemeMode(next);
      return next;
    });
  }, []);

  return (
    <FolioThemeProvider mode={themeMode}>
      <AlertProvider>
        <BrowserRouter>
          <SessionProvider>
            <AppRoutes themeMode={themeMode} onToggleTheme={toggleTheme} />
          </SessionProvider>
        </BrowserRouter>
      </AlertProvider>
    </FolioThemeProvider>
  );
}
