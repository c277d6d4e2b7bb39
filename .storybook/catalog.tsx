/**
 * The library's contents, read from the stories themselves when Storybook is built: the
 * Introduction's counts and lists (packages/ui/src/Introduction.mdx) can never fall behind.
 */
import { AnchorMdx } from '@storybook/addon-docs/blocks';
import type { ComponentAnnotations, Renderer } from 'storybook/internal/types';

const metas = import.meta.glob<ComponentAnnotations<Renderer>>(
  '../packages/ui/src/**/*.stories.tsx',
  { eager: true, import: 'default' },
);

/** Every component title (`Forms/LoginForm`), sorted. */
const titles = Object.values(metas)
  .map((meta) => meta.title)
  .filter((title): title is string => typeof title === 'string')
  .sort((a, b) => a.localeCompare(b));

/** The components of one sidebar section (`Demos`), by name. */
const componentsOf = (section: string) =>
  titles
    .filter((title) => title.startsWith(`${section}/`))
    .map((title) => title.slice(section.length + 1));

/** A docs page's address, as Storybook makes its id from the title. */
const docsPath = (title: string) =>
  `?path=/docs/${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}--docs`;

/** How many components a section has. */
export const Count = ({ section }: { section: string }) => <>{componentsOf(section).length}</>;

/** Every component of a section, each linked to its docs page. */
export const Components = ({ section }: { section: string }) => (
  <>
    {componentsOf(section).map((name, index, all) => (
      <span key={name}>
        {/* Storybook's own link of MDX pages: `?path=` opens the page in the manager. */}
        <AnchorMdx href={docsPath(`${section}/${name}`)} target="_self">
          {name}
        </AnchorMdx>
        {index < all.length - 1 ? ', ' : ''}
      </span>
    ))}
  </>
);
