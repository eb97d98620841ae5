import { screen } from '@testing-library/react';
import { ContactUsPage } from './contact-us-page';
import { renderPage } from './test-utils';

describe('ContactUsPage', () => {
  beforeEach(() => renderPage(<ContactUsPage />, '/contact_us'));

  it('offers support by e-mail', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@profileproof.app' })).toHaveAttribute(
      'href',
      'mailto:support@profileproof.app',
    );
    expect(screen.getByRole('link', { name: 'Write to support' })).toHaveAttribute(
      'href',
      'mailto:support@profileproof.app',
    );
  });

  it('states the support hours and the closed days', () => {
    expect(screen.getByRole('heading', { level: 2, name: 'Support hours' })).toBeInTheDocument();
    expect(screen.getByText('Monday to Friday, 10 AM–7 PM (USD)')).toBeInTheDocument();
    expect(screen.getByText('Closed on Saturday, Sunday and public holidays.')).toBeInTheDocument();
  });

  it('links to the help and FAQ section of the pricing page', () => {
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute(
      'href',
      '/pricing#faq',
    );
  });

  it('explains that our team activates paid plans, with their prices', () => {
    expect(screen.getByText(/our team activates paid plans by hand/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request an upgrade' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@profileproof\.app\?subject=/),
    );
    const table = screen.getByRole('table', { name: 'Paid plans' });
    expect(table).toHaveTextContent('$599 a month');
    expect(table).toHaveTextContent('$899 a month');
    expect(table).toHaveTextContent('$1299 a month');
  });
});
