import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CustomerServicePage } from './customer-service-page';

// The Contact Us tab's code loads when it is opened; transform it once up front.
beforeAll(() => import('./contact-tab'));

const FIVE_QUESTIONS = [
  'How do I track my order?',
  'What payment methods can I use?',
  'How much does delivery cost and how long does it take?',
  'What is your return policy?',
  'Can I change or cancel my order?',
];

const renderPage = () => {
  const user = userEvent.setup();
  renderWithProviders(<CustomerServicePage />, { route: '/customer-service' });
  return user;
};

const tab = (name: string) => screen.getByRole('tab', { name });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search help topics' });
/** The accordion's questions in the panel shown. */
const questions = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'))
    .map((button) => button.textContent);

describe('Customer Service page', () => {
  it('opens on the FAQs tab with its five questions, one heading, the title and the contact details', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Service' })).toBeInTheDocument();
    expect(document.title).toBe('Customer Service | Akwaaba Market');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['FAQs', 'Contact Us', 'Returns & Refunds']);
    expect(tab('FAQs')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'FAQs' })).toBeInTheDocument();
    expect(questions()).toEqual(FIVE_QUESTIONS);
    expect(screen.getByRole('link', { name: 'See all FAQs' })).toHaveAttribute('href', '/faq');

    expect(screen.getByRole('link', { name: 'support@akwaaba.market' })).toHaveAttribute('href', 'mailto:support@akwaaba.market');
    const hours = screen.getByRole('heading', { level: 2, name: 'Support hours' }).closest('section')!;
    expect(within(hours).getByText('Sunday')).toBeInTheDocument();
    expect(within(hours).getByText('Closed')).toBeInTheDocument();
    // The shop has no live chat, and no phone or WhatsApp number unless it sets one (lib/shop-contact.ts).
    expect(screen.queryByText(/chat/i)).not.toBeInTheDocument();
    expect(screen.queryByText('Phone')).not.toBeInTheDocument();
    expect(screen.queryByText('WhatsApp')).not.toBeInTheDocument();
  });

  it('opens and closes an answer (aria-expanded)', async () => {
    const user = renderPage();
    const question = screen.getByRole('button', { name: 'What is your return policy?' });
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('You can return items within 30 days from delivery.');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('summarises the returns rules on the Returns & Refunds tab, with the full policy one link away', async () => {
    const user = renderPage();
    await user.click(tab('Returns & Refunds'));
    expect(tab('Returns & Refunds')).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Returns & Refunds' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Returns & Refunds' })).toBeInTheDocument();
    for (const rule of [
      'Return items within 30 days from delivery.',
      'Report damaged or defective items within 48 hours of delivery.',
      'We inspect returned items within 2-3 days of receiving them.',
      'Exchanges are for items of equal or lesser value.',
      'Sale and custom-made items can be returned only if they are defective.',
      'A GHS 15 return fee may be deducted from your refund.',
    ]) {
      expect(within(panel).getByText(rule)).toBeInTheDocument();
    }
    const time = (method: string) => within(panel).getByText(method, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(time('Mobile money')).toBe('2-3 business days');
    expect(time('Card')).toBe('5-7 business days');
    expect(time('Bank transfer')).toBe('7-10 business days');
    expect(time('Store credit')).toBe('Immediately');
    expect(within(panel).getByRole('link', { name: 'Read the full Returns Policy' })).toHaveAttribute('href', '/returns-policy');
    expect(questions()).toEqual([]);

    // 'Contact Us' in the summary opens the Contact Us tab.
    await user.click(within(panel).getByRole('button', { name: 'Contact Us' }));
    expect(tab('Contact Us')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Contact Us')).toHaveFocus();
  });

  it('shows the contact form with first and last name on the Contact Us tab', async () => {
    const user = renderPage();
    await user.click(tab('Contact Us'));
    const panel = screen.getByRole('tabpanel', { name: 'Contact Us' });
    expect(await within(panel).findByLabelText(/First Name/)).toBeInTheDocument();
    expect(within(panel).getByLabelText(/Last Name/)).toBeInTheDocument();
    expect(within(panel).queryByLabelText(/^Name/)).not.toBeInTheDocument();
    expect(within(panel).getByLabelText(/Email Address/)).toBeInTheDocument();
    expect(within(panel).getByLabelText(/Subject/)).toBeInTheDocument();
    expect(within(panel).getByLabelText(/Message/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys', async () => {
    const user = renderPage();
    await user.click(tab('FAQs'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Contact Us')).toHaveFocus();
    expect(tab('Contact Us')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('Returns & Refunds')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Returns & Refunds' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(tab('FAQs')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Returns & Refunds')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('FAQs')).toHaveAttribute('aria-selected', 'true');
    expect(questions()).toEqual(FIVE_QUESTIONS);
  });

  it('filters the FAQs as one types, showing the FAQs tab; a word in one answer shows that question only', async () => {
    const user = renderPage();
    await user.type(searchBox(), 'CANCEL');
    expect(questions()).toEqual(['Can I change or cancel my order?']);

    await user.clear(searchBox());
    // "Kumasi" is only in the delivery answer.
    await user.type(searchBox(), 'kumasi');
    expect(questions()).toEqual(['How much does delivery cost and how long does it take?']);

    // Typing from another tab brings the FAQs back.
    await user.click(tab('Returns & Refunds'));
    await user.clear(searchBox());
    expect(tab('Returns & Refunds')).toHaveAttribute('aria-selected', 'true');
    await user.type(searchBox(), 'mobile money');
    expect(tab('FAQs')).toHaveAttribute('aria-selected', 'true');
    expect(questions()).toEqual(['What payment methods can I use?']);
  });

  it("says 'No FAQs found' when nothing matches; 'Clear Search' shows the five questions again", async () => {
    const user = renderPage();
    await user.type(searchBox(), 'bitcoin');
    expect(questions()).toEqual([]);
    expect(screen.getByText('No FAQs found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    expect(questions()).toEqual(FIVE_QUESTIONS);
  });
});
