import { useState } from 'react';
import { MAX_PRODUCT_IMAGES, type FieldErrors } from '@folio/rules';
import { ChevronIcon, CloseIcon, FileField, IconButton } from '../../primitives';
import type { EditorImage } from '../productDraft';
import { StyledAlert, StyledImages, StyledSection, StyledUp } from './ProductEditor.styles';

/** An upload's outcome: the stored picture, or the message to show. */
export type ProductUploadResult = { image: EditorImage } | { error: string };

interface ProductEditorImagesProps {
  images: EditorImage[];
  /** The advanced editor: up to MAX_PRODUCT_IMAGES in order; otherwise one. */
  plus: boolean;
  errors: Partial<FieldErrors>;
  /** While saving. */
  disabled: boolean;
  onUpload: (file: File) => Promise<ProductUploadResult>;
  /** Changes the images; an updater, since an upload ends after other changes may have been made. */
  onChange: (update: (images: EditorImage[]) => EditorImage[]) => void;
}

/** The editor's 圖片 section: the pictures (the first is the cover), reordered, removed, uploaded. */
export function ProductEditorImages({
  images,
  plus,
  errors,
  disabled,
  onUpload,
  onChange,
}: ProductEditorImagesProps) {
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    setUploadError(undefined);
    const result = await onUpload(file);
    setUploading(false);
    if ('error' in result) setUploadError(result.error);
    else onChange((current) => (plus ? [...current, result.image] : [result.image]));
  };

  const moveImage = (from: number, to: number) =>
    onChange((current) => {
      const next = [...current];
      const [moved] = next.splice(from, 1);
      if (moved) next.splice(to, 0, moved);
      return next;
    });

  return (
    <StyledSection>
      <h2>圖片</h2>
      {plus && <p>最多 {MAX_PRODUCT_IMAGES} 張，第一張是封面。</p>}
      {(errors.images || uploadError) && (
        <StyledAlert role="alert">{errors.images ?? uploadError}</StyledAlert>
      )}
      <StyledImages>
        {images.map((image, i) => {
          const name = `圖片 ${i + 1}`;
          return (
            <li key={image.path}>
              <img src={image.src} alt={name} width={96} height={96} />
              {i === 0 && <span>封面</span>}
              {errors[`images.${i}.path`] && <small>{errors[`images.${i}.path`]}</small>}
              <div>
                {plus && (
                  <>
                    <IconButton
                      label={`上移${name}`}
                      disabled={i === 0}
                      onClick={() => moveImage(i, i - 1)}
                    >
                      <StyledUp>
                        <ChevronIcon direction="down" />
                      </StyledUp>
                    </IconButton>
                    <IconButton
                      label={`下移${name}`}
                      disabled={i === images.length - 1}
                      onClick={() => moveImage(i, i + 1)}
                    >
                      <ChevronIcon direction="down" />
                    </IconButton>
                  </>
                )}
                <IconButton
                  label={`移除${name}`}
                  onClick={() => onChange(() => images.filter((_, j) => j !== i))}
                >
                  <CloseIcon />
                </IconButton>
              </div>
            </li>
          );
        })}
      </StyledImages>
      {images.length < (plus ? MAX_PRODUCT_IMAGES : 1) && (
        <FileField
          label={plus ? '新增圖片' : '商品圖片'}
          value={null}
          onChange={(file) => void upload(file)}
          accept="image/jpeg,image/png,image/gif,image/webp"
          buttonLabel={uploading ? '上傳中…' : '上傳圖片'}
          helperText="JPEG、PNG、GIF 或 WebP，5 MB 以內"
          disabled={uploading || disabled}
        />
      )}
    </StyledSection>
  );
}
