import { useId, useState } from 'react';
import type { FieldErrors } from '@folio/rules';
import { Button } from '../../primitives';
import type { ShopSpecType } from '../types';
import { rowLabel, type VariantRow } from '../productDraft';
import { StyledCell, StyledFill, StyledTable, StyledVariantMatrix } from './VariantMatrix.styles';

export interface VariantMatrixProps {
  /** The product's chosen types, each with only the values it offers, in order. */
  types: ShopSpecType[];
  /** One row per combination, first type slowest (`matrixRows`). */
  rows: VariantRow[];
  onChange: (rows: VariantRow[]) => void;
  /** The messages of the rows' fields by the server's names (`variants.3.price`). */
  errors?: Partial<FieldErrors>;
  disabled?: boolean;
}

type Column = 'sku' | 'price' | 'stock';
const COLUMNS: { key: Column; label: string; inputMode: 'text' | 'numeric' }[] = [
  { key: 'sku', label: '商品編號', inputMode: 'text' },
  { key: 'price', label: '價格', inputMode: 'numeric' },
  { key: 'stock', label: '庫存', inputMode: 'numeric' },
];
/** The fill line's on/off buttons: every row on sale, or none. */
const ENABLE_ALL: readonly (readonly [boolean, string])[] = [
  [true, '全部販售'],
  [false, '全部停售'],
];

/**
 * The variant matrix of the advanced product editor (docs/adr/0030-shopping-catalog.md): a row per
 * combination of the chosen values with its SKU, price, stock and on/off, and a line that fills
 * the price, the stock or on/off of every row at once. Each cell is named by its row (黑 / M 價格)
 * and shows its own message.
 */
export function VariantMatrix({
  types,
  rows,
  onChange,
  errors = {},
  disabled,
}: VariantMatrixProps) {
  const id = useId();
  const [fill, setFill] = useState({ price: '', stock: '' });
  const set = (i: number, patch: Partial<VariantRow>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const fillAll = (patch: Partial<VariantRow>) =>
    onChange(rows.map((row) => ({ ...row, ...patch })));

  return (
    <StyledVariantMatrix data-folio="variant-matrix">
      <StyledFill role="group" aria-label="整欄填入">
        <span>整欄填入</span>
        {(['price', 'stock'] as const).map((column) => {
          const label = column === 'price' ? '全部價格' : '全部庫存';
          return (
            <div key={column}>
              <label>
                <span>{label}</span>
                <input
                  inputMode="numeric"
                  value={fill[column]}
                  disabled={disabled}
                  onChange={(e) => setFill((f) => ({ ...f, [column]: e.target.value }))}
                />
              </label>
              <Button
                size="small"
                variant="outline"
                aria-label={`套用${label}`}
                disabled={disabled || fill[column].trim() === ''}
                onClick={() => fillAll({ [column]: fill[column].trim() })}
              >
                套用
              </Button>
            </div>
          );
        })}
        {ENABLE_ALL.map(([enabled, label]) => (
          <Button
            key={label}
            size="small"
            variant="text"
            disabled={disabled}
            onClick={() => fillAll({ enabled })}
          >
            {label}
          </Button>
        ))}
      </StyledFill>
      <StyledTable>
        <table aria-label={`品項（${rows.length} 種）`}>
          <thead>
            <tr>
              <th scope="col">品項</th>
              {COLUMNS.map((c) => (
                <th key={c.key} scope="col">
                  {c.label}
                </th>
              ))}
              <th scope="col">販售</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const label = rowLabel(row, types);
              return (
                <tr key={row.valueIds.join('-') || 'single'}>
                  <th scope="row">{label}</th>
                  {COLUMNS.map((c) => {
                    const error = errors[`variants.${i}.${c.key}`];
                    const errorId = `${id}-${i}-${c.key}`;
                    return (
                      <StyledCell key={c.key} $wide={c.key === 'sku'}>
                        <input
                          aria-label={`${label} ${c.label}`}
                          inputMode={c.inputMode}
                          value={row[c.key]}
                          disabled={disabled}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? errorId : undefined}
                          onChange={(e) => set(i, { [c.key]: e.target.value })}
                        />
                        {error && <small id={errorId}>{error}</small>}
                      </StyledCell>
                    );
                  })}
                  <StyledCell>
                    <input
                      type="checkbox"
                      aria-label={`${label} 販售`}
                      checked={row.enabled}
                      disabled={disabled}
                      onChange={(e) => set(i, { enabled: e.target.checked })}
                    />
                  </StyledCell>
                </tr>
              );
            })}
          </tbody>
        </table>
      </StyledTable>
    </StyledVariantMatrix>
  );
}
