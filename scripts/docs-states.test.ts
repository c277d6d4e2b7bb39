// Every state a story names is visible on its docs page (docs/architecture.md §4). A story whose
// play makes its state (types, clicks, presses keys) would otherwise show its first render there:
// the state of Filled or Open only in its own canvas. So each such story says how its docs page
// shows it: it plays there (`docs.story.autoplay`, .storybook/docsPlay.ts), or it is shown in a
// frame of its own (`docs.story.inline: false`, e.g. `framedDocs`), where its play runs as in its
// canvas. Either may be set on the component (meta) or on the story. A story whose play only walks
// the keyboard (its state is where the focus is, which one page of many stories cannot hold) says
// so with `docs.story.autoplay: false` on the story: its docs page shows its first render.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';

const uiSource = path.resolve(import.meta.dirname, '../packages/ui/src');

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(full);
    return entry.name.endsWith('.stories.tsx') ? [full] : [];
  });
}

/** How a docs page shows a story: by playing it there, or in its own frame. */
type DocsShow = 'autoplay' | 'frame' | 'first render' | undefined;

/** The property `name` of an object literal, if it is one. */
function property(node: ts.Node | undefined, name: string): ts.Expression | undefined {
  if (!node || !ts.isObjectLiteralExpression(node)) return undefined;
  for (const member of node.properties) {
    if (ts.isPropertyAssignment(member) && member.name.getText() === name) {
      return member.initializer;
    }
  }
  return undefined;
}

/** What `parameters` says of the docs page's story block. */
function docsShow(parameters: ts.Expression | undefined): DocsShow {
  if (!parameters) return undefined;
  // `framedDocs(…)` (.storybook/docsFrame.ts) is `docs.story.inline: false`.
  if (ts.isCallExpression(parameters) && parameters.expression.getText() === 'framedDocs') {
    return 'frame';
  }
  // `playedDocs(…)` (packages/ui/src/storyParts.tsx) is `docs.story.autoplay: true`.
  if (ts.isCallExpression(parameters) && parameters.expression.getText() === 'playedDocs') {
    return 'autoplay';
  }
  if (ts.isObjectLiteralExpression(parameters)) {
    for (const member of parameters.properties) {
      const spread = ts.isSpreadAssignment(member) ? docsShow(member.expression) : undefined;
      if (spread === 'frame' || spread === 'autoplay') return spread;
    }
  }
  const story = property(property(parameters, 'docs'), 'story');
  if (property(story, 'autoplay')?.kind === ts.SyntaxKind.TrueKeyword) return 'autoplay';
  if (property(story, 'autoplay')?.kind === ts.SyntaxKind.FalseKeyword) return 'first render';
  if (property(story, 'inline')?.kind === ts.SyntaxKind.FalseKeyword) return 'frame';
  return undefined;
}

/** A play that acts on the story, not one that only looks at it. */
const interacts = (play: ts.Expression) =>
  // clickShowsAlert(…) and the play clickRetry (packages/ui/src/storyParts.tsx) click.
  /\buserEvent\.|\bfireEvent\.|\.click\(\)|\.dispatchEvent\(|\bclickShowsAlert\(|\bclickRetry\b/.test(
    play.getText(),
  );

/** The stories of a file whose play makes their state and whose docs page would not show it. */
function storiesHiddenOnDocsOf(source: ts.SourceFile): string[] {
  const objects = new Map<string, ts.Expression>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      let value = declaration.initializer;
      while (value && ts.isSatisfiesExpression(value)) value = value.expression;
      if (value && ts.isIdentifier(declaration.name)) objects.set(declaration.name.text, value);
    }
  }
  const meta = objects.get('meta');
  const metaShow = docsShow(property(meta, 'parameters'));
  const hidden: string[] = [];
  for (const statement of source.statements) {
    const exported = ts
      .getModifiers(statement as ts.VariableStatement)
      ?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported || !ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const story = declaration.initializer;
      const play = property(story, 'play');
      if (!play || !interacts(play)) continue;
      if (docsShow(property(story, 'parameters')) ?? metaShow) continue;
      hidden.push(declaration.name.getText());
    }
  }
  return hidden;
}

const storiesHiddenOnDocs = (file: string) =>
  storiesHiddenOnDocsOf(
    ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
  );

test('every story whose play makes its state shows that state on its docs page', () => {
  const files = storyFiles(uiSource);
  expect(files.length).toBeGreaterThan(80);
  const hidden = files.flatMap((file) =>
    storiesHiddenOnDocs(file).map((story) => `${path.relative(uiSource, file)}: ${story}`),
  );
  expect(hidden).toEqual([]);
});

test('the rule sees a story that clicks and one that only looks', () => {
  const sample = (parameters: string, storyParameters = '') =>
    ts.createSourceFile(
      'sample.stories.tsx',
      `const meta = { title: 'X', parameters: ${parameters} } satisfies Meta;
export default meta;
export const Looks = { play: async ({ canvasElement }) => { await expect(canvasElement).toBeVisible(); } };
export const Clicks = { ${storyParameters} play: async () => { await userEvent.click(button); } };`,
      ts.ScriptTarget.Latest,
      true,
    );
  const hiddenIn = storiesHiddenOnDocsOf;
  expect(hiddenIn(sample('{ layout: "centered" }'))).toEqual(['Clicks']);
  expect(hiddenIn(sample('{ docs: { story: { autoplay: true } } }'))).toEqual([]);
  expect(hiddenIn(sample('framedDocs("a modal", "320px")'))).toEqual([]);
  expect(hiddenIn(sample('{ ...framedDocs("a modal", "320px"), layout: "fullscreen" }'))).toEqual(
    [],
  );
  expect(
    hiddenIn(sample('{}', 'parameters: { docs: { story: { inline: false, height: "20rem" } } },')),
  ).toEqual([]);
});
