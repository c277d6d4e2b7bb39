export { CreditCardForm, type CreditCardFormProps, type CreditCardValues } from './CreditCardForm';
export { cardBrand, formatCardNumber, formatCvv, formatExpiry } from './cardFormat';
