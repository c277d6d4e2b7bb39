export { DataTable } from './DataTable';
export { progressBand } from './progressBand';
