import { useState } from 'react';
import { Lightbox, Picture, type PictureSource } from '../../primitives';
import type { ShopImage } from '../types';
import {
  StyledEmpty,
  StyledMain,
  StyledProductGallery,
  StyledThumb,
  StyledThumbs,
} from './ProductGallery.styles';

export interface ProductGalleryProps {
  /** The product's pictures in display order, the first the cover. */
  images: ShopImage[];
  /** The product's name: the pictures' text and the viewer's name. */
  name: string;
  /** Shows the cover only, without thumbnails (the basic page). @default false */
  coverOnly?: boolean;
}

/** The main picture is at most 560 px wide (ProductGallery.styles.ts), the full width on phones. */
const MAIN_SIZES = '(min-width: 960px) 560px, 100vw';

/**
 * A thumbnail's sources: each type's smallest copy alone (72 px wide, 216 px at a density of 3,
 * fits the smallest copy of 320 px). Offered the larger ones too, the chosen thumbnail would take
 * the copy the main picture has already loaded (a browser prefers a candidate it holds), scaled
 * down along another path when the app draws it than when the page arrives drawn by the server
 * (ADR 0013, decision 13): a few pixels apart, the drawing and the app's first frame would differ.
 */
function smallestCopies(sources: readonly PictureSource[] = []): PictureSource[] {
  return sources.map(({ type, srcSet }) => {
    const candidates = srcSet.split(',').map((candidate) => {
      const [url = '', descriptor = ''] = candidate.trim().split(/\s+/);
      return { url, width: Number.parseInt(descriptor, 10) || Number.POSITIVE_INFINITY };
    });
    const smallest = candidates.reduce((a, b) => (b.width < a.width ? b : a));
    return {
      type,
      srcSet: Number.isFinite(smallest.width) ? `${smallest.url} ${smallest.width}w` : srcSet,
    };
  });
}

/**
 * The product's pictures: a large one that opens the fullscreen viewer (Lightbox) and, with more
 * than one, a row of thumbnails that choose it (the chosen one is `aria-current`).
 */
export function ProductGallery({ images, name, coverOnly = false }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  const current = images[Math.min(index, images.length - 1)];
  if (!current) return <StyledEmpty data-folio="product-gallery">沒有圖片</StyledEmpty>;
  const label = (i: number) => `${name}（第 ${i + 1} 張，共 ${images.length} 張）`;
  return (
    <StyledProductGallery data-folio="product-gallery">
      <StyledMain type="button" aria-label={`放大圖片：${name}`} onClick={() => setViewing(true)}>
        <Picture
          src={current.src}
          sources={current.sources}
          sizes={MAIN_SIZES}
          alt=""
          width={560}
          height={560}
          fetchPriority="high"
        />
      </StyledMain>
      {!coverOnly && images.length > 1 && (
        <StyledThumbs aria-label="商品圖片">
          {images.map((image, i) => (
            <li key={image.src}>
              <StyledThumb
                type="button"
                aria-label={label(i)}
                aria-current={i === index || undefined}
                onClick={() => setIndex(i)}
              >
                <Picture
                  src={image.src}
                  sources={smallestCopies(image.sources)}
                  sizes="72px"
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                />
              </StyledThumb>
            </li>
          ))}
        </StyledThumbs>
      )}
      {viewing && (
        <Lightbox
          open
          onClose={() => setViewing(false)}
          src={current.src}
          sources={current.sources}
          alt={coverOnly || images.length === 1 ? name : label(index)}
          caption={name}
        />
      )}
    </StyledProductGallery>
  );
}
