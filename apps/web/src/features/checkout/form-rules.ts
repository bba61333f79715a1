import { zodResolver } from '@hookform/resolvers/zod';
import { checkoutAddress, checkoutSchema, checkoutUpdateBody, type CheckoutUpdateBody } from '@shop/contract/checkout';
import type { FieldMessageCode } from '@shop/contract/field-messages';
import { mobileMoneyWallet } from '@shop/contract/payments';
import type { Resolver } from 'react-hook-form';
import type { CheckoutFormValues } from './form-values';

// The checkout form's rules: its fields carry the contract's rules and message codes (the same the server checks the
// PATCH with), translated by lib/use-error-text. Loaded only when the form first checks a value (loadFormRules), not
// with the page: building the contract's schemas took 45-140 ms of a phone's CPU while the page was being taken over.

/** A field with no rules of its own (radio and select values): the contract's plain string. */
const plainText = checkoutSchema.shape.order_note;
const DELIVERY_INFO_REQUIRED: FieldMessageCode = 'DELIVERY_INFO_REQUIRED';

export const checkoutFormSchema = checkoutAddress
  .pick({})
  .extend({
    firstName: checkoutAddress.shape.first_name,
    lastName: checkoutAddress.shape.last_name,
    email: checkoutAddress.shape.email,
    phone: checkoutAddress.shape.phone_number,
    deliveryMethod: checkoutUpdateBody.shape.delivery_option,
    region: checkoutAddress.shape.state,
    deliveryLocationId: plainText,
    address: checkoutAddress.shape.address,
    ghanaPostCode: checkoutAddress.shape.post_code,
    deliverySpeed: plainText,
    pickupLocationId: plainText,
    orderNote: checkoutUpdateBody.shape.order_note,
    paymentMethod: plainText,
    mobileNetwork: plainText,
    mobileNumber: plainText,
  })
  // The spec puts 'Please provide required delivery information' on deliveryMethod; here it goes on each missing
  // field instead, so it is read out with that field and the failed submit focuses it.
  .superRefine((values, ctx) => {
    const missing = (path: string) => ctx.addIssue({ code: 'custom', path: [path], message: DELIVERY_INFO_REQUIRED });
    if (values.deliveryMethod === 'Deliver') {
      if (!values.region) missing('region');
      if (!values.deliveryLocationId) missing('deliveryLocationId');
      if (!values.address) missing('address');
    } else if (!values.pickupLocationId) missing('pickupLocationId');
    // Mobile money names its wallet, checked with the contract's own rules and codes.
    if (values.paymentMethod === 'mobile_money') {
      const wallet = mobileMoneyWallet.safeParse({ network: values.mobileNetwork || undefined, phone: values.mobileNumber });
      for (const issue of wallet.success ? [] : wallet.error.issues) {
        const path = issue.path[0] === 'network' ? 'mobileNetwork' : 'mobileNumber';
        ctx.addIssue({ code: 'custom', path: [path], message: issue.message });
      }
    }
  });

/** The form's resolver (react-hook-form) over those rules. */
export const checkFormValues = zodResolver(checkoutFormSchema) as unknown as Resolver<CheckoutFormValues>;

/** Whether the server would take this payload: a choice is priced only once what it needs is filled in. */
export const isCompleteUpdate = (body: CheckoutUpdateBody) => checkoutUpdateBody.safeParse(body).success;
