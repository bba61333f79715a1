import { cloneElement, createContext, Fragment, useContext, useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { i18n as browserTranslator } from './instance';
import { interpolate, type TFunction, type Translator } from './translator';

const TranslatorContext = createContext<Translator | undefined>(undefined);

/** The translator of the components inside (the server's render of one page in one language). */
export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

interface UseTranslationOptions {
  /** false: answer `ready: false` while the texts load, instead of suspending the render until they are in. */
  useSuspense?: boolean;
}

/**
 * `t` of the first namespace named (others by 'namespace:key'), in the current language. Every namespace named is
 * loaded: until they are in, the render suspends (or, with `useSuspense: false`, `ready` is false). A change of
 * language or one of its own namespaces coming in renders the component again.
 */
export function useTranslation(namespaces?: string | readonly string[], { useSuspense = true }: UseTranslationOptions = {}) {
  const i18n = useContext(TranslatorContext) ?? browserTranslator;
  const names = namespaces === undefined ? [i18n.defaultNamespace] : typeof namespaces === 'string' ? [namespaces] : namespaces;
  for (const name of names) i18n.used?.add(name);
  const isReady = () => names.every((name) => i18n.hasLoadedNamespace(name));
  // Drawn again only when the language changes or its own namespaces come in, not when any other namespace loads: a
  // render that suspends inside content already on screen makes Preact draw that content anew, with new ids.
  const snapshot = () => `${i18n.language}|${isReady()}`;
  const state = useSyncExternalStore(i18n.subscribe, snapshot, snapshot);
  const first = names[0]!;
  // A new t after every such change, so that what is memoised on it (the error translator) follows.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `state` is what makes it new
  const t: TFunction = useMemo(() => i18n.getFixedT(null, first), [i18n, first, state]);
  const ready = isReady();
  if (!ready) {
    const loaded = i18n.loadNamespaces(names);
    if (useSuspense) throw loaded;
  }
  return { t, i18n, ready };
}

const TAG = /<(\/?)([A-Za-z][\w-]*)\s*(\/?)>/g;

interface Frame {
  name: string;
  children: ReactNode[];
}

/**
 * A text with markup from its translation: each `<name>…</name>` (or `<name/>`) becomes `components[name]` with the
 * text inside as its children, so a link keeps its place in every language's sentence. The tags are read before the
 * values are put in, so a value is always text, never markup. An unknown tag shows its text without the tag.
 */
export function Trans({
  t,
  i18nKey,
  values = {},
  components,
}: {
  t: TFunction;
  i18nKey: string;
  values?: Record<string, unknown>;
  components: Record<string, ReactElement>;
}) {
  // The placeholders stay in the template; they are filled in each piece of text below.
  // A count still picks the plural form.
  const placeholders = Object.fromEntries(Object.keys(values).map((name) => [name, name === 'count' ? values.count : `{{${name}}}`]));
  const template = t(i18nKey, placeholders);
  const root: Frame = { name: '', children: [] };
  const stack: Frame[] = [root];
  const top = () => stack[stack.length - 1]!;
  const element = (name: string, children: ReactNode[]) => {
    const component = components[name];
    const key = `${name}-${top().children.length}`;
    return component ? cloneElement(component, { key }, ...children) : <Fragment key={key}>{children}</Fragment>;
  };
  let last = 0;
  for (const match of template.matchAll(TAG)) {
    const [whole, closing, name, selfClosing] = match;
    if (match.index > last) top().children.push(interpolate(template.slice(last, match.index), values));
    last = match.index + whole.length;
    if (selfClosing) top().children.push(element(name!, []));
    else if (!closing) stack.push({ name: name!, children: [] });
    else if (stack.length > 1 && top().name === name) {
      const frame = stack.pop()!;
      top().children.push(element(frame.name, frame.children));
    }
  }
  if (last < template.length) top().children.push(interpolate(template.slice(last), values));
  // Tags left open keep their text.
  while (stack.length > 1) {
    const frame = stack.pop()!;
    top().children.push(...frame.children);
  }
  return <>{root.children}</>;
}
