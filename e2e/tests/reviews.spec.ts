import { main, placeAndConfirm, shopperWithCart } from '../checkout-steps';
import { expect, moveOrderTo, PAGE_LOAD, stockIdOf, test, toast, visit } from '../fixtures';

// 'Write a Review' (issue 13): a delivered order's card leads to its review page, where the buyer rates and reviews
// what they bought; the review shows on the product page as a verified purchase, in the product's average.

test('a delivered order is reviewed from its card, and the review shows on the product page with Verified purchase and the average', async ({
  shopper: page,
  request,
}) => {
  const account = await shopperWithCart(page, request, 'BSOAP-RAW-500');
  await visit(page, '/checkout');
  await main(page).getByLabel('Address', { exact: true }).fill('12 Oxford Street, near the Osu Castle');
  await main(page).getByLabel('Region').selectOption('Greater Accra');
  await main(page).getByLabel('Town or city').selectOption('Accra');
  await expect(main(page).getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
  const orderId = await placeAndConfirm(page);
  await moveOrderTo(request, orderId, 'Delivered');

  await main(page).getByRole('link', { name: 'View Order' }).click();
  const details = main(page).getByRole('region', { name: new RegExp(`^${orderId} `) });
  await details.getByRole('link', { name: 'Write a Review' }).click();
  await expect(page).toHaveURL(new RegExp(`/review-product\\?orderId=${orderId}$`), PAGE_LOAD);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Write a Review' })).toBeVisible();

  // On a phone's width, by keyboard: the stars are a radio group the arrows move through.
  await page.setViewportSize({ width: 360, height: 740 });
  const rating = main(page).getByRole('radiogroup', { name: 'Your rating' });
  await rating.getByRole('radio', { name: '1 star, Poor' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(rating.getByRole('radio', { name: '4 stars, Very good' })).toBeChecked();
  await main(page).getByLabel('Your review (optional)').fill('Lathers well and leaves my skin soft.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await main(page).getByRole('button', { name: 'Submit Review' }).click();
  await expect(toast(page, 'Thank you for your review!')).toBeVisible();
  await expect(main(page).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(main(page).getByText(`Shown as ${account.firstName} ${account.lastName[0]}.`)).toBeVisible();
  await expect(rating).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await main(page)
    .getByRole('link', { name: /Raw African Black Soap/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/product/${stockIdOf('BSOAP-RAW-500')}$`), PAGE_LOAD);
  await expect(main(page).getByRole('img', { name: 'Rated 4 out of 5, 1 review' })).toBeVisible();
  const reviews = main(page).getByRole('region', { name: 'Customer Reviews' });
  await expect(reviews.getByText('1 review', { exact: true })).toBeVisible();
  const review = reviews.getByRole('listitem');
  await expect(review).toHaveCount(1);
  await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(review.getByText('Lathers well and leaves my skin soft.')).toBeVisible();
  await expect(review.getByText(`${account.firstName} ${account.lastName[0]}.`)).toBeVisible();
  await expect(review.getByText('Verified purchase')).toBeVisible();
});
