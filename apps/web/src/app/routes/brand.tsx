import { Navigate, useParams } from '@/lib/router';
import { BrandView } from '@/features/catalog';

export function Component() {
  const { brandSlug } = useParams();
  // The route takes a brand id (as brand cards link) or a slug; the API answers both. No parameter: the brand list.
  if (!brandSlug) return <Navigate to="/brands" replace />;
  return <BrandView key={brandSlug} idOrSlug={brandSlug} />;
}
