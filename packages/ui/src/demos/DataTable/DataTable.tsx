import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { IconButton } from '../../primitives/IconButton';
import { IconSvg } from '../../primitives/icons';
import { TableHead } from '../../primitives/TableHead';
import { bandColor, isValidProgress, progressBand } from './progressBand';
import {
  StyledDataTable,
  StyledDataTableHeader,
  StyledEmpty,
  StyledField,
  StyledForm,
  StyledHint,
  StyledLiveRegion,
  StyledProgress,
  StyledProgressFill,
  StyledProgressTrack,
  StyledProgressValue,
  StyledTable,
  StyledTableScroll,
} from './DataTable.styles';

/** One row of the demo table (docs/requirements.md §3): a whole-number progress from 0 to 100. */
interface DataTableRow {
  id: number;
  name: string;
  progress: number;
}

/** Sample rows covering every colour band of docs/requirements.md §9. */
const sampleDataTableRows: DataTableRow[] = [
  { id: 1, name: '官網改版', progress: 100 },
  { id: 2, name: '會員系統', progress: 92 },
  { id: 3, name: '活動報名', progress: 76 },
  { id: 4, name: '購物車結帳', progress: 58 },
  { id: 5, name: '訂位系統', progress: 35 },
  { id: 6, name: '客服聊天室', progress: 10 },
];

interface DataTableProps {
  /** The rows shown at first; edits and deletions stay local to the component. @default sampleDataTableRows */
  initialRows?: DataTableRow[];
  /** The heading above the table. @default '專案進度' */
  title?: string;
  /** Called with the new rows after each save or delete. */
  onRowsChange?: (rows: DataTableRow[]) => void;
}

const NAME_ERROR = '請輸入名稱';
const PROGRESS_ERROR = '進度需為 0 到 100 的整數';

const PencilIcon = () => (
  <IconSvg width="20" height="20">
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </IconSvg>
);

const TrashIcon = () => (
  <IconSvg width="20" height="20">
    <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
  </IconSvg>
);

interface Draft {
  id: number;
  name: string;
  progress: string;
}

/**
 * The editable progress table of /data-table: each row shows its progress as a bar coloured by the
 * bands of docs/requirements.md §9 and as a number. Edit opens a dialog (name, progress 0 to 100); saving updates
 * the row in place. Delete removes the row. Nothing is sent anywhere.
 */
export function DataTable({
  initialRows = sampleDataTableRows,
  title = '專案進度',
  onRowsChange,
}: DataTableProps) {
  const [rows, setRows] = useState(initialRows);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<{ name?: string; progress?: string }>({});
  const [announcement, setAnnouncement] = useState('');
  const sectionRef = useRef<HTMLElement>(null);
  const ids = { heading: useId(), form: useId(), name: useId(), progress: useId() };
  const hintId = `${ids.progress}-hint`;
  const nameErrorId = `${ids.name}-error`;

  const update = (next: DataTableRow[]) => {
    setRows(next);
    onRowsChange?.(next);
  };

  const validate = (d: Draft, field?: 'name' | 'progress') => {
    const found = {
      name: d.name.trim() ? undefined : NAME_ERROR,
      progress: isValidProgress(d.progress) ? undefined : PROGRESS_ERROR,
    };
    setErrors((prev) => (field ? { ...prev, [field]: found[field] } : found));
    return !found.name && !found.progress;
  };

  const openEdit = (row: DataTableRow) => {
    setErrors({});
    setDraft({ id: row.id, name: row.name, progress: String(row.progress) });
  };

  const change = (field: 'name' | 'progress', value: string) => {
    if (!draft) return;
    const next = { ...draft, [field]: value };
    setDraft(next);
    // An error already shown is re-checked as the value changes, so it clears once fixed.
    if (errors[field]) validate(next, field);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!draft || !validate(draft)) return;
    const name = draft.name.trim();
    update(
      rows.map((r) => (r.id === draft.id ? { ...r, name, progress: Number(draft.progress) } : r)),
    );
    setAnnouncement(`已更新 ${name}`);
    setDraft(null);
  };

  const remove = (row: DataTableRow) => {
    update(rows.filter((r) => r.id !== row.id));
    setAnnouncement(`已刪除 ${row.name}`);
    // The focused button is gone: keep focus in the table rather than losing it to the page.
    sectionRef.current?.focus();
  };

  return (
    <StyledDataTable
      ref={sectionRef}
      tabIndex={-1}
      aria-labelledby={ids.heading}
      data-folio="data-table"
    >
      <StyledDataTableHeader>
        <h2 id={ids.heading}>{title}</h2>
        <p>共 {rows.length} 筆</p>
      </StyledDataTableHeader>
      {rows.length === 0 ? (
        <StyledEmpty>目前沒有資料</StyledEmpty>
      ) : (
        <StyledTableScroll>
          <StyledTable>
            <TableHead columns={['ID', '名稱', '進度', '操作']} />
            <tbody>
              {rows.map((row) => {
                const band = progressBand(row.progress);
                return (
                  <tr key={row.id}>
                    <td data-col="id">{row.id}</td>
                    <td data-col="name">{row.name}</td>
                    <td data-col="progress">
                      <StyledProgress>
                        <StyledProgressTrack
                          role="progressbar"
                          aria-label={`${row.name} 進度`}
                          aria-valuemin={0}
                          aria-valuemax={100}
                          aria-valuenow={row.progress}
                          data-band={band}
                        >
                          <StyledProgressFill $value={row.progress} $color={bandColor[band]} />
                        </StyledProgressTrack>
                        <StyledProgressValue aria-hidden="true">
                          {row.progress}%
                        </StyledProgressValue>
                      </StyledProgress>
                    </td>
                    <td data-col="actions">
                      <IconButton label={`編輯 ${row.name}`} onClick={() => openEdit(row)}>
                        <PencilIcon />
                      </IconButton>
                      <IconButton label={`刪除 ${row.name}`} onClick={() => remove(row)}>
                        <TrashIcon />
                      </IconButton>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </StyledTable>
        </StyledTableScroll>
      )}
      <StyledLiveRegion role="status">{announcement}</StyledLiveRegion>

      <Dialog
        open={draft !== null}
        onClose={() => setDraft(null)}
        title="編輯資料"
        maxWidth={440}
        actions={
          <>
            <Button variant="text" onClick={() => setDraft(null)}>
              取消
            </Button>
            <Button type="submit" form={ids.form}>
              儲存
            </Button>
          </>
        }
      >
        {draft && (
          <StyledForm id={ids.form} onSubmit={save} noValidate>
            <StyledField>
              <label htmlFor={ids.name}>名稱</label>
              <input
                id={ids.name}
                type="text"
                value={draft.name}
                autoComplete="off"
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? nameErrorId : undefined}
                onChange={(e) => change('name', e.target.value)}
                onBlur={() => validate(draft, 'name')}
              />
              {errors.name && (
                <StyledHint id={nameErrorId} $error role="alert">
                  {errors.name}
                </StyledHint>
              )}
            </StyledField>
            <StyledField>
              <label htmlFor={ids.progress}>進度（%）</label>
              <input
                id={ids.progress}
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
                value={draft.progress}
                aria-invalid={errors.progress ? true : undefined}
                aria-describedby={hintId}
                onChange={(e) => change('progress', e.target.value)}
                onBlur={() => validate(draft, 'progress')}
              />
              {errors.progress ? (
                <StyledHint key="error" id={hintId} $error role="alert">
                  {errors.progress}
                </StyledHint>
              ) : (
                <StyledHint key="hint" id={hintId}>
                  0 到 100 的整數
                </StyledHint>
              )}
            </StyledField>
          </StyledForm>
        )}
      </Dialog>
    </StyledDataTable>
  );
}
