import { i18n } from '@/lib/i18n';
import type * as Translator from './use-error-text';
import type { ErrorText } from './use-error-text';

// For code that reports a failure now and then (the add-to-cart buttons of every product card, the cart panel):
// the translator and its texts load with the first failure, not with the page, so a first visit carries neither.

let translator: typeof Translator | undefined;

/** Runs `show` with the error translator in the reader's language: at once when it is loaded, else once it is. */
export function withErrorText(show: (text: ErrorText) => void): void {
  const run = () => show(translator!.errorTextFrom(i18n.getFixedT(null, translator!.ERRORS_NAMESPACE)));
  if (translator && i18n.hasLoadedNamespace(translator.ERRORS_NAMESPACE)) return run();
  void import('./use-error-text')
    .then(async (module) => {
      translator = module;
      await i18n.loadNamespaces(module.ERRORS_NAMESPACE);
    })
    .then(run, () => {
      // The translator could not load (offline): the failure goes unexplained rather than unreported.
      if (translator) run();
    });
}
