import { parseRichText, type RichLine } from '@folio/rules';
import { StyledRichText } from './RichText.styles';

export interface RichTextProps {
  /** The text with the safe formatting of docs/adr/0030-shopping-catalog.md (`## `, `- `, `**`). */
  text: string;
  /** The level of a `## ` subheading; `### ` is one below. @default 3 */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

function Line({ line }: { line: RichLine }) {
  return line.map((span, i) => {
    const text = span.italic ? <em>{span.text}</em> : span.text;
    return span.bold ? <strong key={i}>{text}</strong> : <span key={i}>{text}</span>;
  });
}

/**
 * A product description drawn from @folio/rules' parse of its safe formatting: subheadings,
 * lists, paragraphs with their line breaks, bold and italic. Every piece is a React text node, so
 * nothing typed becomes HTML, a link or a script.
 */
export function RichText({ text, headingLevel = 3, className }: RichTextProps) {
  return (
    <StyledRichText className={className} data-folio="rich-text">
      {parseRichText(text).map((block, i) => {
        if (block.type === 'heading') {
          // Cast: the level is 2 to 6 by construction; TypeScript sees a template string.
          const Heading = `h${Math.min(6, headingLevel + block.level - 2)}` as 'h3';
          return (
            <Heading key={i}>
              <Line line={block.line} />
            </Heading>
          );
        }
        if (block.type === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={i}>
              {block.items.map((item, j) => (
                <li key={j}>
                  <Line line={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={i}>
            {block.lines.map((line, j) => (
              <span key={j}>
                {j > 0 && <br />}
                <Line line={line} />
              </span>
            ))}
          </p>
        );
      })}
    </StyledRichText>
  );
}
