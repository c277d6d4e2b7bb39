import { useState, type ReactNode } from 'react';
import { Button } from '../../primitives';
import { CatalogListStates, DeleteConfirmParts, EditDeleteButtons } from '../catalogParts';
import { SpecTypeEditor, type SpecTypeDraft, type SpecTypeSaveProblem } from '../SpecTypeEditor';
import {
  StyledCard,
  StyledCardActions,
  StyledChips,
  StyledConfirm,
  StyledError,
  StyledHeader,
  StyledList,
  StyledNotice,
  StyledSpecTypeView,
  StyledStatus,
} from './SpecTypeView.styles';

/** A specification type as the screen lists it. */
export interface SpecTypeItem {
  id: number;
  name: string;
  values: { id: number; name: string }[];
  /** How many products use it (a type in use cannot be deleted). */
  productCount: number;
}

export interface SpecTypeViewProps {
  /** Every type, in the server's order. */
  types: SpecTypeItem[];
  /** Shows placeholders. @default false */
  loading?: boolean;
  /** Shown instead of the types when they could not be loaded. */
  errorMessage?: string;
  onRetry?: () => void;
  /** Administrators add, edit and delete; anyone else reads, with `notice` instead. @default false */
  canManage?: boolean;
  /** Shown to anyone who may not manage (the way to log in as an administrator). */
  notice?: ReactNode;
  /** Creates (`id` null) or saves a type; resolves to nothing, or the problem to show. */
  onSave: (id: number | null, draft: SpecTypeDraft) => Promise<SpecTypeSaveProblem | undefined>;
  /** Deletes a type; resolves to nothing, or the message to show (409: the products using it). */
  onDelete: (id: number) => Promise<string | undefined>;
}

/**
 * /shopping/spec-type, 商品規格系統 (docs/adr/0030-shopping-catalog.md): the specification types
 * and their values in order, how many products use each, and for administrators an editor to add
 * or change one (SpecTypeEditor) and a delete that asks first and shows why it was refused (a
 * type still in use names its products).
 */
export function SpecTypeView({
  types,
  loading = false,
  errorMessage,
  onRetry,
  canManage = false,
  notice,
  onSave,
  onDelete,
}: SpecTypeViewProps) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [refusal, setRefusal] = useState<{ id: number; message: string } | null>(null);

  const remove = async (id: number) => {
    setDeleting(true);
    const message = await onDelete(id);
    setDeleting(false);
    setConfirming(null);
    setRefusal(message ? { id, message } : null);
  };
  const save = (id: number | null) => async (draft: SpecTypeDraft) => {
    const problem = await onSave(id, draft);
    if (!problem) setEditing(null);
    return problem;
  };

  return (
    <StyledSpecTypeView aria-labelledby="spec-type-title" data-folio="spec-type">
      <StyledHeader>
        <h1 id="spec-type-title">商品規格系統</h1>
        {canManage && editing === null && (
          <Button onClick={() => setEditing('new')}>新增規格</Button>
        )}
      </StyledHeader>
      <p>
        規格（如顏色、尺寸）由所有商店共用；商品從中選擇最多三種，每種組合就是一個可販售的品項。
      </p>
      {!canManage && notice && <StyledNotice>{notice}</StyledNotice>}
      {editing === 'new' && (
        <SpecTypeEditor onSave={save(null)} onCancel={() => setEditing(null)} />
      )}

      <CatalogListStates
        errorMessage={errorMessage}
        onRetry={onRetry}
        Error={StyledError}
        loading={loading && { List: StyledList, Item: StyledCard, label: '規格載入中', lines: 2 }}
        empty={types.length === 0 && <StyledStatus role="status">還沒有任何規格。</StyledStatus>}
      >
        <StyledList aria-label="規格">
          {types.map((type) =>
            editing === type.id ? (
              <li key={type.id}>
                <SpecTypeEditor
                  initial={type}
                  onSave={save(type.id)}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <StyledCard key={type.id} aria-labelledby={`spec-type-${type.id}`}>
                <div>
                  <h2 id={`spec-type-${type.id}`}>{type.name}</h2>
                  <p>
                    {type.productCount > 0 ? `${type.productCount} 項商品使用中` : '尚無商品使用'}
                  </p>
                </div>
                <StyledChips aria-label={`${type.name}的規格值`}>
                  {type.values.map((value) => (
                    <li key={value.id}>{value.name}</li>
                  ))}
                </StyledChips>
                {refusal?.id === type.id && (
                  <StyledError role="alert">{refusal.message}</StyledError>
                )}
                {canManage &&
                  (confirming === type.id ? (
                    <StyledConfirm role="group" aria-label={`確認刪除「${type.name}」`}>
                      <DeleteConfirmParts
                        name={type.name}
                        busy={deleting}
                        onConfirm={() => void remove(type.id)}
                        onCancel={() => setConfirming(null)}
                      />
                    </StyledConfirm>
                  ) : (
                    <StyledCardActions>
                      <EditDeleteButtons
                        name={type.name}
                        editLabel="編輯"
                        onStart={() => setRefusal(null)}
                        onEdit={() => setEditing(type.id)}
                        onDelete={() => setConfirming(type.id)}
                      />
                    </StyledCardActions>
                  ))}
              </StyledCard>
            ),
          )}
        </StyledList>
      </CatalogListStates>
    </StyledSpecTypeView>
  );
}
