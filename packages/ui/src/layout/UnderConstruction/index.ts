export { UnderConstruction, type UnderConstructionProps } from './UnderConstruction';
