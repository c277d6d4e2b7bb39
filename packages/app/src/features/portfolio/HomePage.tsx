import { HomeView } from '@folio/ui';

/** The landing view at /. */
export default function HomePage() {
  return <HomeView />;
}
