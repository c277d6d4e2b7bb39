import { AboutView } from '@folio/ui';

/** /about (關於): the portfolio owner's about page. */
export default function AboutPage() {
  return <AboutView />;
}
