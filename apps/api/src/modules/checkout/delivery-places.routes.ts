import type { Router } from '../../http/router.js';
import { deliveryPlaces } from './delivery-places.service.js';

export function deliveryPlacesRoutes(router: Router) {
  router.route(
    'deliveryLocations',
    { tags: ['checkout'], summary: 'The places we deliver to, by region, with the delivery options each offers' },
    async () => ({
      status: true as const,
      message: 'Delivery locations retrieved',
      data: deliveryPlaces.locations(),
    }),
  );
  router.route('pickupAddresses', { tags: ['checkout'], summary: 'The stores an order can be collected from, with hours, phone and position' }, async () => ({
    status: true as const,
    message: 'Pickup addresses retrieved',
    data: deliveryPlaces.pickupAddresses(),
  }));
}
