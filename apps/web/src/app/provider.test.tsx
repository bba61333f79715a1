import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES, LANGUAGES } from '@shop/contract/constants';
import en from '@/locales/en/common.json';
import es from '@/locales/es/common.json';
import zh from '@/locales/zh/common.json';
import '@/test/render'; // the translations set up, as the app's providers expect
import { AppProvider, STARTING_LABELS } from './provider';

// The start-up spinner shows while the translations load, so its words live in code: they must say what the
// page spinners say once the wait is long (common.json's stillLoading), in the visitor's language.

const common = { en, es, zh };

/** A page whose code never arrives: the start-up spinner stays. */
function NeverReady(): never {
  throw new Promise(() => undefined);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the start-up spinner', () => {
  it.each(LANGUAGES)('in %s, says it is still loading once the start takes more than 2 s', async (language) => {
    document.cookie = `${COOKIE_NAMES.language}=${language}; path=/`;
    render(
      <AppProvider>
        <NeverReady />
      </AppProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(new RegExp(`^${STARTING_LABELS[language][0]}$`));

    await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.getByText(common[language].stillLoading)).toBeVisible();
    expect(status).toHaveTextContent(common[language].stillLoading);
  });
});
