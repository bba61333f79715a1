import type { DeliveryLocation, PickupAddress } from '@shop/contract';
import { DELIVERY_OPTIONS, DELIVERY_PLACES, PICKUP_STORES, regionByCode, type DeliveryOptionId } from '@shop/contract/delivery';
import { formatMinor } from '@shop/contract/money';

// Where we deliver and where an order can be collected: the contract's table (one source for the server, the checkout
// page and the help pages), in the shapes of the spec's calls. The checkout prices an option for the cart and the
// moment; these lists give each option at its list price.

const cedis = (pesewas: number) => ({ amount: formatMinor(pesewas), currency: 'GHS' as const });

function optionAnswer(id: DeliveryOptionId): DeliveryLocation['options'][number] {
  switch (id) {
    case 'standard': {
      const { fee, freeOver, businessDays } = DELIVERY_OPTIONS.standard;
      return { id, fee: cedis(fee), free_over: cedis(freeOver), business_days: { ...businessDays } };
    }
    case 'express':
      return { id, fee: cedis(DELIVERY_OPTIONS.express.fee), business_days: { ...DELIVERY_OPTIONS.express.businessDays } };
    case 'same_day':
      return { id, fee: cedis(DELIVERY_OPTIONS.same_day.fee), order_before_hour: DELIVERY_OPTIONS.same_day.orderBeforeHour };
  }
}

function regionName(code: string) {
  const region = regionByCode(code);
  // The table's own test keeps every place in a region; a place without one is a programming error, not bad input.
  if (!region) throw new Error(`delivery place in unknown region ${code}`);
  return region.name;
}

/** Built once: the table is constant for the life of the process. */
const deliveryLocations: DeliveryLocation[] = [...DELIVERY_PLACES]
  .map((place) => ({
    id: place.id,
    name: place.name,
    parent_name: regionName(place.region),
    region_code: place.region,
    options: place.options.map(optionAnswer),
  }))
  .sort((a, b) => a.parent_name.localeCompare(b.parent_name, 'en') || a.name.localeCompare(b.name, 'en'));

const pickupAddresses: PickupAddress[] = PICKUP_STORES.map((store) => ({
  ...store,
  hours: { ...store.hours },
  coordinates: { ...store.coordinates },
}));

export const deliveryPlaces = {
  /** Every place, by region then name, as a form's grouped list wants them. */
  locations: () => deliveryLocations,
  pickupAddresses: () => pickupAddresses,
};
