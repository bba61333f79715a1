import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, serveApi } from '@/test/render';
import { ContactForm } from './contact-form';
import { ContactPage } from './contact-page';

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

const valid = { Name: 'Kwame Boateng', 'Email Address': 'kwame@example.com', Subject: 'Delivery to Tamale', Message: 'Do you deliver to Tamale on Saturdays?' };

describe('contact form', () => {
  it('checks every field with the contract rules and sends nothing while one is wrong', async () => {
    const user = userEvent.setup();
    const calls = serveApi(() => ({ body: {} }));
    renderWithProviders(<ContactForm />);
    await fill(user, { Name: 'K', 'Email Address': 'kwame@', Subject: 'D', Message: 'Too short' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Subject must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('sends the message, says so and empties the form', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const calls = serveApi((_url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return { body: { status: true, message: 'Message sent', data: { id: 'c0ffee00-0000-4000-8000-000000000000' } } };
    });
    renderWithProviders(<ContactForm />);
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const success = (await screen.findByText('Thank you for contacting us!')).closest('[role="status"]');
    expect(success).toHaveTextContent('Your message has been sent.');
    expect(success).toHaveFocus();
    expect(calls.map((url) => url.pathname)).toEqual(['/customer/api/v1/contact/']);
    expect(bodies).toEqual([
      { name: 'Kwame Boateng', email: 'kwame@example.com', subject: 'Delivery to Tamale', message: 'Do you deliver to Tamale on Saturdays?', language: 'en' },
    ]);
    for (const label of Object.keys(valid)) expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it('keeps what was typed and says why when the message could not be sent', async () => {
    const user = userEvent.setup();
    serveApi(() => ({ status: 429, body: { status: false, code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' } }));
    renderWithProviders(<ContactForm />);
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    expect(screen.queryByText('Thank you for contacting us!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue(valid.Message);
  });

  it('with first and last name (the customer-service tab) sends them together as the name', async () => {
    const user = userEvent.setup();
    const bodies: { name: string }[] = [];
    serveApi((_url, init) => {
      bodies.push(JSON.parse(String(init?.body)) as { name: string });
      return { body: { status: true, message: 'Message sent', data: { id: 'x' } } };
    });
    renderWithProviders(<ContactForm splitName />);
    const { Name: _name, ...rest } = valid;
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();

    await fill(user, { 'First Name': 'Wei', 'Last Name': 'Li', ...rest });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.name).toBe('Wei Li');
  });
});

describe('contact page', () => {
  it('has one heading, the title, the form and the support hours', () => {
    renderWithProviders(<ContactPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(document.title).toBe('Contact Us | Akwaaba Market');
    expect(screen.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@akwaaba.market' })).toHaveAttribute('href', 'mailto:support@akwaaba.market');
    expect(screen.getByText('Monday-Friday').nextElementSibling).toHaveTextContent('8am-6pm');
    expect(screen.getByText('Saturday').nextElementSibling).toHaveTextContent('9am-5pm');
    expect(screen.getByText('Sunday').nextElementSibling).toHaveTextContent('Closed');
  });
});
