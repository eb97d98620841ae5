import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '@profileproof/contracts';
import { isTwoStepRequired } from './admin-request';

/**
 * On every admin screen (AdminNav): once an admin call is refused for want of two-step sign-in,
 * go to the Account page, whose "Two-step sign-in" section sets it up.
 */
export function useTwoStepRedirect(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const cache = queryClient.getQueryCache();
    const check = (error: unknown) => {
      if (isTwoStepRequired(error)) void navigate(ROUTES.account, { replace: true });
    };
    cache.getAll().forEach((query) => check(query.state.error));
    return cache.subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
  }, [queryClient, navigate]);
}
