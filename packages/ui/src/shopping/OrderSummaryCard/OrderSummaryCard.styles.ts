// The order screens share their styles (../orderStyles.ts); the card adds none of its own.
export { StyledOrderCard, StyledOrderFacts, StyledOrderHead } from '../orderStyles';
