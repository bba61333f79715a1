import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Trans, TranslatorProvider, useTranslation } from './react';
import { createTranslator, type Texts } from './translator';

const texts: Record<string, Record<string, Texts>> = {
  en: {
    common: { hello: 'Hello' },
    terms: {
      agree: 'I agree to the <policy>Terms and Privacy Policy</policy>',
      updated: 'Last updated: <time>{{date}}</time>',
      written: 'Write to <email>{{email}}</email>, or use the <form>form</form>.<br/>Thank you.',
      open: 'An <unknown>unknown tag</unknown> and an <open>open one',
      items_one: '<b>{{count}}</b> item',
      items_other: '<b>{{count}}</b> items',
    },
  },
  es: { common: { hello: 'Hola' }, terms: { agree: 'Acepto los <policy>Términos y la Política de privacidad</policy>' } },
};

/** Texts that come when the test says so. */
function deferredLoad() {
  const waiting: Array<() => void> = [];
  const load = (language: string, namespace: string) => new Promise<Texts | undefined>((resolve) => waiting.push(() => resolve(texts[language]?.[namespace])));
  return { load, release: async () => act(async () => waiting.splice(0).forEach((resolve) => resolve())) };
}

function Hello({ useSuspense }: { useSuspense?: boolean }) {
  const { t, ready } = useTranslation('common', { useSuspense });
  return <p>{ready ? t('hello') : 'not ready'}</p>;
}

describe('useTranslation', () => {
  it('suspends until its namespace is in, then shows the text; a change of language draws it again', async () => {
    const { load, release } = deferredLoad();
    const i18n = createTranslator({ language: 'en', load });
    render(
      <TranslatorProvider translator={i18n}>
        <Suspense fallback={<p>waiting</p>}>
          <Hello />
        </Suspense>
      </TranslatorProvider>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await release();
    expect(await screen.findByText('Hello')).toBeInTheDocument();

    const change = i18n.changeLanguage('es');
    await release();
    await act(() => change);
    expect(screen.getByText('Hola')).toBeInTheDocument();
  });

  it('answers ready: false without suspending when asked to, and draws again when the texts come', async () => {
    const { load, release } = deferredLoad();
    render(
      <TranslatorProvider translator={createTranslator({ language: 'en', load })}>
        <Hello useSuspense={false} />
      </TranslatorProvider>,
    );
    expect(screen.getByText('not ready')).toBeInTheDocument();
    await release();
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });

  it('draws a component again when the language changes, not when another namespace loads', async () => {
    const drawn = vi.fn();
    function Counted() {
      useTranslation('common');
      drawn();
      return null;
    }
    const i18n = createTranslator({ language: 'en', load: async (language, namespace) => texts[language]?.[namespace] });
    await i18n.loadNamespaces('common');
    render(
      <TranslatorProvider translator={i18n}>
        <Counted />
      </TranslatorProvider>,
    );
    const before = drawn.mock.calls.length;
    await act(() => i18n.loadNamespaces('terms'));
    expect(drawn).toHaveBeenCalledTimes(before);
    await act(() => i18n.changeLanguage('es'));
    expect(drawn).toHaveBeenCalledTimes(before + 1);
  });

  it('notes the namespaces a render asked for (the server embeds their texts)', () => {
    const used = new Set<string>();
    render(
      <TranslatorProvider translator={createTranslator({ language: 'en', resources: texts, used })}>
        <Hello />
      </TranslatorProvider>,
    );
    expect([...used]).toEqual(['common']);
  });
});

describe('Trans', () => {
  const i18n = createTranslator({ language: 'en', resources: texts });
  const t = i18n.getFixedT(null, 'terms');

  it('puts the text inside a tag into its component, in the sentence of the language', async () => {
    render(<Trans t={t} i18nKey="agree" components={{ policy: <a href="/privacy-policy" /> }} />);
    expect(screen.getByRole('link', { name: 'Terms and Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link').parentElement).toHaveTextContent('I agree to the Terms and Privacy Policy');

    await act(() => i18n.changeLanguage('es'));
    render(<Trans t={t} i18nKey="agree" components={{ policy: <a href="/privacy-policy" /> }} />);
    expect(screen.getByRole('link', { name: 'Términos y la Política de privacidad' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });

  it('fills values as text, never as markup, inside and outside the tags', () => {
    const { container } = render(
      <p>
        <Trans t={t} i18nKey="updated" values={{ date: '<b>21 November</b>' }} components={{ time: <time dateTime="2026-11-21" /> }} />
      </p>,
    );
    expect(container.querySelector('time')).toHaveTextContent('<b>21 November</b>');
    expect(container.querySelector('b')).toBeNull();
  });

  it('handles several tags, a self-closing one, unknown and unclosed tags, and a count', () => {
    const { container } = render(
      <p>
        <Trans
          t={t}
          i18nKey="written"
          values={{ email: 'privacy@example.com' }}
          components={{ email: <a href="mailto:privacy@example.com" />, form: <a href="/contact" />, br: <br /> }}
        />
      </p>,
    );
    expect(screen.getByRole('link', { name: 'privacy@example.com' })).toHaveAttribute('href', 'mailto:privacy@example.com');
    expect(screen.getByRole('link', { name: 'form' })).toHaveAttribute('href', '/contact');
    expect(container.querySelector('br')).not.toBeNull();
    expect(container).toHaveTextContent('Write to privacy@example.com, or use the form.Thank you.');

    const open = render(<Trans t={t} i18nKey="open" components={{}} />);
    expect(open.container).toHaveTextContent(/^An unknown tag and an open one$/);

    const counted = render(<Trans t={t} i18nKey="items" values={{ count: 1 }} components={{ b: <strong /> }} />);
    expect(counted.container).toHaveTextContent(/^1 item$/);
    expect(counted.container.querySelector('strong')).toHaveTextContent('1');
  });
});
