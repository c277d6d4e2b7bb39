// The order screens share their styles (../orderStyles.ts); this view adds none of its own.
export {
  StyledOrderCard,
  StyledOrderCards,
  StyledOrderFacts,
  StyledOrderFilters,
  StyledOrderHead,
  StyledOrderNote,
  StyledOrderScreen,
  StyledStatusBadge,
} from '../orderStyles';
