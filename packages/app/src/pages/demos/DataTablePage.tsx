import { DataTable } from '@folio/ui';
import type { PageProps } from '../../routes';
import { DemoFrame } from '../../shell/DemoFrame';

/** /data-table: the DataTable demo of docs/requirements.md §2. */
export default function DataTablePage({ route }: PageProps) {
  return (
    <DemoFrame title={route.title}>
      <DataTable />
    </DemoFrame>
  );
}
