// The storefront's translations (decision 42): the texts of src/locales/<language>/<namespace>.json, looked up by
// key, with i18next's conventions kept so the files and the call sites did not change: 'namespace:key' or the
// namespace the caller names, nested keys joined by '.', {{placeholders}}, plural forms as key_one / key_many /
// key_other chosen by the language's Intl.PluralRules, and a context as key_<context>. Kept this small because it is
// in every first visit: i18next and react-i18next were 17 KB of a 95 KB first visit whose budget is 90.

/** A namespace's texts, as in its JSON file. */
export interface Texts {
  [key: string]: string | Texts;
}

/** Namespace → texts, for one language. */
export type LanguageTexts = Record<string, Texts>;

export interface TOptions {
  /** Picks the plural form (key_one, key_other…) and fills {{count}}. */
  count?: number;
  /** Picks key_<context> when there is one. */
  context?: string;
  /** The namespace of a key without 'namespace:'. */
  ns?: string;
  /** The values of the {{placeholders}}. */
  [value: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

/**
 * Loads a namespace's texts: undefined when there are none (the keys then show as they are), a rejection when the
 * network failed (tried again).
 */
export type LoadTexts = (language: string, namespace: string) => Promise<Texts | undefined>;

export interface TranslatorOptions {
  language: string;
  /** The namespace of `t` and of a hook that names none. */
  defaultNamespace?: string;
  /** Texts at hand from the start: language → namespace → texts. */
  resources?: Record<string, LanguageTexts>;
  load?: LoadTexts;
  /** Collects the namespaces that components ask for (see useTranslation). */
  used?: Set<string>;
}

const NAMESPACE_SEPARATOR = ':';
/** A failed load is tried again after these pauses (ms), then given up: its keys show as they are. */
const RETRY_PAUSES_MS = [350, 700, 1400];

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The text with its {{placeholders}} filled; a value not given leaves nothing behind. */
export const interpolate = (text: string, values: Record<string, unknown>): string =>
  text.replace(PLACEHOLDER, (_, name: string) => (values[name] === undefined || values[name] === null ? '' : String(values[name])));

function lookUp(texts: Texts | undefined, key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The plural forms of the shop's languages, as Intl.PluralRules chooses them (CLDR's rules for plain numbers:
 * translator.test.ts compares them), without building one: the first PluralRules a page builds loads ICU's plural data,
 * 3-12 ms of a single task on this machine, 4 times that on a phone, in whichever piece of the page first says a count
 * (format-number.ts says the same of numbers). Any other language goes to Intl.
 */
const OWN_PLURALS: Record<string, (count: number) => Intl.LDMLPluralRule> = {
  en: (count) => (Math.abs(count) === 1 ? 'one' : 'other'),
  es: (count) => (Math.abs(count) === 1 ? 'one' : count !== 0 && count % 1_000_000 === 0 ? 'many' : 'other'),
  zh: () => 'other',
};

const pluralRules = new Map<string, Intl.PluralRules>();
export function pluralForm(language: string, count: number): Intl.LDMLPluralRule {
  const own = OWN_PLURALS[language];
  if (own) return own(count);
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/** The keys to try, most specific first: with context and plural form, with context, with plural form, the key. */
function candidates(key: string, language: string, { count, context }: TOptions): string[] {
  const forms = typeof count === 'number' ? [`_${pluralForm(language, count)}`, '_other'] : [];
  const keys: string[] = [];
  if (context) keys.push(...forms.map((form) => `${key}_${context}${form}`), `${key}_${context}`);
  keys.push(...forms.map((form) => `${key}${form}`), key);
  return keys;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Translator = ReturnType<typeof createTranslator>;

export function createTranslator(options: TranslatorOptions) {
  let language = options.language;
  let load = options.load;
  const defaultNamespace = options.defaultNamespace ?? 'common';
  const store = new Map<string, LanguageTexts>();
  /** language|namespace → the load under way; a settled load is in `settled` instead. */
  const loading = new Map<string, Promise<void>>();
  const settled = new Set<string>();
  const listeners = new Set<() => void>();
  const languageListeners = new Set<(language: string) => void>();
  let wantedLanguage = language;

  const slot = (lng: string, namespace: string) => `${lng}|${namespace}`;
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };

  function addResourceBundle(lng: string, namespace: string, texts: Texts) {
    let languageTexts = store.get(lng);
    if (!languageTexts) store.set(lng, (languageTexts = {}));
    languageTexts[namespace] = { ...languageTexts[namespace], ...texts };
    settled.add(slot(lng, namespace));
  }
  for (const [lng, namespaces] of Object.entries(options.resources ?? {})) {
    for (const [namespace, texts] of Object.entries(namespaces)) addResourceBundle(lng, namespace, texts);
  }

  const hasLoadedNamespace = (namespace: string, lng = language) => settled.has(slot(lng, namespace)) || !load;

  async function loadOne(lng: string, namespace: string): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const texts = await load!(lng, namespace);
        if (texts) addResourceBundle(lng, namespace, texts);
        return;
      } catch (error) {
        if (attempt >= RETRY_PAUSES_MS.length) {
          console.warn(`translations ${lng}/${namespace} could not be loaded`, error);
          return;
        }
        await pause(RETRY_PAUSES_MS[attempt]!);
      }
    }
  }

  /** Loads the namespaces in a language (the current one by default); settles once each is in or given up. */
  function loadNamespaces(namespaces: string | readonly string[], lng = language): Promise<void> {
    const wanted = (typeof namespaces === 'string' ? [namespaces] : namespaces).filter((namespace) => !hasLoadedNamespace(namespace, lng));
    return Promise.all(
      wanted.map((namespace) => {
        const key = slot(lng, namespace);
        let promise = loading.get(key);
        if (!promise) {
          promise = loadOne(lng, namespace).finally(() => {
            settled.add(key);
            loading.delete(key);
            changed();
          });
          loading.set(key, promise);
        }
        return promise;
      }),
    ).then(() => undefined);
  }

  function resolve(key: string, tOptions: TOptions, lng: string, fixedNamespace?: string): string | undefined {
    const separator = key.indexOf(NAMESPACE_SEPARATOR);
    const namespace = separator > 0 ? key.slice(0, separator) : (tOptions.ns ?? fixedNamespace ?? defaultNamespace);
    const path = separator > 0 ? key.slice(separator + 1) : key;
    const texts = store.get(lng)?.[namespace];
    for (const candidate of candidates(path, lng, tOptions)) {
      const text = lookUp(texts, candidate);
      if (text !== undefined) return text;
    }
    return undefined;
  }

  /** A t bound to a namespace, and to a language when one is given (else the current one at each call). */
  function getFixedT(lng: string | null, namespace?: string): TFunction {
    return (key, tOptions = {}) => {
      const text = resolve(key, tOptions, lng ?? language, namespace);
      // A missing text shows its key without the namespace, as i18next did: a gap is visible, never a blank.
      if (text === undefined) return key.slice(key.indexOf(NAMESPACE_SEPARATOR) + 1);
      return interpolate(text, tOptions);
    };
  }

  const translator = {
    get language() {
      return language;
    },
    defaultNamespace,
    /** Sets what the constructor did, again (the browser's translator is made before it knows its language). */
    init(next: Omit<TranslatorOptions, 'defaultNamespace'>) {
      language = next.language;
      if (next.load) load = next.load;
      for (const [lng, namespaces] of Object.entries(next.resources ?? {})) {
        for (const [namespace, texts] of Object.entries(namespaces)) addResourceBundle(lng, namespace, texts);
      }
      changed();
    },
    t: getFixedT(null),
    getFixedT,
    exists: (key: string, tOptions: TOptions = {}) => resolve(key, tOptions, language) !== undefined,
    hasLoadedNamespace,
    loadNamespaces,
    addResourceBundle(lng: string, namespace: string, texts: Texts) {
      addResourceBundle(lng, namespace, texts);
      changed();
    },
    /**
     * Switches language once the namespaces in use are in, so the page changes language in one step, without showing
     * a spinner or untranslated keys in between.
     */
    changeLanguage(next: string): Promise<void> {
      wantedLanguage = next;
      const inUse = [...new Set([...settled, ...loading.keys()].filter((key) => key.startsWith(`${language}|`)).map((key) => key.split('|')[1]!))];
      const switchTo = () => {
        // A later choice made while this one loaded wins.
        if (next === language || next !== wantedLanguage) return;
        language = next;
        changed();
        for (const listener of [...languageListeners]) listener(next);
      };
      // With every text at hand the switch is immediate, in the same task as the choice.
      if (inUse.every((namespace) => hasLoadedNamespace(namespace, next))) return Promise.resolve(switchTo());
      return loadNamespaces(inUse, next).then(switchTo);
    },
    /** Calls `listener` with the new language after each change; answers the unsubscribe. */
    onLanguageChanged(listener: (language: string) => void) {
      languageListeners.add(listener);
      return () => void languageListeners.delete(listener);
    },
    /** For useSyncExternalStore: any change (a language, a namespace loaded). */
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** The namespaces the components asked for (the server embeds their texts in the page it rendered). */
    used: options.used,
  };
  return translator;
}
