import { useState } from 'react';
import { Lightbox, Picture } from '../../primitives';
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
                  sources={image.sources}
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
