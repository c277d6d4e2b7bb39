import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  SHOP_MESSAGES,
  productErrors,
  type FieldErrors,
  type ProductInput,
  type ProductStatus,
} from '@folio/rules';
import { Button, Dialog, Select, Skeleton, TextField, Textarea } from '../../primitives';
import { ProductDetailView } from '../ProductDetailView';
import type { ShopSpecType } from '../types';
import { emptyDraft, previewProduct, toProductInput, type ProductDraft } from '../productDraft';
import {
  StyledActions,
  StyledAlert,
  StyledProductEditor,
  StyledSection,
  StyledStatus,
} from './ProductEditor.styles';
import { ProductEditorImages, type ProductUploadResult } from './ProductEditorImages';

export type { ProductUploadResult } from './ProductEditorImages';
import { ProductEditorSpecs } from './ProductEditorSpecs';

/** A shop the product may be sold in. */
export interface ProductEditorShop {
  flag: string;
  name: string;
}

/** The one variant's number fields in the basic editor, in their order on the screen. */
const SINGLE_NUMBERS: readonly (readonly ['price' | 'stock', string])[] = [
  ['price', '價格（NT$）'],
  ['stock', '庫存'],
];

/** A category of the chosen shop, in the tree's display order. */
export interface ProductEditorCategory {
  id: number;
  name: string;
  /** 1 at the root. */
  depth: number;
}

/** What a failed save gives back; `stale` when someone else saved first (409). */
export interface ProductSaveProblem {
  error?: string;
  fieldErrors?: Partial<FieldErrors>;
  stale?: boolean;
}

export interface ProductEditorProps {
  /**
   * `basic` (/shopping/create, /shopping/update/:id): name, description, category, price, stock,
   * SKU and one image. `plus`: up to three specification types and their variant matrix, up to ten
   * images in order, draft or published, and a preview of the buyer's page. @default 'plus'
   */
  variant?: 'basic' | 'plus';
  /** The product to edit; omit for a new one. */
  initial?: ProductDraft;
  shops: ProductEditorShop[];
  /** The categories of the chosen shop (`onShopChange` tells which). */
  categories: ProductEditorCategory[];
  onShopChange?: (flag: string) => void;
  /** Every specification type (the advanced editor offers them). @default [] */
  specTypes?: ShopSpecType[];
  /** Shows placeholders. @default false */
  loading?: boolean;
  /** Shown instead of the form (not found, could not be loaded). */
  errorMessage?: string;
  onRetry?: () => void;
  /** Shown instead of the form to anyone who may not manage the shop. */
  notice?: ReactNode;
  /** A message after a save (商品已更新), announced politely. */
  savedMessage?: string;
  /** Saves; resolves to nothing on success, or the problem to show (the input is kept). */
  onSave: (input: ProductInput) => Promise<ProductSaveProblem | undefined>;
  /** After a stale save: loads the latest version, so the next save is against it; input kept. */
  onReload?: () => Promise<void>;
  onUpload: (file: File) => Promise<ProductUploadResult>;
  /** The basic editor of a product with types links here (the advanced editor). */
  plusHref?: string;
}

/**
 * The seller's product form (docs/adr/0030-shopping-catalog.md). @folio/rules' `productErrors` is
 * checked before anything is sent, and the server's messages come back by field; a failed save
 * keeps everything typed. A save after someone else's shows 這個商品已被其他人修改… with
 * 重新載入最新版本, which takes the latest version and keeps the input.
 */
export function ProductEditor({
  variant = 'plus',
  initial,
  shops,
  categories,
  onShopChange,
  specTypes = [],
  loading = false,
  errorMessage,
  onRetry,
  notice,
  savedMessage,
  onSave,
  onReload,
  onUpload,
  plusHref,
}: ProductEditorProps) {
  const id = useId();
  const plus = variant === 'plus';
  const [draft, setDraft] = useState<ProductDraft>(
    () => initial ?? emptyDraft(shops[0]?.flag ?? ''),
  );
  const [errors, setErrors] = useState<Partial<FieldErrors>>({});
  const [problem, setProblem] = useState<ProductSaveProblem>();
  const [reloaded, setReloaded] = useState(false);
  const [saving, setSaving] = useState(false);
  const [previewing, setPreviewing] = useState(false);

  const patch = (next: Partial<ProductDraft>) => setDraft((d) => ({ ...d, ...next }));

  if (errorMessage || notice || loading) {
    return (
      <StyledProductEditor
        as="section"
        data-folio="product-editor"
        aria-busy={loading || undefined}
      >
        {loading ? (
          <>
            <Skeleton variant="text" width="40%" height={36} />
            <Skeleton variant="rect" height={320} />
          </>
        ) : (
          <StyledAlert role={errorMessage ? 'alert' : undefined}>
            <p>{errorMessage ?? notice}</p>
            {errorMessage && onRetry && (
              <Button variant="outline" size="small" onClick={onRetry}>
                重試
              </Button>
            )}
          </StyledAlert>
        )}
      </StyledProductEditor>
    );
  }

  // The basic editor cannot show a matrix: a product with types opens in the advanced one.
  if (!plus && draft.specTypes.length > 0) {
    return (
      <StyledProductEditor as="section" data-folio="product-editor">
        <h1>編輯商品：{draft.name}</h1>
        <StyledAlert>
          <p>這個商品有規格與多個品項，請在進階編輯器修改。</p>
          {plusHref && <a href={plusHref}>前往進階編輯</a>}
        </StyledAlert>
      </StyledProductEditor>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = toProductInput(draft);
    const found = productErrors(input);
    setErrors(found);
    setProblem(undefined);
    setReloaded(false);
    if (Object.keys(found).length > 0) {
      setProblem({ error: SHOP_MESSAGES.fixFields });
      return;
    }
    setSaving(true);
    const result = await onSave(input);
    setSaving(false);
    if (result) {
      setErrors(result.fieldErrors ?? {});
      setProblem(result);
    }
  };

  const reload = async () => {
    if (!onReload) return;
    setSaving(true);
    await onReload();
    setSaving(false);
    setProblem(undefined);
    setReloaded(true);
  };

  const chosenTypes: ShopSpecType[] = draft.specTypes.map((t) => {
    const type = specTypes.find((s) => s.id === t.specTypeId);
    return {
      id: t.specTypeId,
      name: type?.name ?? '',
      values: (type?.values ?? []).filter((v) => t.valueIds.includes(v.id)),
    };
  });
  const title = initial
    ? `編輯商品${plus ? '（進階）' : ''}：${initial.name}`
    : `新增商品${plus ? '（進階）' : ''}`;
  const single = draft.variants[0];
  const setSingle = (field: 'sku' | 'price' | 'stock', value: string) =>
    patch({
      variants: draft.variants.map((row, i) => (i === 0 ? { ...row, [field]: value } : row)),
    });

  // What the specs and images sections take from the editor: its messages, and no edits while saving.
  const sectionState = { errors, disabled: saving };

  return (
    <StyledProductEditor
      onSubmit={(e) => void submit(e)}
      aria-labelledby={`${id}-title`}
      data-folio="product-editor"
      noValidate
    >
      <h1 id={`${id}-title`}>{title}</h1>
      {savedMessage && !problem && !reloaded && (
        <StyledStatus role="status">{savedMessage}</StyledStatus>
      )}
      {reloaded && <StyledStatus role="status">{SHOP_MESSAGES.reloadedKeepInput}</StyledStatus>}
      {problem?.error && (
        <StyledAlert role="alert">
          <p>{problem.error}</p>
          {problem.stale && onReload && (
            <Button variant="outline" size="small" onClick={() => void reload()}>
              重新載入最新版本
            </Button>
          )}
        </StyledAlert>
      )}

      <StyledSection>
        <h2>基本資料</h2>
        <TextField
          label="商品名稱"
          required
          value={draft.name}
          error={errors.name}
          onChange={(e) => patch({ name: e.target.value })}
          placeholder="例如：經典帆布托特包"
        />
        <Select
          label="商店"
          required
          value={draft.companyFlag}
          error={errors.company_flag}
          options={shops.map((s) => ({ value: s.flag, label: s.name }))}
          onChange={(e) => {
            patch({ companyFlag: e.target.value, categoryId: null });
            onShopChange?.(e.target.value);
          }}
        />
        <Select
          label="分類"
          value={draft.categoryId === null ? '' : String(draft.categoryId)}
          error={errors.category_id}
          placeholder="不分類"
          options={categories.map((c) => ({
            value: String(c.id),
            label: `${'　'.repeat(c.depth - 1)}${c.name}`,
          }))}
          onChange={(e) => patch({ categoryId: e.target.value ? Number(e.target.value) : null })}
        />
        <Textarea
          label="商品說明"
          rows={plus ? 8 : 5}
          value={draft.description}
          error={errors.description}
          helperText="可用 ## 小標題、- 清單、1. 編號清單、**粗體**、*斜體*；空一行分段。"
          onChange={(e) => patch({ description: e.target.value })}
        />
        <Select
          label="狀態"
          required
          value={draft.status}
          error={errors.status}
          options={PRODUCT_STATUSES.map((s) => ({ value: s, label: PRODUCT_STATUS_LABELS[s] }))}
          // Cast: the options are PRODUCT_STATUSES.
          onChange={(e) => patch({ status: e.target.value as ProductStatus })}
        />
      </StyledSection>

      {plus ? (
        <ProductEditorSpecs
          value={draft}
          specTypes={specTypes}
          chosenTypes={chosenTypes}
          {...sectionState}
          onChange={patch}
        />
      ) : (
        single && (
          <StyledSection>
            <h2>價格與庫存</h2>
            {SINGLE_NUMBERS.map(([field, label]) => (
              <TextField
                key={field}
                label={label}
                required
                inputMode="numeric"
                value={single[field]}
                error={errors[`variants.0.${field}`]}
                onChange={(e) => setSingle(field, e.target.value)}
              />
            ))}
            {/* The advanced editor's SKU column for the one variant: the same rule and messages. */}
            <TextField
              label="商品編號"
              autoComplete="off"
              spellCheck={false}
              value={single.sku}
              error={errors['variants.0.sku']}
              helperText="選填；英數字與 - _ .，儲存為大寫"
              onChange={(e) => setSingle('sku', e.target.value)}
            />
          </StyledSection>
        )
      )}

      <ProductEditorImages
        images={draft.images}
        plus={plus}
        {...sectionState}
        onUpload={onUpload}
        onChange={(update) => setDraft((d) => ({ ...d, images: update(d.images) }))}
      />

      <StyledActions>
        <Button type="submit" loading={saving}>
          儲存
        </Button>
        {plus && (
          <Button variant="outline" onClick={() => setPreviewing(true)}>
            預覽
          </Button>
        )}
      </StyledActions>

      {plus && (
        <Dialog
          open={previewing}
          onClose={() => setPreviewing(false)}
          title="買家頁面預覽"
          maxWidth={1040}
        >
          {previewing && (
            <ProductDetailView
              product={previewProduct(
                draft,
                chosenTypes,
                shops.find((s) => s.flag === draft.companyFlag)?.name,
              )}
              storefrontHref="#"
            />
          )}
        </Dialog>
      )}
    </StyledProductEditor>
  );
}
