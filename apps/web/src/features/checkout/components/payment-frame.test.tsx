import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { FRAME_LOAD_TIMEOUT_MS, PaymentFrame } from './payment-frame';

// The provider's page in its frame: a page that never loads (a weak connection) is given up after the timeout, with
// the same failure as one that errs; a page that loaded is left alone.

describe("the provider's page in its frame", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const renderFrame = (onFailed: () => void) =>
    renderWithProviders(
      <PaymentFrame
        url="/payment-sandbox/pay/AGH123456-1-x"
        reference="AGH123456-1-x"
        orderId="AGH123456"
        onHint={vi.fn()}
        onCancel={vi.fn()}
        onFailed={onFailed}
      />,
    );

  it('fails when the page has not loaded within the timeout', () => {
    const onFailed = vi.fn();
    renderFrame(onFailed);
    act(() => {
      vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS - 1);
    });
    expect(onFailed).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onFailed).toHaveBeenCalledTimes(1);
  });

  it('does not fail once the page loaded', () => {
    const onFailed = vi.fn();
    const { container } = renderFrame(onFailed);
    fireEvent.load(container.ownerDocument.querySelector('iframe')!);
    act(() => {
      vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS * 2);
    });
    expect(onFailed).not.toHaveBeenCalled();
  });
});
