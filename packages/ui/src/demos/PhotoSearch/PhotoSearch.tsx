import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../primitives/Button';
import {
  StyledChipList,
  StyledEmpty,
  StyledFooter,
  StyledHeader,
  StyledLoadingBar,
  StyledPhotoSearch,
  StyledPlaceholder,
  StyledSearch,
  StyledSection,
  StyledSelectedChip,
  StyledTagChip,
} from './PhotoSearch.styles';
import { CheckIcon, CloseIcon } from '../../primitives';

/** Sample photo tags. */
const samplePhotoTags = [
  '自然',
  '城市',
  '海灘',
  '山岳',
  '夜景',
  '美食',
  '咖啡',
  '建築',
  '動物',
  '花卉',
  '街頭',
  '旅行',
  '人像',
  '露營',
  '衝浪',
  '日落',
];

interface PhotoSearchProps {
  /** The tags to choose from. @default 16 sample tags */
  tags?: string[];
  /** Tags selected at first. @default [] */
  defaultSelected?: string[];
  /** How long 下一步 shows its loading state, in milliseconds (docs/requirements.md §9: 2 seconds). @default 2000 */
  durationMs?: number;
  /** Called with the selected tags when 下一步 finishes loading (the selection is then cleared). */
  onNext?: (tags: string[]) => void;
}

/**
 * The photo search of /photo-search: tag chips to select, narrowed by a search field, with the
 * selection shown above. 下一步 shows a loading state for two seconds, then clears the selection.
 */
export function PhotoSearch({
  tags = samplePhotoTags,
  defaultSelected = [],
  durationMs = 2000,
  onNext,
}: PhotoSearchProps) {
  const [selected, setSelected] = useState<string[]>(defaultSelected);
  const [query, setQuery] = useState('');
  const [loading, setLoading] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searchRef = useRef<HTMLInputElement>(null);
  const ids = {
    heading: useId(),
    search: useId(),
    selected: useId(),
    results: useId(),
    resultsHeading: useId(),
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  const needle = query.trim().toLowerCase();
  const visible = tags.filter((tag) => tag.toLowerCase().includes(needle));

  const toggle = (tag: string) => {
    setDone(null);
    setSelected((prev) => (prev.includes(tag) ? prev.filter((t) => t !== tag) : [...prev, tag]));
  };

  const remove = (tag: string) => {
    setSelected((prev) => prev.filter((t) => t !== tag));
    searchRef.current?.focus();
  };

  const next = () => {
    if (selected.length === 0 || loading) return;
    setLoading(true);
    setDone(null);
    const chosen = selected;
    timer.current = setTimeout(() => {
      setLoading(false);
      setSelected([]);
      setQuery('');
      setDone(chosen.length);
      onNext?.(chosen);
    }, durationMs);
  };

  const status = loading
    ? '處理中…'
    : done !== null
      ? `已送出 ${done} 個標籤，選擇已清除`
      : `已選擇 ${selected.length} 個標籤`;

  return (
    <StyledPhotoSearch
      aria-labelledby={ids.heading}
      aria-busy={loading || undefined}
      data-folio="photo-search"
    >
      {loading && <StyledLoadingBar role="progressbar" aria-label="處理中" />}
      <StyledHeader>
        <h2 id={ids.heading}>搜尋相片</h2>
        <p>選擇想找的相片主題，可以輸入文字篩選標籤。</p>
      </StyledHeader>

      <StyledSection>
        <h3 id={ids.selected}>已選擇的標籤</h3>
        <StyledChipList aria-labelledby={ids.selected}>
          {selected.length === 0 ? (
            <StyledPlaceholder>尚未選擇</StyledPlaceholder>
          ) : (
            selected.map((tag) => (
              <StyledSelectedChip key={tag}>
                {tag}
                <button
                  type="button"
                  aria-label={`移除 ${tag}`}
                  title={`移除 ${tag}`}
                  disabled={loading}
                  onClick={() => remove(tag)}
                >
                  <CloseIcon strokeWidth={2.5} />
                </button>
              </StyledSelectedChip>
            ))
          )}
        </StyledChipList>
      </StyledSection>

      <StyledSection>
        <StyledSearch>
          <label htmlFor={ids.search}>搜尋標籤</label>
          <input
            ref={searchRef}
            id={ids.search}
            type="search"
            value={query}
            placeholder="例如：海灘"
            autoComplete="off"
            aria-controls={ids.results}
            onChange={(e) => setQuery(e.target.value)}
          />
        </StyledSearch>
        <h3 id={ids.resultsHeading}>可選標籤</h3>
        <div id={ids.results}>
          {visible.length === 0 ? (
            <StyledEmpty role="status">找不到「{query.trim()}」相關的標籤</StyledEmpty>
          ) : (
            <StyledChipList aria-labelledby={ids.resultsHeading}>
              {visible.map((tag) => {
                const pressed = selected.includes(tag);
                return (
                  <li key={tag}>
                    <StyledTagChip
                      type="button"
                      aria-pressed={pressed}
                      disabled={loading}
                      onClick={() => toggle(tag)}
                    >
                      {pressed && <CheckIcon strokeWidth={2.5} />}
                      {tag}
                    </StyledTagChip>
                  </li>
                );
              })}
            </StyledChipList>
          )}
        </div>
      </StyledSection>

      <StyledFooter>
        <p role="status">{status}</p>
        <Button loading={loading} disabled={selected.length === 0} onClick={next}>
          下一步
        </Button>
      </StyledFooter>
    </StyledPhotoSearch>
  );
}
