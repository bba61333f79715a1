import type { TFunction } from '@/lib/i18n';
import type { CartViewLine } from '../cart-view';

/**
 * What a line's controls call it: the name and, when it has them, its options ("Shea Butter (Size: 250 g)"), so that
 * two sizes of one product are two different lines to a screen reader as well.
 */
export const lineTitle = (line: CartViewLine, t: TFunction): string =>
  line.options.length ? t('line.nameWithOptions', { name: line.name, options: line.options.map((option) => t('line.option', option)).join(', ') }) : line.name;
