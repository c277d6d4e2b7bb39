/**
 * The alert's dialog as a module of its own: AlertProvider loads it with the first alert, since
 * most visits show none and the landing route's entry carries only what every visit needs
 * (docs/adr/0013-fast-as-shipped.md).
 */
export { AlertDialog as default } from '@folio/ui';
