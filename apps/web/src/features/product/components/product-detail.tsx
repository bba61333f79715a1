import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Truck, XCircle } from 'lucide-react';
import { Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from '@/lib/router';
import type { StockItem } from '@shop/contract';
import { Button, buttonClasses } from '@/components/ui/button';
import { isStockId, stockItemQuery, stockVariantsQuery, Stars } from '@/features/catalog';
import { NotFoundContent } from './not-found-content';
import { ApiError } from '@/lib/api-client';
import { clientOnlyLazy } from '@/lib/hydration';
import { usePageTitle } from '@/lib/use-page-title';
import { useAddToCart } from '@/features/cart';
import { loadProductReviews } from '@/features/reviews';
import { attributeGroups, findVariant, selectedValues } from '../variants';
import { ProductGallery } from './product-gallery';
import { ProductPrice } from './product-price';
import { ProductSkeleton } from './product-skeleton';
import { PurchasePanel } from './purchase-panel';
import { VariantPicker } from './variant-picker';
import { formatNumber } from '@/lib/format-number';
import { HydrationPiece } from '@/lib/hydrate-in-pieces';

// The reviews are below the fold: their code loads after the page's first render (in the browser), not with the product's.
const ProductReviews = clientOnlyLazy(async () => ({ default: (await loadProductReviews()).ProductReviews }));

/** The product page for one stock item id: loading, error, not found, or the product. */
export function ProductDetail({ productId }: { productId: string | undefined }) {
  if (!productId) return <MissingId />;
  if (!isStockId(productId)) return <NotFoundContent />;
  return <ProductLoader productId={productId} />;
}

function MissingId() {
  const { t } = useTranslation('product');
  usePageTitle(t('missingId'));
  return (
    <Shell>
      <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{t('missingId')}</h1>
        <Link to="/shop" className={buttonClasses('primary')}>
          {t('error.backToShop')}
        </Link>
      </div>
    </Shell>
  );
}

function ProductLoader({ productId }: { productId: string }) {
  // The wishlist's words come with the page's own, side by side: the room for its button is measured with them.
  const { t } = useTranslation(['product', 'wishlist']);
  const item = useQuery(stockItemQuery(productId));
  const notFound = !item.data && item.error instanceof ApiError && item.error.status === 404;
  // The 404 screen sets its own title.
  usePageTitle(item.data?.product.name ?? (item.isError && !notFound ? t('error.title') : undefined));

  // A failed background refetch keeps the product on screen; only a product never loaded shows the error.
  if (item.data) {
    return (
      <Shell>
        {/* The product's own part is taken over in a task of its own, after the page's frame (decision 35). */}
        <HydrationPiece>
          <ProductView item={item.data} />
        </HydrationPiece>
        <Suspense fallback={null}>
          <ProductReviews stockId={item.data.id} rating={item.data.rating} />
        </Suspense>
      </Shell>
    );
  }
  if (notFound) return <NotFoundContent />;
  if (item.isError) {
    return (
      <Shell>
        <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
          <h1 className="text-2xl font-bold">{t('error.title')}</h1>
          <p className="text-stone-600">{t('error.message')}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button onClick={() => void item.refetch()} disabled={item.isFetching}>
              {t('common:retry')}
            </Button>
            <Link to="/shop" className={buttonClasses('outline')}>
              {t('error.backToShop')}
            </Link>
          </div>
        </div>
      </Shell>
    );
  }
  return (
    <Shell>
      <ProductSkeleton />
    </Shell>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl px-4 py-6 md:py-10">{children}</div>;
}

function ProductView({ item }: { item: StockItem }) {
  const { t, i18n } = useTranslation('product');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { addToCart, isAdding } = useAddToCart();
  // The siblings only add the variant buttons; the page does not wait for them.
  const variants = useQuery(stockVariantsQuery(String(item.id)));

  const siblings = useMemo(() => {
    const list = variants.data ?? [];
    return list.some((v) => v.id === item.id) ? list : [item, ...list];
  }, [variants.data, item]);
  const groups = useMemo(() => attributeGroups(siblings), [siblings]);
  const selected = selectedValues(item, groups);

  const images = useMemo(
    () => [...new Set([item.product.image, ...item.product.media.map((m) => m.image)].filter(Boolean))],
    [item.product.image, item.product.media],
  );

  const chooseVariant = (attributeId: number, optionId: number) => {
    if (selected[attributeId] === optionId) return;
    const next = findVariant(siblings, item, attributeId, optionId);
    if (!next || next.id === item.id) return;
    // The sibling is known already: show it at once, without a loading state.
    queryClient.setQueryData(stockItemQuery(String(next.id)).queryKey, next);
    if (variants.data) queryClient.setQueryData(stockVariantsQuery(String(next.id)).queryKey, variants.data);
    void navigate(`/product/${next.id}`, { replace: true });
  };

  // An option is unavailable when the stock item it would lead to has none left (the current one for a pressed option).
  const isUnavailable = (attributeId: number, optionId: number) => (findVariant(siblings, item, attributeId, optionId)?.quantity ?? 0) < 1;

  const inStock = item.quantity > 0;
  const kg = formatNumber(item.weight, i18n.language, 0, 3);

  return (
    <div className="grid gap-8 md:grid-cols-2 md:gap-12">
      {/* The gallery and the purchase panel are taken over in tasks of their own (decision 35). */}
      <HydrationPiece>
        <ProductGallery key={images.join('|')} name={item.product.name} images={images} />
      </HydrationPiece>

      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium uppercase tracking-wide text-brand-700">{item.store.name}</p>
          <h1 className="text-2xl font-bold text-stone-900 md:text-3xl">{item.product.name}</h1>
          <a href="#reviews" className="flex min-h-6 items-center self-start rounded hover:underline">
            <Stars rating={item.rating} className="text-base" />
          </a>
        </div>

        <ProductPrice item={item} />
        {item.weight > 0 && <p className="text-sm text-stone-600">{t('weight', { kg })}</p>}

        <VariantPicker groups={groups} selected={selected} onSelect={chooseVariant} isUnavailable={isUnavailable} />

        <ul className="flex flex-col gap-2 text-sm">
          <li className={inStock ? 'flex items-center gap-2 font-medium text-kente-green' : 'flex items-center gap-2 font-medium text-red-700'}>
            {inStock ? <CheckCircle2 aria-hidden="true" className="size-5" /> : <XCircle aria-hidden="true" className="size-5" />}
            {inStock ? (
              <>
                <span>{t('stock.in')}</span>
                <span aria-hidden="true" className="text-stone-400">
                  ·
                </span>
                <span className="font-normal text-stone-600">{t('stock.available', { count: item.quantity })}</span>
              </>
            ) : (
              <span>{t('stock.out')}</span>
            )}
          </li>
          {item.free_delivery && (
            <li className="flex items-center gap-2 text-stone-700">
              <Truck aria-hidden="true" className="size-5 text-brand-600" />
              {t('freeDelivery')}
            </li>
          )}
          {item.moq > 1 && <li className="text-stone-700">{t('moq', { moq: item.moq })}</li>}
          <li className="text-stone-500">{t('sku', { sku: item.sku })}</li>
        </ul>

        <HydrationPiece>
          <PurchasePanel key={item.id} item={item} onAddToCart={addToCart} isAdding={isAdding} />
        </HydrationPiece>

        {item.product.description && (
          <section className="flex flex-col gap-2 border-t border-stone-200 pt-5">
            <h2 className="text-lg font-semibold">{t('description')}</h2>
            <p className="whitespace-pre-line leading-relaxed text-stone-700">{item.product.description}</p>
          </section>
        )}
      </div>
    </div>
  );
}
