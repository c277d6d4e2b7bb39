import { CHECKOUT_MESSAGES as C } from '@folio/rules';

/**
 * The checkout's wording of its fields (openapi.yaml's table of validation messages, rows of
 * the checkout and the delivery): the rules' texts (checkout.ts), the same the screens show.
 * validation.ts adds them to the operations' rules.
 */
const quantity = { required: C.quantityRequired, '*': C.quantityRange };
const shopAndDelivery = {
  company_flag: { required: C.companyFlagRequired, '*': C.nothingFromShop },
  delivery_method: { required: C.deliveryRequired, '*': C.deliveryInvalid },
};
const orderList = { status: { '*': C.statusFilterInvalid } };

export const CHECKOUT_RULES: Record<string, Record<string, Partial<Record<string, string>>>> = {
  addCartLine: {
    variant_id: { required: C.variantRequired, '*': C.variantIdInvalid },
    quantity,
  },
  updateCartLine: { quantity },
  getCheckoutQuote: shopAndDelivery,
  placeOrder: {
    ...shopAndDelivery,
    recipient_name: { maxLength: C.recipientNameTooLong, '*': C.recipientNameRequired },
    recipient_phone: { required: C.phoneRequired, '*': C.phoneFormat },
    postal_code: { required: C.postalCodeRequired, '*': C.postalCodeFormat },
    city: { required: C.cityRequired, '*': C.cityInvalid },
    district: { maxLength: C.districtTooLong, '*': C.districtRequired },
    address_line: { maxLength: C.addressTooLong, '*': C.addressRequired },
    note: { '*': C.noteTooLong },
    expected_total: { '*': C.expectedTotalInvalid },
    client_id: { '*': C.clientIdFormat },
  },
  listOrders: orderList,
  listCarrierOrders: orderList,
  listManagedOrders: {
    ...orderList,
    from: { '*': C.dateInvalid },
    to: { '*': C.dateInvalid },
  },
  cancelManagedOrder: { reason: { '*': C.failureReasonTooLong } },
  completeSandboxPayment: { outcome: { '*': C.outcomeInvalid } },
  updateShipment: {
    status: { '*': C.shipmentStatusInvalid },
    note: { '*': C.failureReasonTooLong },
  },
};
