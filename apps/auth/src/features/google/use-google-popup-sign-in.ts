import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES, POPUP_CLOSE_CHECK_MS, POPUP_HEIGHT, POPUP_WIDTH, type GoogleAuthAction } from '@profileproof/contracts';
import { useSession } from '@profileproof/session';
import { useCompleteSignIn } from '../../shared/use-complete-sign-in';
import { googleStartUrl, useGoogleAuth } from './api/google-auth';
import { isGoogleAuthMessage } from './google-auth-message';
import { clearGoogleAuthKeys, storeGoogleAuthAction, takeGoogleToken } from './google-auth-storage';
import { googleFailure, type GoogleFailure } from './google-error';

export type PopupResult = { idToken: string } | { failure: string };

/** The popup's window features: the spec's 500x600, centred over this window. */
export function popupFeatures(): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2));
  return `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}

/**
 * Waits for the popup's outcome: the callback page's message (from this site only), or the popup
 * being closed, checked every 500 ms. Returns a function that stops watching.
 */
export function watchGooglePopup(popup: Window, onResult: (result: PopupResult) => void): () => void {
  let settled = false;
  const settle = (result: PopupResult) => {
    if (settled) return;
    settled = true;
    stop();
    onResult(result);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin || !isGoogleAuthMessage(event.data)) return;
    if (event.data.error) settle({ failure: MESSAGES.google.failed });
    else if (!event.data.id_token) settle({ failure: MESSAGES.google.noToken });
    else settle({ idToken: event.data.id_token });
  };
  const timer = setInterval(() => {
    if (!popup.closed) return;
    // The callback page also stores the token, so a message still in flight when the popup closed is not lost.
    const token = takeGoogleToken();
    settle(token ? { idToken: token } : { failure: MESSAGES.google.cancelled });
  }, POPUP_CLOSE_CHECK_MS);
  const stop = () => {
    clearInterval(timer);
    window.removeEventListener('message', onMessage);
  };
  window.addEventListener('message', onMessage);
  return stop;
}

/** The third-party button's whole flow: popup, id_token, POST /api/auth/google/, then sign in or explain. */
export function useGooglePopupSignIn(action: GoogleAuthAction) {
  const { config } = useSession();
  const exchange = useGoogleAuth();
  const { completeSignIn, signedInAdmin } = useCompleteSignIn();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<GoogleFailure | null>(null);
  const [waiting, setWaiting] = useState(false);
  const stopWatching = useRef<(() => void) | null>(null);

  useEffect(() => () => stopWatching.current?.(), []);

  // The confirm dialog comes once the message is on screen, and once per failure.
  const offered = useRef<GoogleFailure | null>(null);
  useEffect(() => {
    if (!failure?.offer || offered.current === failure) return;
    offered.current = failure;
    if (window.confirm(failure.offer.question)) void navigate(failure.offer.path);
  }, [failure, navigate]);

  const start = useCallback(() => {
    stopWatching.current?.();
    setFailure(null);
    clearGoogleAuthKeys();
    storeGoogleAuthAction(action);
    const popup = window.open(googleStartUrl(config.apiBaseUrl, action), 'google-auth', popupFeatures());
    if (!popup) {
      setFailure({ message: MESSAGES.google.popupBlocked });
      return;
    }
    setWaiting(true);
    stopWatching.current = watchGooglePopup(popup, (result) => {
      stopWatching.current = null;
      setWaiting(false);
      if ('failure' in result) {
        clearGoogleAuthKeys();
        setFailure({ message: result.failure });
        return;
      }
      exchange.mutate(
        { credential: result.idToken, action },
        {
          onSuccess: (auth) => {
            clearGoogleAuthKeys();
            completeSignIn(auth);
          },
          onError: (error) => {
            clearGoogleAuthKeys();
            setFailure(googleFailure(error));
          },
        },
      );
    });
  }, [action, config.apiBaseUrl, exchange, completeSignIn]);

  return { start, busy: waiting || exchange.isPending, failure, signedInAdmin };
}
