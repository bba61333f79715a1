import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { FaqPage } from './faq-page';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const renderFaq = () => {
  const user = userEvent.setup();
  renderWithProviders(<FaqPage />, { route: '/faq' });
  return user;
};

const searchBox = () => screen.getByRole('searchbox', { name: 'Search FAQs' });
/** The questions the selected tab's panel shows, in order (the accordion's buttons). */
const questions = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'))
    .map((button) => button.textContent);
const popularTopics = () => screen.queryByRole('heading', { level: 2, name: 'Popular Topics' });

describe('FAQ page', () => {
  it('has one heading, the title, every question, Popular Topics and the ways to reach a person', () => {
    renderFaq();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(document.title).toBe('Frequently Asked Questions | Akwaaba Market');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'All' })).toBeInTheDocument();
    expect(questions()).toHaveLength(20);
    expect(screen.getAllByRole('heading', { level: 3, name: /\?$/ }).length).toBeGreaterThanOrEqual(20);

    expect(popularTopics()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shipping Information' })).toHaveAttribute('href', '/shipping-info');
    expect(screen.getByRole('link', { name: 'Returns & Refunds' })).toHaveAttribute('href', '/returns-policy');
    const help = screen.getByRole('complementary', { name: 'Still have questions?' });
    expect(within(help).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(within(help).getByRole('link', { name: 'Customer Service' })).toHaveAttribute('href', '/customer-service');
    const popular = screen.getByRole('region', { name: 'Popular Topics' });
    expect(
      within(popular)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/shipping-info', '/returns-policy', '/contact']);
  });

  it('filters questions and answers as one types, ignoring case: a word found in one answer shows that question only', async () => {
    const user = renderFaq();
    // "Kumasi" is only in the answer about delivery costs.
    await user.type(searchBox(), 'KUMASI');
    expect(questions()).toEqual(['How much does delivery cost and how long does it take?']);
    expect(screen.getByText('1 question found')).toHaveAttribute('role', 'status');

    await user.clear(searchBox());
    await user.type(searchBox(), 'telecel');
    expect(questions()).toEqual(['What payment methods can I use?', 'How do I pay with mobile money?']);
    expect(screen.getByText('2 questions found')).toHaveAttribute('role', 'status');

    // Every word must be there, wherever it is.
    await user.clear(searchBox());
    await user.type(searchBox(), 'mobile refund');
    expect(questions()).toEqual(['How long does a refund take?']);

    // Question texts count too.
    await user.clear(searchBox());
    await user.type(searchBox(), 'authentic');
    expect(questions()).toEqual(['Are your products authentic?']);
  });

  it('shows Popular Topics only while the search is empty', async () => {
    const user = renderFaq();
    expect(popularTopics()).toBeInTheDocument();
    await user.type(searchBox(), 'pickup');
    expect(popularTopics()).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Shipping Information' })).not.toBeInTheDocument();
    await user.type(searchBox(), '{Backspace>6/}');
    expect(searchBox()).toHaveValue('');
    expect(popularTopics()).toBeInTheDocument();
    // Spaces alone are no search.
    await user.type(searchBox(), '   ');
    expect(popularTopics()).toBeInTheDocument();
    expect(questions()).toHaveLength(20);
  });

  it("says 'No FAQs found' when nothing matches, and 'Clear Search' brings every question back", async () => {
    const user = renderFaq();
    await user.type(searchBox(), 'bitcoin');
    expect(questions()).toEqual([]);
    expect(screen.getByText('No FAQs found')).toBeInTheDocument();
    expect(screen.getByText(/We couldn't find an answer for “bitcoin”/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    expect(screen.queryByText('No FAQs found')).not.toBeInTheDocument();
    expect(questions()).toHaveLength(20);
    expect(popularTopics()).toBeInTheDocument();
  });

  it('shows one category per tab when clicked', async () => {
    const user = renderFaq();
    await user.click(screen.getByRole('tab', { name: 'Delivery & Pickup' }));
    expect(screen.getByRole('tab', { name: 'Delivery & Pickup' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Delivery & Pickup' })).toBeInTheDocument();
    expect(questions()).toEqual([
      'Do you deliver to every region of Ghana?',
      'How much does delivery cost and how long does it take?',
      'Can I pick up my order in a store?',
      'Do you ship outside Ghana?',
      "What if I'm not home when my order arrives?",
    ]);

    await user.click(screen.getByRole('tab', { name: 'Returns & Refunds' }));
    expect(questions()).toEqual([
      'What is your return policy?',
      'How do I return an item?',
      'My item arrived damaged or defective. What should I do?',
      'How long does a refund take?',
    ]);

    // The search looks in the chosen category only.
    await user.type(searchBox(), 'telecel');
    expect(screen.getByText('No FAQs found')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Orders & Payment' }));
    expect(questions()).toEqual(['What payment methods can I use?', 'How do I pay with mobile money?']);
  });

  it('moves between tabs with the arrow keys, Home and End; only the chosen tab is in the Tab order', async () => {
    const user = renderFaq();
    const tab = (name: string) => screen.getByRole('tab', { name });
    await user.click(tab('All'));
    expect(tab('All')).toHaveAttribute('tabindex', '0');
    expect(tab('Products')).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowRight}');
    expect(tab('Orders & Payment')).toHaveFocus();
    expect(tab('Orders & Payment')).toHaveAttribute('aria-selected', 'true');
    expect(questions()).toHaveLength(6);

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Products')).toHaveFocus();
    expect(questions()).toEqual(['Are your products authentic?', 'How do I find a product?']);

    await user.keyboard('{Home}');
    expect(tab('All')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Products')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('All')).toHaveFocus();
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab list for the panel's first question.
    await user.tab();
    expect(screen.getByRole('button', { name: 'What payment methods can I use?' })).toHaveFocus();
  });

  it('opens and closes an answer', async () => {
    const user = renderFaq();
    const question = screen.getByRole('button', { name: 'Can I pick up my order in a store?' });
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('Your order is ready within 24 hours');

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('searches the texts of the language shown, ignoring accents', async () => {
    await i18n.changeLanguage('es');
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />, { route: '/faq' });
    const box = screen.getByRole('searchbox', { name: 'Buscar en las preguntas frecuentes' });
    await user.type(box, 'Recogida');
    expect(questions()).toEqual(['¿Puedo recoger mi pedido en una tienda?']);

    await user.clear(box);
    await user.type(box, 'exprés');
    expect(questions()).toEqual(['¿Cuánto cuesta el envío y cuánto tarda?']);
    await user.clear(box);
    await user.type(box, 'expres');
    expect(questions()).toEqual(['¿Cuánto cuesta el envío y cuánto tarda?']);

    // English words are not in the Spanish texts.
    await user.clear(box);
    await user.type(box, 'pickup');
    expect(screen.getByText('No se encontraron preguntas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Borrar búsqueda' })).toBeInTheDocument();
  });
});
