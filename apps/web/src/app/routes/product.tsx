import { useParams } from '@/lib/router';
import { ProductDetail } from '@/features/product';

export function Component() {
  const { productId } = useParams();
  return <ProductDetail productId={productId} />;
}
