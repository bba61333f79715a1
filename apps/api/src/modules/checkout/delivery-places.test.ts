import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GHANA_REGIONS, type DeliveryLocation, type PickupAddress } from '@shop/contract';
import { DELIVERY_PLACES } from '@shop/contract/delivery';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// The lists come from the contract's table, not the database, so one backend is enough.
describe('where we deliver and where to collect', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { seed: false });
  });
  afterAll(() => t.close());

  const locations = async (): Promise<DeliveryLocation[]> => (await t.api('GET', '/delivery-location/')).json().data;
  const place = (all: DeliveryLocation[], name: string) => {
    const found = all.find((p) => p.name === name);
    expect(found, name).toBeDefined();
    return found!;
  };

  it('lists every place of the table with its region as parent_name, covering all 16 regions', async () => {
    const res = await t.api('GET', '/delivery-location/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, message: 'Delivery locations retrieved' });
    const all = await locations();
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(all).toHaveLength(DELIVERY_PLACES.length);
    expect(new Set(all.map((p) => p.parent_name))).toEqual(new Set(GHANA_REGIONS));
    expect(place(all, 'Kumasi')).toMatchObject({ parent_name: 'Ashanti', region_code: 'AH' });
    expect(place(all, 'Tamale')).toMatchObject({ parent_name: 'Northern', region_code: 'NP' });
  });

  it('sorts the places by region, then by name', async () => {
    const keys = (await locations()).map((p) => [p.parent_name, p.name] as const);
    expect(keys).toEqual([...keys].sort(([ra, na], [rb, nb]) => ra.localeCompare(rb, 'en') || na.localeCompare(nb, 'en')));
  });

  it('offers standard delivery everywhere at GHS 15, free over GHS 200, in 3-5 business days', async () => {
    for (const p of await locations()) {
      expect(p.options[0], p.name).toEqual({
        id: 'standard',
        fee: { amount: '15.00', currency: 'GHS' },
        free_over: { amount: '200.00', currency: 'GHS' },
        business_days: { min: 3, max: 5 },
      });
    }
  });

  it('offers express in the major cities only and same day in Accra and Kumasi only, before 10:00', async () => {
    const all = await locations();
    const ids = (name: string) => place(all, name).options.map((o) => o.id);
    expect(ids('Accra')).toEqual(['standard', 'express', 'same_day']);
    expect(ids('Kumasi')).toEqual(['standard', 'express', 'same_day']);
    expect(ids('Tema')).toEqual(['standard', 'express']);
    expect(ids('Bolgatanga')).toEqual(['standard']);
    expect(place(all, 'Accra').options[1]).toEqual({ id: 'express', fee: { amount: '30.00', currency: 'GHS' }, business_days: { min: 1, max: 2 } });
    expect(place(all, 'Accra').options[2]).toEqual({ id: 'same_day', fee: { amount: '50.00', currency: 'GHS' }, order_before_hour: 10 });
    const sameDayRegions = new Set(all.filter((p) => p.options.some((o) => o.id === 'same_day')).map((p) => p.parent_name));
    expect(sameDayRegions).toEqual(new Set(['Greater Accra', 'Ashanti']));
  });

  it("lists the spec's six pickup stores with their address fields, hours, phone and position", async () => {
    const res = await t.api('GET', '/platform-pickup-address/');
    expect(res.statusCode).toBe(200);
    const stores: PickupAddress[] = res.json().data;
    expect(stores.map((s) => s.name)).toEqual(['Accra Central', 'Accra Mall', 'Tema', 'Kumasi Adum', 'Takoradi', 'Tamale']);
    for (const s of stores) {
      expect(s.address && s.city && s.street_name && s.town && s.post_code, s.name).toBeTruthy();
      expect(GHANA_REGIONS).toContain(s.state);
      expect(s.phone).toMatch(/^\+233 /);
      expect(s.hours.weekdays.opens).toMatch(/^\d\d:\d\d$/);
      expect(Math.abs(s.coordinates.lat)).toBeLessThan(12);
    }
  });

  it('refuses both lists without the API key', async () => {
    for (const path of ['/delivery-location/', '/platform-pickup-address/']) {
      const res = await t.app.inject({ method: 'GET', url: `/customer/api/v1${path}` });
      expect(res.statusCode, path).toBe(401);
      expect(res.json()).toMatchObject({ status: false, code: 'API_KEY_REQUIRED' });
    }
  });
});
