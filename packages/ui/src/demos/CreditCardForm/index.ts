export { CreditCardForm } from './CreditCardForm';
export { cardBrand, formatCardNumber, formatCvv, formatExpiry } from './cardFormat';
