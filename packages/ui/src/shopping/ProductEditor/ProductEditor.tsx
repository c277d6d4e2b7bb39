import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  MAX_PRODUCT_IMAGES,
  MAX_PRODUCT_SPEC_TYPES,
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  SHOP_MESSAGES,
  productErrors,
  tooManyCombinations,
  type FieldErrors,
  type ProductInput,
  type ProductStatus,
} from '@folio/rules';
import {
  Button,
  Checkbox,
  ChevronIcon,
  CloseIcon,
  Dialog,
  FileField,
  IconButton,
  Select,
  Skeleton,
  TextField,
  Textarea,
} from '../../primitives';
import { ProductDetailView } from '../ProductDetailView';
import { VariantMatrix } from '../VariantMatrix';
import type { ShopSpecType } from '../types';
import {
  emptyDraft,
  inTypeOrder,
  matrixRows,
  previewProduct,
  toProductInput,
  type DraftSpecType,
  type EditorImage,
  type ProductDraft,
} from '../productDraft';
import {
  StyledActions,
  StyledAlert,
  StyledImages,
  StyledProductEditor,
  StyledSection,
  StyledSpecSlot,
  StyledStatus,
  StyledUp,
} from './ProductEditor.styles';

/** A shop the product may be sold in. */
export interface ProductEditorShop {
  flag: string;
  name: string;
}

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

/** An upload's outcome: the stored picture, or the message to show. */
export type ProductUploadResult = { image: EditorImage } | { error: string };

export interface ProductEditorProps {
  /**
   * `basic` (/shopping/create, /shopping/update/:id): name, description, category, price, stock
   * and one image. `plus`: up to three specification types and their variant matrix, up to ten
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

let nextKey = 0;

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
  // Keys for the spec slots, so React keeps each one's state while others are removed.
  const [slotKeys, setSlotKeys] = useState(() => draft.specTypes.map(() => `s${nextKey++}`));
  const [errors, setErrors] = useState<Partial<FieldErrors>>({});
  const [problem, setProblem] = useState<ProductSaveProblem>();
  const [reloaded, setReloaded] = useState(false);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const [tooMany, setTooMany] = useState<number>();
  const [previewing, setPreviewing] = useState(false);

  const patch = (next: Partial<ProductDraft>) => setDraft((d) => ({ ...d, ...next }));
  const typeOf = (typeId: number) => specTypes.find((t) => t.id === typeId);

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

  /** New chosen types: the matrix follows (rows kept by combination), unless over the maximum. */
  const chooseTypes = (next: DraftSpecType[]) => {
    const rows = matrixRows(next, draft.variants);
    if ('tooMany' in rows) {
      setTooMany(rows.tooMany);
      patch({ specTypes: next });
    } else {
      setTooMany(undefined);
      patch({ specTypes: next, variants: rows });
    }
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    setUploadError(undefined);
    const result = await onUpload(file);
    setUploading(false);
    if ('error' in result) setUploadError(result.error);
    else setDraft((d) => ({ ...d, images: plus ? [...d.images, result.image] : [result.image] }));
  };

  const moveImage = (from: number, to: number) =>
    setDraft((d) => {
      const images = [...d.images];
      const [moved] = images.splice(from, 1);
      if (moved) images.splice(to, 0, moved);
      return { ...d, images };
    });

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
    const type = typeOf(t.specTypeId);
    return {
      id: t.specTypeId,
      name: type?.name ?? '',
      values: (type?.values ?? []).filter((v) => t.valueIds.includes(v.id)),
    };
  });
  const title = initial
    ? `編輯商品${plus ? '（進階）' : ''}：${initial.name}`
    : `新增商品${plus ? '（進階）' : ''}`;
  const variantsMessage =
    tooMany !== undefined ? tooManyCombinations(tooMany) : (errors.variants ?? undefined);
  const single = draft.variants[0];
  const setSingle = (field: 'price' | 'stock', value: string) =>
    patch({
      variants: draft.variants.map((row, i) => (i === 0 ? { ...row, [field]: value } : row)),
    });

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
        <StyledSection>
          <h2>規格與品項</h2>
          <p>最多 {MAX_PRODUCT_SPEC_TYPES} 種規格；每個組合是一個品項。</p>
          {errors.spec_types && <StyledAlert role="alert">{errors.spec_types}</StyledAlert>}
          {draft.specTypes.map((slot, i) => {
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
                        t.id !== slot.specTypeId &&
                        draft.specTypes.some((s) => s.specTypeId === t.id),
                    }))}
                    onChange={(e) =>
                      chooseTypes(
                        draft.specTypes.map((s, j) =>
                          j === i ? { specTypeId: Number(e.target.value), valueIds: [] } : s,
                        ),
                      )
                    }
                  />
                  <IconButton
                    label={`移除規格「${type?.name ?? i + 1}」`}
                    onClick={() => {
                      setSlotKeys((keys) => keys.filter((_, j) => j !== i));
                      chooseTypes(draft.specTypes.filter((_, j) => j !== i));
                    }}
                  >
                    <CloseIcon />
                  </IconButton>
                </div>
                <fieldset aria-invalid={valuesError ? true : undefined}>
                  <legend>{type?.name ?? ''}的值</legend>
                  {type?.values.map((value) => (
                    <Checkbox
                      key={value.id}
                      label={value.name}
                      checked={slot.valueIds.includes(value.id)}
                      onChange={(e) =>
                        chooseTypes(
                          draft.specTypes.map((s, j) =>
                            j === i
                              ? {
                                  ...s,
                                  valueIds: inTypeOrder(
                                    e.target.checked
                                      ? [...s.valueIds, value.id]
                                      : s.valueIds.filter((v) => v !== value.id),
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
              draft.specTypes.length >= MAX_PRODUCT_SPEC_TYPES ||
              specTypes.every((t) => draft.specTypes.some((s) => s.specTypeId === t.id))
            }
            onClick={() => {
              const free = specTypes.find(
                (t) => !draft.specTypes.some((s) => s.specTypeId === t.id),
              );
              if (!free) return;
              setSlotKeys((keys) => [...keys, `s${nextKey++}`]);
              chooseTypes([...draft.specTypes, { specTypeId: free.id, valueIds: [] }]);
            }}
          >
            新增規格
          </Button>
          {variantsMessage && <StyledAlert role="alert">{variantsMessage}</StyledAlert>}
          {tooMany === undefined && (
            <VariantMatrix
              types={chosenTypes}
              rows={draft.variants}
              onChange={(variants) => patch({ variants })}
              errors={errors}
              disabled={saving}
            />
          )}
        </StyledSection>
      ) : (
        single && (
          <StyledSection>
            <h2>價格與庫存</h2>
            <TextField
              label="價格（NT$）"
              required
              inputMode="numeric"
              value={single.price}
              error={errors['variants.0.price']}
              onChange={(e) => setSingle('price', e.target.value)}
            />
            <TextField
              label="庫存"
              required
              inputMode="numeric"
              value={single.stock}
              error={errors['variants.0.stock']}
              onChange={(e) => setSingle('stock', e.target.value)}
            />
          </StyledSection>
        )
      )}

      <StyledSection>
        <h2>圖片</h2>
        {plus && <p>最多 {MAX_PRODUCT_IMAGES} 張，第一張是封面。</p>}
        {(errors.images || uploadError) && (
          <StyledAlert role="alert">{errors.images ?? uploadError}</StyledAlert>
        )}
        <StyledImages>
          {draft.images.map((image, i) => {
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
                        disabled={i === draft.images.length - 1}
                        onClick={() => moveImage(i, i + 1)}
                      >
                        <ChevronIcon direction="down" />
                      </IconButton>
                    </>
                  )}
                  <IconButton
                    label={`移除${name}`}
                    onClick={() => patch({ images: draft.images.filter((_, j) => j !== i) })}
                  >
                    <CloseIcon />
                  </IconButton>
                </div>
              </li>
            );
          })}
        </StyledImages>
        {draft.images.length < (plus ? MAX_PRODUCT_IMAGES : 1) && (
          <FileField
            label={plus ? '新增圖片' : '商品圖片'}
            value={null}
            onChange={(file) => void upload(file)}
            accept="image/jpeg,image/png,image/gif,image/webp"
            buttonLabel={uploading ? '上傳中…' : '上傳圖片'}
            helperText="JPEG、PNG、GIF 或 WebP，5 MB 以內"
            disabled={uploading || saving}
          />
        )}
      </StyledSection>

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
