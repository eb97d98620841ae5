import { SUBSCRIPTIONS_SCREEN } from './subscriptions-screen';
import { MESSAGES } from './index';

function leaves(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (Array.isArray(tree)) return tree.flatMap(leaves);
  if (typeof tree === 'object' && tree !== null) return Object.values(tree).flatMap(leaves);
  return [];
}

/** The quoted error and notice texts of the spec's screens, validation rules and error catalogue, verbatim. */
const SPEC_TEXTS = [
  'Authentication required. Please log in to continue.',
  'Your session has expired. Please log in again.',
  'Invalid email or password',
  'Network error. Please check your connection.',
  'Login failed. Please try again.',
  'Invalid response from server',
  'Email is required',
  'Please provide valid Email address',
  'Password is required',
  'Password must be at least 8 characters',
  'Please confirm your password',
  'Passwords do not match',
  'Please enter a password',
  'Password must be at least 8 characters long',
  'Please enter your email address',
  'LinkedIn URL is required',
  'Please select a submission first',
  'Please generate an analysis first',
  'Registration failed. Please try again or contact support.',
  'Signup request timed out. Please try again.',
  'Unexpected error occurred. Please try again',
  'No account found with this email. Please sign up first.',
  'An account already exists with this email. Please log in instead.',
  'Popup blocked! Please allow popups for this site.',
  'Authentication failed',
  'No authentication token found. Please try again.',
  'Authentication was cancelled or failed',
  'Email verification failed. The link may have expired or is invalid.',
  'Failed to reset password. The link may be invalid or expired.',
  'Failed to submit profile',
  'Something went wrong. Please try again.',
  'Subscription limit reached',
  'Authentication required. Please log in again.',
  'Failed to load your submissions. Please try again later.',
  'Invalid API response format (received HTML). Please contact support.',
  'Connection issue detected. Using free tier as fallback.',
  'Server error loading subscription. Please try refreshing.',
  'Failed to load subscription data',
  'Not authenticated as admin',
  'Failed to fetch submissions',
  'Failed to load submission data for editing',
  'Failed to send reply',
  'Failed to delete submission',
  'Are you sure you want to delete this submission?',
  'Failed to assign role. Check that the user exists and try again.',
  'Failed to update subscription',
  'Unknown error occurred',
  'Failed to delete subscription',
  'Submission not found',
  'Failed to load submission details',
  'Unexpected Application Error!',
  'Submission Details',
  'Reviewed',
  'Pending Review',
  'Your submission is still being reviewed. Check back later for results.',
  'Back to Submissions',
  'Loading submission details...',
  'Verify Your Email',
  'Resend Email',
  'Go to Login',
  'Manage User Subscriptions',
  'Assign premium access to specific users without payment processing.',
  'Valid For (days)',
  'Leave empty for unlimited access',
  'Assign Subscription',
  'Updating...',
  'Current Subscribers',
  'Unlimited',
  'Confirm Deletion',
  'This will set the user back to the free tier.',
  'Delete Subscription',
  'Deleting...',
  'No subscribers found.',
  'Loading subscribers...',
  'Database Setup Required',
  'Check Again',
  'Thank You for Your Interest! This feature is currently under development.',
];

describe('MESSAGES', () => {
  // The subscriptions screen's texts are apart (SUBSCRIPTIONS_SCREEN, for the admin console only).
  const texts = new Set([...leaves(MESSAGES), ...leaves(SUBSCRIPTIONS_SCREEN)]);

  it.each(SPEC_TEXTS)('contains %p exactly', (text) => {
    expect(texts.has(text)).toBe(true);
  });

  it('fills in the templates exactly', () => {
    expect(SUBSCRIPTIONS_SCREEN.assigned('premium', 'ann@example.com')).toBe(
      'Successfully assigned premium plan to ann@example.com',
    );
    expect(SUBSCRIPTIONS_SCREEN.removed('ann@example.com')).toBe(
      'Successfully removed subscription from ann@example.com',
    );
    expect(SUBSCRIPTIONS_SCREEN.confirmText('ann@example.com')).toBe(
      'Are you sure you want to delete the subscription for ann@example.com?',
    );
    expect(SUBSCRIPTIONS_SCREEN.error('boom')).toBe('Error: boom');
  });

  it('has the login example of the contract', () => {
    expect(MESSAGES.login.invalidCredentials).toBe('Invalid email or password');
  });
});
