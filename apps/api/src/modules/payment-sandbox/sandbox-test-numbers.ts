import type { MobileNetwork, PaymentChannel } from '../payments/payment-provider.js';

// The sandbox's documented test numbers, as real providers publish theirs: the number the payer types decides the
// outcome. One table, read by the pay API (decideOutcome), the hosted page's help text and the README.

export type SandboxOutcome =
  | { kind: 'approve'; /** Added to the amount asked for: a payer who pays another amount (the shop must refuse it). */ amountOffsetMinor: number }
  | { kind: 'decline' }
  | { kind: 'pending_then_approve'; afterSeconds: number };

export interface SandboxTestNumber {
  channel: Exclude<PaymentChannel, 'bank_transfer'>;
  /** As the payer types it (spaces are ignored). */
  number: string;
  outcome: SandboxOutcome;
  /** What it does, for the page's help text and the docs. */
  effect: string;
}

export const SANDBOX_TEST_NUMBERS: readonly SandboxTestNumber[] = Object.freeze([
  { channel: 'mobile_money', number: '0551234987', outcome: { kind: 'approve', amountOffsetMinor: 0 }, effect: 'approves at once' },
  { channel: 'mobile_money', number: '0551234999', outcome: { kind: 'decline' }, effect: 'declines' },
  {
    channel: 'mobile_money',
    number: '0551234988',
    outcome: { kind: 'pending_then_approve', afterSeconds: 20 },
    effect: 'waits for approval on the phone for 20 s, then approves',
  },
  {
    channel: 'mobile_money',
    number: '0551234977',
    outcome: { kind: 'approve', amountOffsetMinor: -1 },
    effect: 'approves but pays 1 pesewa less (the shop must refuse it)',
  },
  { channel: 'card', number: '4084 0840 8408 4081', outcome: { kind: 'approve', amountOffsetMinor: 0 }, effect: 'approves at once' },
  { channel: 'card', number: '4084 0840 8408 4002', outcome: { kind: 'decline' }, effect: 'declines' },
]);

/** A bank transfer in the sandbox always arrives, for the amount asked. */
export const BANK_TRANSFER_OUTCOME: SandboxOutcome = { kind: 'approve', amountOffsetMinor: 0 };

export const MOBILE_NETWORKS: ReadonlyArray<{ value: MobileNetwork; label: string }> = [
  { value: 'mtn', label: 'MTN' },
  { value: 'telecel', label: 'Telecel' },
  { value: 'airteltigo', label: 'AirtelTigo' },
];

/** Digits only; a Ghanaian mobile number written with +233 or 233 becomes its 0… form. */
export function normaliseNumber(channel: SandboxTestNumber['channel'], typed: string): string {
  const digits = typed.replace(/[\s().-]/g, '').replace(/^\+/, '');
  if (channel === 'mobile_money' && /^233\d{9}$/.test(digits)) return `0${digits.slice(3)}`;
  return digits;
}

/** The outcome of paying with `typed` on `channel`, or undefined for a number that is not a test number. */
export function outcomeOf(channel: SandboxTestNumber['channel'], typed: string): SandboxOutcome | undefined {
  const number = normaliseNumber(channel, typed);
  return SANDBOX_TEST_NUMBERS.find((t) => t.channel === channel && normaliseNumber(channel, t.number) === number)?.outcome;
}

/** What a payer who typed another number is told: which numbers to use. */
export function testNumbersHint(channel: SandboxTestNumber['channel']): string {
  const list = SANDBOX_TEST_NUMBERS.filter((t) => t.channel === channel)
    .map((t) => `${t.number} ${t.effect}`)
    .join('; ');
  const what = channel === 'card' ? 'card number' : 'mobile money number';
  return `This is a test payment: use a test ${what}: ${list}.`;
}
