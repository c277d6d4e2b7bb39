export {
  DataTable,
  sampleDataTableRows,
  type DataTableProps,
  type DataTableRow,
} from './DataTable';
export { progressBand, type ProgressBand } from './progressBand';
