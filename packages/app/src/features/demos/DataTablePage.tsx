import { DataTable, DemoFrame } from '@folio/ui';
import type { PageProps } from '../../routing/page';

/** /data-table: the DataTable demo of docs/requirements.md §2. */
export default function DataTablePage({ title }: PageProps) {
  return (
    <DemoFrame title={title}>
      <DataTable />
    </DemoFrame>
  );
}
