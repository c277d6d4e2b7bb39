import { useEffect, useId, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { Button } from '../Button';
import { FieldFrame, useField, type FieldBaseProps } from '../TextField/FieldFrame';
import {
  StyledFileInput,
  StyledFileName,
  StyledFileRow,
  StyledPickButton,
  StyledPreview,
} from './FileField.styles';
import { IconSvg } from '../icons';
import { messages } from '@folio/rules';

const UploadIcon = () => (
  <IconSvg>
    <path d="M12 16V4M7 9l5-5 5 5M4 20h16" />
  </IconSvg>
);

export interface FileFieldProps extends FieldBaseProps {
  /** The form field name of the input. */
  name?: string;
  id?: string;
  /** The chosen file when the parent owns it; `null` clears the input. Leave undefined to let the field keep its own. */
  value?: File | null;
  /** Called with the chosen file, or `null` when it is removed. */
  onChange?: (file: File | null) => void;
  /** Called when the input loses focus. */
  onBlur?: () => void;
  /** Which files the picker offers. @default 'image/*' */
  accept?: string;
  /** The text of the button that opens the picker. @default '選擇圖片' */
  buttonLabel?: string;
  /** Shown instead of a file name while nothing is chosen. @default '尚未選擇檔案' */
  emptyText?: string;
  /** The text of the button that removes the chosen file. @default '移除' */
  clearLabel?: string;
  /** Show a square thumbnail of the chosen image. @default false */
  preview?: boolean;
  /** An image shown in the thumbnail while no file is chosen, e.g. the current event image. */
  previewSrc?: string;
  /** Side of the thumbnail in pixels. @default 96 */
  previewSize?: number;
  /**
   * Shown when a picked file is refused: not an image type, or an image type the browser cannot
   * decode (a renamed file). @default '請上傳圖片檔案' (docs/requirements.md §5)
   */
  refusedText?: string;
  disabled?: boolean;
  /** The `<input type="file">` element. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/** True when every type `accept` names is an image type (`image/*`, `image/png,image/webp`). */
const acceptsImagesOnly = (accept: string) =>
  accept.split(',').every((type) => type.trim().startsWith('image/'));

/** Resolves true when the browser can draw `url` as an image. */
function decodes(url: string): Promise<boolean> {
  const image = new Image();
  image.src = url;
  return image.decode().then(
    () => true,
    () => false,
  );
}

/**
 * A file picker for images (`accept="image/*"`). The native input stays in the page, named by
 * the label and the button text, and focusable; the button look is its `<label>`. The chosen
 * file's name is shown and read as the input's description; a thumbnail is optional. A file that
 * is not an image (picked with "all files" or dropped, or renamed to look like one, so that it
 * cannot be decoded) is refused at once: the input is emptied, `onChange(null)`, and
 * `refusedText` shows as the field's error; never a broken thumbnail.
 */
export function FileField({
  label,
  helperText,
  error,
  required = false,
  name,
  id,
  value,
  onChange,
  onBlur,
  accept = 'image/*',
  buttonLabel = '選擇圖片',
  emptyText = '尚未選擇檔案',
  clearLabel = '移除',
  preview = false,
  previewSrc,
  previewSize = 96,
  refusedText = messages.imageFile,
  disabled,
  ref,
  className,
}: FileFieldProps) {
  const nameId = useId();
  /** The file last refused (shown as `refusedText`) until another is picked or removed. */
  const [refused, setRefused] = useState<File | null>(null);
  const shownError = error || (refused ? refusedText : undefined);
  const { ids, frame, control } = useField('file-field', {
    label,
    helperText,
    error: shownError,
    required,
    id,
    className,
    'aria-describedby': `${nameId}-name`,
  });
  const buttonTextId = `${nameId}-button`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [ownFile, setOwnFile] = useState<File | null>(null);
  const file = value === undefined ? ownFile : value;
  const imagesOnly = acceptsImagesOnly(accept);

  // The native input cannot be given a file, only emptied: follow a parent that clears it.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  const choose = (next: File | null) => {
    setRefused(null);
    setOwnFile(next);
    onChange?.(next);
  };
  const refuse = (bad: File) => {
    choose(null);
    setRefused(bad);
  };

  // An image is read as a data URL (nothing to revoke) and decoded before it is shown; one that
  // does not decode is refused. State is set from the callbacks only.
  const [read, setRead] = useState<{ file: File; url: string }>();
  useEffect(() => {
    if (!file || !file.type.startsWith('image/') || (!preview && !imagesOnly)) return;
    let current = true;
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      void decodes(url).then((ok) => {
        if (!current) return;
        if (ok) setRead({ file, url });
        else if (imagesOnly) refuse(file);
      });
    };
    reader.readAsDataURL(file);
    return () => {
      current = false;
      reader.onload = null;
      reader.abort();
    };
    // `refuse` is a fresh closure each render over the same setters and `onChange`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file, preview, imagesOnly]);
  const objectUrl = preview && read && read.file === file ? read.url : undefined;

  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  const thumbnail = objectUrl ?? (file ? undefined : previewSrc);

  return (
    <FieldFrame {...frame} labelAs="span">
      {preview && thumbnail ? (
        <StyledPreview
          src={thumbnail}
          alt={file ? `預覽：${file.name}` : '目前的圖片'}
          $size={previewSize}
        />
      ) : null}
      <StyledFileRow>
        <StyledFileInput
          ref={setRefs}
          type="file"
          name={name}
          accept={accept}
          disabled={disabled}
          aria-labelledby={`${ids.labelId} ${buttonTextId}`}
          {...control}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            const next = event.target.files?.[0] ?? null;
            if (next && imagesOnly && !next.type.startsWith('image/')) refuse(next);
            else choose(next);
          }}
          onBlur={onBlur}
        />
        <StyledPickButton htmlFor={ids.inputId}>
          <UploadIcon />
          <span id={buttonTextId}>{buttonLabel}</span>
        </StyledPickButton>
        <StyledFileName id={`${nameId}-name`} $empty={!file} title={file?.name}>
          {file ? file.name : emptyText}
        </StyledFileName>
        {file && !disabled ? (
          <Button variant="text" size="small" onClick={() => choose(null)}>
            {clearLabel}
          </Button>
        ) : null}
      </StyledFileRow>
    </FieldFrame>
  );
}
