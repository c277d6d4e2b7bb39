import { useId, useState, type FormEvent } from 'react';
import { MAX_SPEC_VALUES, specTypeErrors, type FieldErrors } from '@folio/rules';
import { Button, ChevronIcon, CloseIcon, IconButton, TextField } from '../../primitives';
import {
  StyledActions,
  StyledFormError,
  StyledSpecTypeEditor,
  StyledUp,
  StyledValueRow,
  StyledValues,
} from './SpecTypeEditor.styles';

/** A specification type as the editor sends it: values in display order, `id` for kept ones. */
export interface SpecTypeDraft {
  name: string;
  values: { id?: number; name: string }[];
}

/** What a failed save gives back: a message and the message of each field (`values.2.name`). */
export interface SpecTypeSaveProblem {
  error?: string;
  fieldErrors?: Partial<FieldErrors>;
}

export interface SpecTypeEditorProps {
  /** The type to edit; omit for a new one. */
  initial?: SpecTypeDraft;
  /** Saves; resolves to nothing on success, or the problem to show (the input is kept). */
  onSave: (draft: SpecTypeDraft) => Promise<SpecTypeSaveProblem | undefined>;
  onCancel: () => void;
}

let nextKey = 0;
const withKey = (value: { id?: number; name: string }) => ({ ...value, key: `v${nextKey++}` });

/**
 * The form of one specification type: its name and its values in order, each renamed in place,
 * moved up or down, or removed; a value is added at the end (at most 30). The rules of
 * @folio/rules (`specTypeErrors`) are checked before anything is sent; the server's answer (a
 * taken name, a stale version, a value still in use) is shown with the input kept.
 */
export function SpecTypeEditor({ initial, onSave, onCancel }: SpecTypeEditorProps) {
  const id = useId();
  const [name, setName] = useState(initial?.name ?? '');
  const [values, setValues] = useState(() =>
    (initial?.values.length ? initial.values : [{ name: '' }]).map(withKey),
  );
  const [errors, setErrors] = useState<Partial<FieldErrors>>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const draft = (): SpecTypeDraft => ({
    name: name.trim(),
    values: values.map(({ id: valueId, name: text }) => ({
      ...(valueId !== undefined && { id: valueId }),
      name: text.trim(),
    })),
  });
  const move = (from: number, to: number) =>
    setValues((list) => {
      const next = [...list];
      const [moved] = next.splice(from, 1);
      if (moved) next.splice(to, 0, moved);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = specTypeErrors(draft());
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const problem = await onSave(draft());
    setSaving(false);
    if (problem) {
      setErrors(problem.fieldErrors ?? {});
      setFormError(problem.error);
    }
  };

  return (
    <StyledSpecTypeEditor
      onSubmit={(e) => void submit(e)}
      aria-labelledby={`${id}-title`}
      data-folio="spec-type-editor"
      noValidate
    >
      <h2 id={`${id}-title`}>{initial ? `編輯規格：${initial.name}` : '新增規格'}</h2>
      {formError && <StyledFormError role="alert">{formError}</StyledFormError>}
      <TextField
        label="規格名稱"
        required
        value={name}
        error={errors.name}
        onChange={(e) => setName(e.target.value)}
        placeholder="例如：顏色"
      />
      <fieldset>
        <legend>規格值（依顯示順序）</legend>
        {errors.values && <StyledFormError role="alert">{errors.values}</StyledFormError>}
        <StyledValues>
          {values.map((value, i) => (
            <StyledValueRow key={value.key}>
              <TextField
                label={`規格值 ${i + 1}`}
                value={value.name}
                error={errors[`values.${i}.name`]}
                onChange={(e) =>
                  setValues((list) =>
                    list.map((v) => (v.key === value.key ? { ...v, name: e.target.value } : v)),
                  )
                }
              />
              <div>
                <IconButton
                  label={`上移「${value.name || `規格值 ${i + 1}`}」`}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  <StyledUp>
                    <ChevronIcon direction="down" />
                  </StyledUp>
                </IconButton>
                <IconButton
                  label={`下移「${value.name || `規格值 ${i + 1}`}」`}
                  disabled={i === values.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  <ChevronIcon direction="down" />
                </IconButton>
                <IconButton
                  label={`移除「${value.name || `規格值 ${i + 1}`}」`}
                  disabled={values.length === 1}
                  onClick={() => setValues((list) => list.filter((v) => v.key !== value.key))}
                >
                  <CloseIcon />
                </IconButton>
              </div>
            </StyledValueRow>
          ))}
        </StyledValues>
        <Button
          variant="outline"
          size="small"
          disabled={values.length >= MAX_SPEC_VALUES}
          onClick={() => setValues((list) => [...list, withKey({ name: '' })])}
        >
          新增規格值
        </Button>
      </fieldset>
      <StyledActions>
        <Button type="submit" loading={saving}>
          儲存
        </Button>
        <Button variant="text" onClick={onCancel} disabled={saving}>
          取消
        </Button>
      </StyledActions>
    </StyledSpecTypeEditor>
  );
}
