import { useCallback, useLayoutEffect, useRef, type Ref, type RefCallback } from 'react';

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The form controls of the server's HTML, until the code takes each over. */
let serverControls = new WeakSet<Element>();

/** Called before the code takes the server's HTML in `root` over: its form controls are the ones a shopper may have changed. */
export function rememberServerControls(root: ParentNode) {
  serverControls = new WeakSet(root.querySelectorAll('input, select, textarea'));
}

const isTick = (control: FormControl): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/**
 * What a control of the server's HTML shows now, when the shopper changed it from what the server rendered (its
 * default: the `value` and `checked` attributes, the `selected` option); undefined when unchanged.
 */
function changedFromServer(control: FormControl): string | boolean | undefined {
  if (isTick(control)) return control.checked !== control.defaultChecked ? control.checked : undefined;
  if (control instanceof HTMLSelectElement) {
    if (control.multiple) return undefined;
    const rendered = [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
    return rendered && control.value !== rendered.value ? control.value : undefined;
  }
  return control.value !== control.defaultValue ? control.value : undefined;
}

function show(control: FormControl, chosen: string | boolean) {
  if (typeof chosen === 'boolean') (control as HTMLInputElement).checked = chosen;
  else control.value = chosen;
}

function setRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * A control of the server's HTML works before the page's code takes it over (decisions 34, 35): on a slow phone a
 * shopper may pick a currency, tick a filter or type a message while the code is still on its way. The choice shows,
 * but the code starts from what the server rendered: its next render would put that back, and a form library taking
 * the field over puts its own default in at once. So a control taken over showing something else than the server
 * rendered keeps the shopper's choice on screen and fires its own event (change for a menu or a tick box, input for a
 * text box): its handler takes the choice in as if made just now. `take` replaces the event where the handler would do
 * more than take the value. A control the code draws itself is left alone.
 *
 * Returns the ref to give the control; `outer` is a ref the caller was given for it too.
 */
export function useEarlyChange<T extends FormControl>(outer?: Ref<T>, take?: (control: T) => void): RefCallback<T> {
  const control = useRef<T | null>(null);
  const chosen = useRef<string | boolean | undefined>(undefined);
  useLayoutEffect(() => {
    const taken = control.current;
    if (!taken || chosen.current === undefined) return;
    show(taken, chosen.current);
    if (take) take(taken);
    else taken.dispatchEvent(new Event(taken instanceof HTMLSelectElement || isTick(taken) ? 'change' : 'input', { bubbles: true }));
    // Only once, when the code takes the control over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return useCallback(
    (node: T | null) => {
      // Read before the outer ref, which may be a form library's that fills the field in.
      if (node && serverControls.delete(node)) chosen.current = changedFromServer(node);
      control.current = node;
      setRef(outer, node);
    },
    [outer],
  );
}
