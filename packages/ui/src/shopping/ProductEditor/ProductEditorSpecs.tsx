import { useState } from 'react';
import { MAX_PRODUCT_SPEC_TYPES, tooManyCombinations, type FieldErrors } from '@folio/rules';
import { Button, Checkbox, CloseIcon, IconButton, Select } from '../../primitives';
import { VariantMatrix } from '../VariantMatrix';
import type { ShopSpecType } from '../types';
import { inTypeOrder, matrixRows, type DraftSpecType, type ProductDraft } from '../productDraft';
import { StyledAlert, StyledSection, StyledSpecSlot } from './ProductEditor.styles';

interface ProductEditorSpecsProps {
  /** The chosen types and their variant rows. */
  value: Pick<ProductDraft, 'specTypes' | 'variants'>;
  /** Every specification type. */
  specTypes: ShopSpecType[];
  /** The chosen types with their chosen values, in order (the matrix's columns). */
  chosenTypes: ShopSpecType[];
  errors: Partial<FieldErrors>;
  /** While saving. */
  disabled: boolean;
  onChange: (next: Partial<Pick<ProductDraft, 'specTypes' | 'variants'>>) => void;
}

let nextKey = 0;

/**
 * The advanced editor's 規格與品項 section: up to MAX_PRODUCT_SPEC_TYPES types, each with its chosen
 * values, and the variant matrix of their combinations (hidden while there are too many).
 */
export function ProductEditorSpecs({
  value,
  specTypes,
  chosenTypes,
  errors,
  disabled,
  onChange,
}: ProductEditorSpecsProps) {
  // Keys for the spec slots, so React keeps each one's state while others are removed.
  const [slotKeys, setSlotKeys] = useState(() => value.specTypes.map(() => `s${nextKey++}`));
  const [tooMany, setTooMany] = useState<number>();

  const typeOf = (typeId: number) => specTypes.find((t) => t.id === typeId);

  /** New chosen types: the matrix follows (rows kept by combination), unless over the maximum. */
  const chooseTypes = (next: DraftSpecType[]) => {
    const rows = matrixRows(next, value.variants);
    if ('tooMany' in rows) {
      setTooMany(rows.tooMany);
      onChange({ specTypes: next });
    } else {
      setTooMany(undefined);
      onChange({ specTypes: next, variants: rows });
    }
  };

  const variantsMessage =
    tooMany !== undefined ? tooManyCombinations(tooMany) : (errors.variants ?? undefined);

  return (
    <StyledSection>
      <h2>規格與品項</h2>
      <p>最多 {MAX_PRODUCT_SPEC_TYPES} 種規格；每個組合是一個品項。</p>
      {errors.spec_types && <StyledAlert role="alert">{errors.spec_types}</StyledAlert>}
      {value.specTypes.map((slot, i) => {
        const type = typeOf(slot.specTypeId);
        const valuesError = errors[`spec_types.${i}.value_ids`];
        return (
          <StyledSpecSlot key={slotKeys[i]} aria-label={`規格 ${i + 1}`}>
            <div>
              <Select
                label={`規格 ${i + 1}`}
                value={String(slot.specTypeId)}
                error={errors[`spec_types.${i}.spec_type_id`]}
                options={specTypes.map((t) => ({
                  value: String(t.id),
                  label: t.name,
                  disabled:
                    t.id !== slot.specTypeId && value.specTypes.some((s) => s.specTypeId === t.id),
                }))}
                onChange={(e) =>
                  chooseTypes(
                    value.specTypes.map((s, j) =>
                      j === i ? { specTypeId: Number(e.target.value), valueIds: [] } : s,
                    ),
                  )
                }
              />
              <IconButton
                label={`移除規格「${type?.name ?? i + 1}」`}
                onClick={() => {
                  setSlotKeys((keys) => keys.filter((_, j) => j !== i));
                  chooseTypes(value.specTypes.filter((_, j) => j !== i));
                }}
              >
                <CloseIcon />
              </IconButton>
            </div>
            <fieldset aria-invalid={valuesError ? true : undefined}>
              <legend>{type?.name ?? ''}的值</legend>
              {type?.values.map((v) => (
                <Checkbox
                  key={v.id}
                  label={v.name}
                  checked={slot.valueIds.includes(v.id)}
                  onChange={(e) =>
                    chooseTypes(
                      value.specTypes.map((s, j) =>
                        j === i
                          ? {
                              ...s,
                              valueIds: inTypeOrder(
                                e.target.checked
                                  ? [...s.valueIds, v.id]
                                  : s.valueIds.filter((id) => id !== v.id),
                                type,
                              ),
                            }
                          : s,
                      ),
                    )
                  }
                />
              ))}
              {valuesError && <small role="alert">{valuesError}</small>}
            </fieldset>
          </StyledSpecSlot>
        );
      })}
      <Button
        variant="outline"
        size="small"
        disabled={
          value.specTypes.length >= MAX_PRODUCT_SPEC_TYPES ||
          specTypes.every((t) => value.specTypes.some((s) => s.specTypeId === t.id))
        }
        onClick={() => {
          const free = specTypes.find((t) => !value.specTypes.some((s) => s.specTypeId === t.id));
          if (!free) return;
          setSlotKeys((keys) => [...keys, `s${nextKey++}`]);
          chooseTypes([...value.specTypes, { specTypeId: free.id, valueIds: [] }]);
        }}
      >
        新增規格
      </Button>
      {variantsMessage && <StyledAlert role="alert">{variantsMessage}</StyledAlert>}
      {tooMany === undefined && (
        <VariantMatrix
          types={chosenTypes}
          rows={value.variants}
          onChange={(variants) => onChange({ variants })}
          errors={errors}
          disabled={disabled}
        />
      )}
    </StyledSection>
  );
}
