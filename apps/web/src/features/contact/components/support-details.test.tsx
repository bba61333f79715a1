import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SupportDetails } from './support-details';

describe('support details', () => {
  it('offers email only, and no live chat, when the shop sets no phone or WhatsApp number', () => {
    renderWithProviders(<SupportDetails contact={{ email: 'help@example.com' }} />);
    expect(screen.getByRole('link', { name: 'help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByText(/chat/i)).not.toBeInTheDocument();
  });

  it('shows the phone and WhatsApp numbers the shop sets, as call and WhatsApp links', () => {
    renderWithProviders(<SupportDetails contact={{ email: 'help@example.com', phone: '+233 30 123 4567', whatsapp: '+233 20 765 4321' }} />);
    expect(screen.getByText('Phone')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+233 30 123 4567' })).toHaveAttribute('href', 'tel:+233301234567');
    expect(screen.getByText('WhatsApp')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+233 20 765 4321' })).toHaveAttribute('href', 'https://wa.me/233207654321');
  });
});
