export {
  OrderFacts,
  OrderSummaryCard,
  type OrderFactName,
  type OrderFactsProps,
  type OrderSummaryCardProps,
} from './OrderSummaryCard';
