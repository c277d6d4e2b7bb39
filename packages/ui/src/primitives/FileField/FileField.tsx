import { useEffect, useId, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { Button } from '../Button';
import { FieldFrame, useFieldIds, type FieldBaseProps } from '../TextField/FieldFrame';
import {
  StyledFileInput,
  StyledFileName,
  StyledFileRow,
  StyledPickButton,
  StyledPreview,
} from './FileField.styles';
import { IconSvg } from '../icons';

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
  disabled?: boolean;
  /** The `<input type="file">` element. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A file picker for images (`accept="image/*"`). The native input stays in the page, named by
 * the label and the button text, and focusable; the button look is its `<label>`. The chosen
 * file's name is shown and read as the input's description; a thumbnail is optional.
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
  disabled,
  ref,
  className,
}: FileFieldProps) {
  const nameId = useId();
  const ids = useFieldIds(id, { helperText, error }, `${nameId}-name`);
  const buttonTextId = `${nameId}-button`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [ownFile, setOwnFile] = useState<File | null>(null);
  const file = value === undefined ? ownFile : value;

  // The native input cannot be given a file, only emptied: follow a parent that clears it.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  // The thumbnail is read as a data URL: nothing to revoke, and state is set from the callback.
  const [read, setRead] = useState<{ file: File; url: string }>();
  useEffect(() => {
    if (!preview || !file || !file.type.startsWith('image/')) return;
    const reader = new FileReader();
    reader.onload = () => setRead({ file, url: String(reader.result) });
    reader.readAsDataURL(file);
    return () => {
      reader.onload = null;
      reader.abort();
    };
  }, [file, preview]);
  const objectUrl = read && read.file === file ? read.url : undefined;

  const choose = (next: File | null) => {
    setOwnFile(next);
    onChange?.(next);
  };

  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  const thumbnail = objectUrl ?? (file ? undefined : previewSrc);

  return (
    <FieldFrame
      ids={ids}
      kind="file-field"
      label={label}
      helperText={helperText}
      error={error}
      required={required}
      className={className}
      labelAs="span"
    >
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
          aria-required={required || undefined}
          {...ids.controlProps}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            choose(event.target.files?.[0] ?? null)
          }
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
