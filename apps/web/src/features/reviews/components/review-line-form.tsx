import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import type { OrderReviews, ReviewLine } from '@shop/contract';
import { REVIEW_BODY_MAX } from '@shop/contract/review-rules';
import { Button } from '@/components/ui/button';
import { Field, FormBanner } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useErrorText } from '@/lib/use-error-text';
import { orderReviewsQueryKey, STOCK_REVIEWS_ROOT, writeReview } from '../api/reviews-api';
import { reviewFormSchema, type ReviewFormValues } from '../review-form-schema';
import { RatingInput } from './rating-input';
import { writtenReviewId } from './written-review';

interface ReviewLineFormProps {
  customerId: number;
  orderId: string;
  line: ReviewLine;
}

/** The form of one line not reviewed yet: a rating, an optional text, its own submit. */
export function ReviewLineForm({ customerId, orderId, line }: ReviewLineFormProps) {
  const { t } = useTranslation('reviews');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ReviewFormValues>({ resolver: zodResolver(reviewFormSchema) as never, defaultValues: { body: '' } });

  const formKey = orderReviewsQueryKey(customerId, orderId);
  const mutation = useMutation({
    mutationFn: (values: ReviewFormValues) => writeReview(customerId, orderId, { order_item_id: line.order_item_id, ...values }),
    onSuccess: (written) => {
      // The line shows as written at once; the product's rating and reviews are read again where they are shown.
      queryClient.setQueryData<OrderReviews>(formKey, (form) =>
        form ? { ...form, lines: form.lines.map((l) => (l.order_item_id === written.order_item_id ? written : l)) } : form,
      );
      void queryClient.invalidateQueries({ queryKey: STOCK_REVIEWS_ROOT });
      void queryClient.invalidateQueries({ queryKey: ['stock'] });
      toast.success(t('toast.thanks'), { id: `review-${line.order_item_id}` });
      // The form (and the focused button) is replaced by the written review: the focus goes there, not to the page.
      setTimeout(() => document.getElementById(writtenReviewId(written.order_item_id))?.focus());
    },
    onError: (error) => {
      // Written meanwhile (another tab) or the order changed: show what the server has now.
      if (error instanceof ApiError && (error.code === 'REVIEW_ALREADY_WRITTEN' || error.code === 'ORDER_NOT_REVIEWABLE')) {
        void queryClient.invalidateQueries({ queryKey: formKey });
      }
    },
  });

  const headingId = `review-line-${line.order_item_id}`;
  return (
    <form aria-labelledby={headingId} noValidate onSubmit={(e) => void handleSubmit((values) => mutation.mutate(values))(e)} className="flex flex-col gap-4">
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <RatingInput name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errorText(errors.rating?.message)} />
        )}
      />
      <Field label={t('form.body')} hint={t('form.bodyHint', { max: REVIEW_BODY_MAX })} error={errorText(errors.body?.message)}>
        {(control) => <Textarea {...control} {...register('body')} rows={4} maxLength={REVIEW_BODY_MAX} />}
      </Field>
      {mutation.isError && <FormBanner message={errorText(mutation.error)} />}
      <Button type="submit" className="min-h-12 self-start px-6" disabled={mutation.isPending}>
        {mutation.isPending ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
