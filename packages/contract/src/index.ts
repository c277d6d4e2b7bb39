// The contract's types, generated from openapi.yaml (docs/architecture.md §1): the paths, the
// operations and every named schema (`User`, `Event`, `ValidationError`, …) for the client
// (@folio/api) and the server, and what each operation needs at run time (`operationInfo`).
export * from './generated/schema.ts';
export { operationInfo } from './generated/operations.ts';
export type { OperationInfo } from './operationInfo.ts';
