import { SHOP_MESSAGES } from '@folio/rules';
import type { ShopProduct } from '../types';
import { toggleValue, valueState, type VariantChoice } from '../variantChoice';
import { StyledNote, StyledSpecPicker, StyledSpecType, StyledValue } from './SpecPicker.styles';

export interface SpecPickerProps {
  /** The product's types and variants. */
  product: Pick<ShopProduct, 'specTypes' | 'variants'>;
  /** The chosen value of each type, null where none is chosen. */
  choice: VariantChoice;
  /** Called with the new choice when a value is picked or unpicked. */
  onChange: (choice: VariantChoice) => void;
}

const why = { soldOut: SHOP_MESSAGES.soldOut, off: SHOP_MESSAGES.unavailable } as const;

/**
 * One group of toggle buttons per specification type. A value that the other chosen values leave
 * sold out or not on sale is disabled and says why (已售完, 此規格暫不販售); pressing a chosen value
 * again unpicks it, so any combination can be reached. A value chosen through a link stays
 * pressed (and can be unpicked) even when it cannot be bought.
 */
export function SpecPicker({ product, choice, onChange }: SpecPickerProps) {
  return (
    <StyledSpecPicker data-folio="spec-picker">
      {product.specTypes.map((type, typeIndex) => {
        const chosen = type.values.find((v) => v.id === choice[typeIndex]);
        return (
          <StyledSpecType key={type.id}>
            <legend>
              {type.name}
              {chosen && <span>：{chosen.name}</span>}
            </legend>
            <div>
              {type.values.map((value) => {
                const pressed = choice[typeIndex] === value.id;
                const state = valueState(product, choice, typeIndex, value.id);
                return (
                  <StyledValue
                    key={value.id}
                    type="button"
                    aria-pressed={pressed}
                    disabled={!pressed && state !== 'available'}
                    $state={state}
                    title={state === 'available' ? undefined : why[state]}
                    onClick={() => onChange(toggleValue(choice, typeIndex, value.id))}
                  >
                    {value.name}
                    {state !== 'available' && <StyledNote>（{why[state]}）</StyledNote>}
                  </StyledValue>
                );
              })}
            </div>
          </StyledSpecType>
        );
      })}
    </StyledSpecPicker>
  );
}
