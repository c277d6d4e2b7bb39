// The order screens share their styles (../orderStyles.ts); the badge adds none of its own.
export { StyledStatusBadge } from '../orderStyles';
