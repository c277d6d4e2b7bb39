import type { HTMLAttributes, ReactNode } from 'react';
import {
  StyledCard,
  StyledCardActions,
  StyledCardBody,
  StyledCardHeader,
  StyledCardMedia,
  StyledCardSubtitle,
  StyledCardTitle,
} from './Card.styles';

interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** A heading at the top of the body. */
  title?: ReactNode;
  /** The heading level of `title`, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** A muted line under the title. */
  subtitle?: ReactNode;
  /** An image or other media, edge to edge above the body. */
  media?: ReactNode;
  /** Buttons at the bottom right. */
  actions?: ReactNode;
  /** The element: `article` for a self-contained item, `section` for a part of a page. @default 'div' */
  as?: 'div' | 'article' | 'section';
  /** Pad the body (24 px, 16 px on phones). @default true */
  padded?: boolean;
}

/** A surface that groups related content: optional media, a title, the content and actions. */
export function Card({
  title,
  headingLevel = 2,
  subtitle,
  media,
  actions,
  as = 'div',
  padded = true,
  children,
  ...rest
}: CardProps) {
  return (
    <StyledCard as={as} $padded={padded} data-folio="card" {...rest}>
      {media ? <StyledCardMedia>{media}</StyledCardMedia> : null}
      {title || subtitle || children ? (
        <StyledCardBody>
          {title || subtitle ? (
            <StyledCardHeader>
              {title ? <StyledCardTitle as={`h${headingLevel}`}>{title}</StyledCardTitle> : null}
              {subtitle ? <StyledCardSubtitle>{subtitle}</StyledCardSubtitle> : null}
            </StyledCardHeader>
          ) : null}
          {children}
        </StyledCardBody>
      ) : null}
      {actions ? <StyledCardActions>{actions}</StyledCardActions> : null}
    </StyledCard>
  );
}
