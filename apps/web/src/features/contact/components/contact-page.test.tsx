import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ContactPage } from './contact-page';

// My Orders' 'Contact Support' opens /contact?order=AGH123456 (issue 13): the subject starts with the order number.
describe('contact page from an order', () => {
  it('fills the subject with the order number', () => {
    renderWithProviders(<ContactPage />, { route: '/contact?order=AGH123456' });
    expect(screen.getByLabelText('Subject')).toHaveValue('Question about order AGH123456');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('ignores anything that is not an order number', () => {
    renderWithProviders(<ContactPage />, { route: '/contact?order=<script>' });
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });
});
