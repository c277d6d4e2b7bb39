// The order screens share their styles (../orderStyles.ts); this view adds none of its own.
export {
  StyledOrderActions,
  StyledOrderFilters,
  StyledOrderNote,
  StyledOrderScreen,
} from '../orderStyles';
