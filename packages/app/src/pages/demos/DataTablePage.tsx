import { DataTable } from '@folio/ui';
import type { PageProps } from '../../shell/page';
import { DemoFrame } from '../../shell/DemoFrame';

/** /data-table: the DataTable demo of docs/requirements.md §2. */
export default function DataTablePage({ title }: PageProps) {
  return (
    <DemoFrame title={title}>
      <DataTable />
    </DemoFrame>
  );
}
