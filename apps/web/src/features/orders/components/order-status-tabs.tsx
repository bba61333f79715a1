import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ORDER_TABS, type OrderTabId } from '@shop/contract/my-orders';
import { Tabs } from '@/components/ui/tabs';
import { hiddenEdges } from '../scroll-edges';

interface OrderStatusTabsProps {
  selected: OrderTabId;
  onSelect(tab: OrderTabId): void;
  idPrefix: string;
}

/**
 * The eight status tabs (spec part 2 section 2) in one row that scrolls sideways on narrow screens, with a fade and
 * an arrow at an end that hides more than 20 px of tabs. The arrows scroll by most of a screen; the keyboard moves
 * between tabs with the arrow keys (the Tabs primitive), and the chosen tab is scrolled into view.
 */
export function OrderStatusTabs({ selected, onSelect, idPrefix }: OrderStatusTabsProps) {
  const { t } = useTranslation(['my-orders', 'orders']);
  const scroller = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (el) setEdges(hiddenEdges(el.scrollLeft, el.clientWidth, el.scrollWidth));
  }, []);

  useEffect(() => {
    measure();
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  // The chosen tab (by click, arrow keys or the URL) is brought into view.
  useEffect(() => {
    const tab = scroller.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  const scrollBy = (direction: 1 | -1) => {
    const el = scroller.current;
    el?.scrollBy?.({ left: direction * el.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <div className="relative mt-6">
      <div ref={scroller} onScroll={measure} className="overflow-x-auto pb-2 [scrollbar-width:thin]" data-testid="order-tabs-scroller">
        <Tabs
          label={t('tabs.label')}
          tabs={ORDER_TABS.map((tab) => ({ id: tab.id, label: tab.id === 'all' ? t('tabs.all') : t(`orders:status.${tab.id}`) }))}
          selected={selected}
          onSelect={onSelect}
          idPrefix={idPrefix}
          className="w-max flex-nowrap whitespace-nowrap"
        />
      </div>
      {edges.start && (
        <EdgeButton side="start" label={t('tabs.moreBefore')} onClick={() => scrollBy(-1)}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </EdgeButton>
      )}
      {edges.end && (
        <EdgeButton side="end" label={t('tabs.moreAfter')} onClick={() => scrollBy(1)}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </EdgeButton>
      )}
    </div>
  );
}

/**
 * An end's indicator: a fade over the hidden tabs with an arrow that scrolls. Pointer-only (tabIndex -1, hidden from
 * screen readers): the keyboard and screen readers reach every tab through the tab list itself.
 */
function EdgeButton({ side, label, onClick, children }: { side: 'start' | 'end'; label: string; onClick(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      title={label}
      data-edge={side}
      onClick={onClick}
      className={
        side === 'start'
          ? 'absolute inset-y-0 left-0 flex w-10 items-center justify-start bg-gradient-to-r from-stone-50 via-stone-50/90 to-transparent pb-2 text-stone-600'
          : 'absolute inset-y-0 right-0 flex w-10 items-center justify-end bg-gradient-to-l from-stone-50 via-stone-50/90 to-transparent pb-2 text-stone-600'
      }
    >
      {children}
    </button>
  );
}
