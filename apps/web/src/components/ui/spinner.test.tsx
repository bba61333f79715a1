import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Spinner } from './spinner';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Spinner', () => {
  it('says only its label at first, and that it is still trying once the wait passes 2 seconds', async () => {
    render(<Spinner label="Loading products" slowLabel="Still loading, thank you for waiting" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Loading products$/);

    await act(async () => vi.advanceTimersByTime(1999));
    expect(screen.queryByText('Still loading, thank you for waiting')).not.toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(1));
    expect(status).toHaveTextContent('Loading products');
    expect(screen.getByText('Still loading, thank you for waiting')).toBeVisible();
  });

  it('shows no text without a slow label', async () => {
    render(<Spinner label="Loading" />);
    await act(async () => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading$/);
  });
});
