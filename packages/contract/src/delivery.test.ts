import { afterEach, describe, expect, it } from 'vitest';
import { GHANA_REGIONS } from './constants.js';
import {
  DELIVERY_OPTIONS,
  DELIVERY_PLACES,
  PICKUP_READY_WITHIN_HOURS,
  PICKUP_STORES,
  REGIONS,
  addBusinessDays,
  deliveryChoices,
  deliveryFee,
  deliveryOptionsAt,
  deliveryPlaceById,
  estimateDelivery,
  ghanaTime,
  isSameDayOpen,
  pickupReadyBy,
  pickupStoreById,
  regionByCode,
  type DeliveryOptionId,
  type DeliveryPlace,
} from './delivery.js';

function place(name: string): DeliveryPlace {
  const found = DELIVERY_PLACES.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no delivery place ${name}`);
  return found;
}

const namesWith = (option: DeliveryOptionId) =>
  DELIVERY_PLACES.filter((candidate) => candidate.options.includes(option))
    .map((candidate) => candidate.name)
    .sort();

// Ghana is UTC+0 all year: these moments are the same wall-clock time in Accra.
const FRIDAY_AFTERNOON = new Date('2025-03-07T15:30:00Z');
const SATURDAY_MORNING = new Date('2025-03-08T08:00:00Z');

describe('regions', () => {
  it('are the 16 of constants.ts, in their order, with unique ids and the ISO 3166-2:GH codes', () => {
    expect(REGIONS.map((region) => region.name)).toEqual([...GHANA_REGIONS]);
    expect(new Set(REGIONS.map((region) => region.id)).size).toBe(16);
    expect(Object.fromEntries(REGIONS.map((region) => [region.name, region.code]))).toEqual({
      Ashanti: 'AH',
      Bono: 'BO',
      'Bono East': 'BE',
      Central: 'CP',
      Eastern: 'EP',
      'Greater Accra': 'AA',
      'North East': 'NE',
      Northern: 'NP',
      Oti: 'OT',
      Savannah: 'SV',
      'Upper East': 'UE',
      'Upper West': 'UW',
      Volta: 'TV',
      Western: 'WP',
      'Western North': 'WN',
      Ahafo: 'AF',
    });
    expect(regionByCode('TV')?.name).toBe('Volta');
    expect(regionByCode('BA')).toBeUndefined(); // Brong-Ahafo, split in 2019
  });
});

describe('delivery places', () => {
  it('cover every region with its capital and larger towns, at least 60 places in all', () => {
    expect(DELIVERY_PLACES.length).toBeGreaterThanOrEqual(60);
    for (const region of REGIONS) {
      const names = DELIVERY_PLACES.filter((candidate) => candidate.region === region.code).map((candidate) => candidate.name);
      expect(names, region.name).toContain(region.capital);
      expect(names.length, region.name).toBeGreaterThanOrEqual(3);
    }
    for (const candidate of DELIVERY_PLACES) expect(regionByCode(candidate.region), candidate.name).toBeDefined();
  });

  it('put towns in their 2019 regions', () => {
    const regionOf = (name: string) => regionByCode(place(name).region)?.name;
    expect(regionOf('Kasoa')).toBe('Central');
    expect(regionOf('Salaga')).toBe('Savannah');
    expect(regionOf('Walewale')).toBe('North East');
    expect(regionOf('Gambaga')).toBe('North East');
    expect(regionOf('Jasikan')).toBe('Oti');
    expect(regionOf('Kete Krachi')).toBe('Oti');
    expect(regionOf('Hohoe')).toBe('Volta');
    expect(regionOf('Bibiani')).toBe('Western North');
    expect(regionOf('Prestea')).toBe('Western');
    expect(regionOf('Techiman')).toBe('Bono East');
    expect(regionOf('Nsawam')).toBe('Eastern');
  });

  it('have unique positive ids and unique names', () => {
    const ids = DELIVERY_PLACES.map((candidate) => candidate.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Number.isSafeInteger(id) && id > 0).toBe(true);
    expect(new Set(DELIVERY_PLACES.map((candidate) => candidate.name)).size).toBe(DELIVERY_PLACES.length);
    expect(deliveryPlaceById(34)?.name).toBe('Accra');
    expect(deliveryPlaceById(0)).toBeUndefined();
  });

  // Checkouts and orders store these ids: a place may be added with a new id, never renumbered or given another's id.
  it('keep their ids', () => {
    const pinned: Record<number, string> = { 1: 'Kumasi', 9: 'Sunyani', 18: 'Cape Coast', 19: 'Kasoa', 26: 'Koforidua', 34: 'Accra', 35: 'Tema' };
    Object.assign(pinned, { 36: 'Madina', 47: 'Tamale', 61: 'Bolgatanga', 65: 'Wa', 69: 'Ho', 75: 'Sekondi-Takoradi', 84: 'Goaso', 87: 'Duayaw Nkwanta' });
    for (const [id, name] of Object.entries(pinned)) expect(deliveryPlaceById(Number(id))?.name).toBe(name);
  });

  it('all offer standard', () => {
    for (const candidate of DELIVERY_PLACES) expect(candidate.options, candidate.name).toContain('standard');
  });

  it('offer express in the major cities only', () => {
    expect(namesWith('express')).toEqual(
      [
        'Accra',
        'Madina',
        'Adenta',
        'Teshie',
        'Dansoman',
        'Tema',
        'Ashaiman',
        'Kasoa',
        'Kumasi',
        'Sekondi-Takoradi',
        'Cape Coast',
        'Tamale',
        'Koforidua',
        'Ho',
        'Sunyani',
      ].sort(),
    );
  });

  it('offer same day in Accra and Kumasi only, and only where express is offered', () => {
    expect(namesWith('same_day')).toEqual(['Accra', 'Adenta', 'Dansoman', 'Kumasi', 'Madina', 'Teshie']);
    for (const candidate of DELIVERY_PLACES.filter((candidate) => candidate.options.includes('same_day'))) {
      expect(['AA', 'AH']).toContain(candidate.region);
      expect(candidate.options).toContain('express');
    }
    for (const name of ['Tema', 'Ashaiman', 'Kasoa', 'Ejisu']) expect(place(name).options).not.toContain('same_day');
  });
});

describe('same day cut-off at 10:00 Ghana time', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it('is offered at 09:59:59 and not at 10:00:00', () => {
    const accra = place('Accra');
    expect(deliveryOptionsAt(accra, new Date('2025-03-07T09:59:59Z'))).toEqual(['standard', 'express', 'same_day']);
    expect(deliveryOptionsAt(accra, new Date('2025-03-07T09:59:59.999Z'))).toContain('same_day');
    expect(deliveryOptionsAt(accra, new Date('2025-03-07T10:00:00Z'))).toEqual(['standard', 'express']);
    expect(isSameDayOpen(new Date('2025-03-07T23:59:59Z'))).toBe(false);
    expect(isSameDayOpen(new Date('2025-03-08T00:00:00Z'))).toBe(true); // a new day in Accra
  });

  it('reads the moment in Africa/Accra, whatever the offset it was written with or the machine zone', () => {
    // 10:30 in Lagos (UTC+1) is 09:30 in Accra: still open. 10:30 in Accra written from New York (UTC-5) is closed.
    expect(isSameDayOpen(new Date('2025-03-07T10:30:00+01:00'))).toBe(true);
    expect(isSameDayOpen(new Date('2025-03-07T05:30:00-05:00'))).toBe(false);
    for (const zone of ['Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      process.env.TZ = zone;
      expect(new Date('2025-03-07T09:59:59Z').getHours(), zone).not.toBe(9); // the machine's clock now differs
      expect(isSameDayOpen(new Date('2025-03-07T09:59:59Z')), zone).toBe(true);
      expect(isSameDayOpen(new Date('2025-03-07T10:00:00Z')), zone).toBe(false);
      expect(ghanaTime(new Date('2025-06-30T23:59:59Z')), zone).toEqual({ date: '2025-06-30', hour: 23, minute: 59, second: 59 });
    }
  });

  it('never shifts with the seasons: Ghana has no daylight saving, so its date is the UTC date all year', () => {
    for (const moment of ['2025-01-15T00:00:00Z', '2025-03-30T23:59:59Z', '2025-07-15T09:59:59Z', '2025-10-26T00:30:00Z', '2025-12-31T23:59:59Z']) {
      expect(ghanaTime(new Date(moment)).date).toBe(moment.slice(0, 10));
    }
  });

  it('does not hide standard or express, and leaves places without same day alone', () => {
    expect(deliveryOptionsAt(place('Kumasi'), new Date('2025-03-07T16:00:00Z'))).toEqual(['standard', 'express']);
    expect(deliveryOptionsAt(place('Tema'), new Date('2025-03-07T08:00:00Z'))).toEqual(['standard', 'express']);
    expect(deliveryOptionsAt(place('Wa'), new Date('2025-03-07T08:00:00Z'))).toEqual(['standard']);
  });
});

describe('delivery fees in pesewas', () => {
  it('charge GHS 15 for standard up to and including a discounted sub-total of GHS 200.00, nothing above it', () => {
    expect(deliveryFee('standard', 0)).toBe(1500);
    expect(deliveryFee('standard', 19999)).toBe(1500);
    expect(deliveryFee('standard', 20000)).toBe(1500); // exactly 200.00 still pays
    expect(deliveryFee('standard', 20001)).toBe(0); // 200.01 is over 200
    expect(deliveryFee('standard', 1_000_000)).toBe(0);
  });

  it('charge express GHS 30 and same day GHS 50 whatever the sub-total', () => {
    expect(deliveryFee('express', 0)).toBe(3000);
    expect(deliveryFee('express', 50000)).toBe(3000);
    expect(deliveryFee('same_day', 0)).toBe(5000);
    expect(deliveryFee('same_day', 50000)).toBe(5000);
  });

  it('are computed on the sub-total after discounts', () => {
    // GHS 250 of goods less a GHS 60 discount is GHS 190: standard is not free.
    const discounted = 25000 - 6000;
    expect(deliveryFee('standard', discounted)).toBe(1500);
    expect(deliveryChoices(place('Accra'), discounted, new Date('2025-03-07T09:00:00Z')).map((choice) => [choice.option, choice.fee])).toEqual([
      ['standard', 1500],
      ['express', 3000],
      ['same_day', 5000],
    ]);
  });

  it('refuse a sub-total that is not whole pesewas', () => {
    expect(() => deliveryFee('standard', 199.5)).toThrow(RangeError);
    expect(() => deliveryFee('standard', -1)).toThrow(RangeError);
    expect(() => deliveryFee('express', Number.NaN)).toThrow(RangeError);
  });

  it('are the spec figures', () => {
    expect(DELIVERY_OPTIONS.standard).toEqual({ fee: 1500, freeOver: 20000, businessDays: { min: 3, max: 5 } });
    expect(DELIVERY_OPTIONS.express).toEqual({ fee: 3000, businessDays: { min: 1, max: 2 } });
    expect(DELIVERY_OPTIONS.same_day).toEqual({ fee: 5000, orderBeforeHour: 10 });
  });
});

describe('delivery estimates in business days', () => {
  it('skip the weekend for an order on Friday afternoon', () => {
    // Friday 7 March 2025: standard Wednesday 12 to Friday 14; express Monday 10 to Tuesday 11.
    expect(estimateDelivery('standard', FRIDAY_AFTERNOON)).toEqual({ earliest: '2025-03-12', latest: '2025-03-14' });
    expect(estimateDelivery('express', FRIDAY_AFTERNOON)).toEqual({ earliest: '2025-03-10', latest: '2025-03-11' });
  });

  it('count from Monday for an order on Saturday or Sunday', () => {
    expect(estimateDelivery('standard', SATURDAY_MORNING)).toEqual({ earliest: '2025-03-12', latest: '2025-03-14' });
    expect(estimateDelivery('express', SATURDAY_MORNING)).toEqual({ earliest: '2025-03-10', latest: '2025-03-11' });
    expect(estimateDelivery('express', new Date('2025-03-09T20:00:00Z'))).toEqual({ earliest: '2025-03-10', latest: '2025-03-11' });
  });

  it('run over the weekend from midweek, and across a month and a year end', () => {
    expect(estimateDelivery('standard', new Date('2025-03-05T11:00:00Z'))).toEqual({ earliest: '2025-03-10', latest: '2025-03-12' });
    expect(estimateDelivery('standard', new Date('2025-12-30T11:00:00Z'))).toEqual({ earliest: '2026-01-02', latest: '2026-01-06' });
    expect(estimateDelivery('express', new Date('2025-02-27T11:00:00Z'))).toEqual({ earliest: '2025-02-28', latest: '2025-03-03' });
  });

  it('give same day as the day of the order in Ghana', () => {
    expect(estimateDelivery('same_day', new Date('2025-03-07T09:15:00Z'))).toEqual({ earliest: '2025-03-07', latest: '2025-03-07' });
  });

  it('add business days to a date, the starting date never counting', () => {
    expect(addBusinessDays('2025-03-07', 0)).toBe('2025-03-07');
    expect(addBusinessDays('2025-03-07', 1)).toBe('2025-03-10');
    expect(addBusinessDays('2024-02-28', 1)).toBe('2024-02-29'); // leap day
    expect(() => addBusinessDays('7/3/2025', 1)).toThrow(RangeError);
    expect(() => addBusinessDays('2025-03-07', -1)).toThrow(RangeError);
  });

  it('list what the checkout shows: option, fee and dates', () => {
    expect(deliveryChoices(place('Madina'), 25000, FRIDAY_AFTERNOON)).toEqual([
      { option: 'standard', fee: 0, estimate: { earliest: '2025-03-12', latest: '2025-03-14' } },
      { option: 'express', fee: 3000, estimate: { earliest: '2025-03-10', latest: '2025-03-11' } },
    ]);
  });
});

describe('pickup', () => {
  it('is ready within 24 hours', () => {
    expect(PICKUP_READY_WITHIN_HOURS).toBe(24);
    expect(pickupReadyBy(FRIDAY_AFTERNOON).toISOString()).toBe('2025-03-08T15:30:00.000Z');
    expect(pickupReadyBy(FRIDAY_AFTERNOON).getTime() - FRIDAY_AFTERNOON.getTime()).toBe(24 * 60 * 60 * 1000);
    expect(() => pickupReadyBy(new Date('nonsense'))).toThrow(RangeError);
  });

  it('has the six stores of the spec with unique ids', () => {
    expect(PICKUP_STORES.map((store) => store.name)).toEqual(['Accra Central', 'Accra Mall', 'Tema', 'Kumasi Adum', 'Takoradi', 'Tamale']);
    expect(new Set(PICKUP_STORES.map((store) => store.id)).size).toBe(6);
    expect(pickupStoreById(2)?.name).toBe('Accra Mall');
    expect(pickupStoreById(7)).toBeUndefined();
  });

  it('gives each store the address fields, a region, hours, a phone and a position in Ghana', () => {
    for (const store of PICKUP_STORES) {
      for (const field of ['address', 'address_2', 'street_name', 'town', 'city', 'post_code'] as const) expect(store[field], store.name).not.toBe('');
      expect(regionByCode(store.region_code)?.name, store.name).toBe(store.region);
      expect(store.state).toBe(store.region);
      expect(store.phone, store.name).toMatch(/^\+233 \d{2} \d{3} \d{4}$/);
      const { lat, lng } = store.coordinates;
      expect(lat > 4.5 && lat < 11.2 && lng > -3.3 && lng < 1.2, store.name).toBe(true);
      expect(Math.round(lat * 1e4) / 1e4).toBe(lat);
      expect(Math.round(lng * 1e4) / 1e4).toBe(lng);
      const days = [store.hours.weekdays, store.hours.saturday, store.hours.sunday].filter((day) => day !== null);
      for (const day of days) {
        expect(day.opens, store.name).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(day.closes, store.name).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(day.opens < day.closes, store.name).toBe(true);
      }
    }
  });

  it('stands in a city we deliver to', () => {
    const cityPlace: Record<string, string> = { Takoradi: 'Sekondi-Takoradi' };
    for (const store of PICKUP_STORES) {
      const delivered = place(cityPlace[store.city] ?? store.city);
      expect(delivered.region, store.name).toBe(store.region_code);
    }
  });
});
