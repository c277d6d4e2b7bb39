import type { ImgHTMLAttributes } from 'react';
import styled from 'styled-components';

/** One `<source>`: a type and candidates with width descriptors (`a.320w.avif 320w, …`). */
export interface PictureSource {
  type: string;
  srcSet: string;
}

interface PictureProps extends ImgHTMLAttributes<HTMLImageElement> {
  /** The fallback, and what browsers without the sources' types show. */
  src: string;
  alt: string;
  /** Smaller or lighter copies, best format first; none renders a plain `<img>`. @default [] */
  sources?: PictureSource[];
  /** How wide the image is shown, for choosing among the sources' widths (e.g. `160px`). */
  sizes?: string;
}

/** Lays out as if only the `<img>` were there: styles written for the image keep applying. */
const StyledPicture = styled.picture`
  display: contents;
`;

/**
 * An image the browser downloads at the size it is shown: the first source whose type it can
 * decode, the candidate of `srcSet` that fits `sizes` at the screen's pixel density.
 */
export function Picture({ sources = [], sizes, ...img }: PictureProps) {
  if (sources.length === 0) return <img sizes={sizes} {...img} />;
  return (
    <StyledPicture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img {...img} />
    </StyledPicture>
  );
}
