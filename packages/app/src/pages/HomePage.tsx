import { Greeting } from '@folio/ui';

/** The landing view at /. */
export default function HomePage() {
  return <Greeting />;
}
