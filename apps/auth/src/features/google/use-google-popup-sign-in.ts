import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  MESSAGES,
  POPUP_CLOSE_CHECK_MS,
  POPUP_HEIGHT,
  POPUP_WIDTH,
  type GoogleAuthAction,
} from '@profileproof/contracts';
import { useSession } from '@profileproof/session';
import { useCompleteSignIn } from '../../shared/use-complete-sign-in';
import { isGoogleAuthMessage } from './google-auth-message';
import {
  clearGoogleAuthKeys,
  startGoogleFlow,
  storeGoogleAuthAction,
  takeGoogleToken,
} from './google-auth-storage';
import type { GoogleFailure } from './google-error';

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
export function watchGooglePopup(
  popup: Window,
  onResult: (result: PopupResult) => void,
): () => void {
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

/**
 * The third-party button's whole flow: popup, id_token, POST /api/auth/google/ with this tab's flow
 * secret, then sign in or explain. What runs after the popup is open comes in a chunk of its own.
 */
export function useGooglePopupSignIn(action: GoogleAuthAction) {
  const { config, api } = useSession();
  const { completeSignIn, signedInAdmin } = useCompleteSignIn();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<GoogleFailure | null>(null);
  const [busy, setBusy] = useState(false);
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
    // Before the popup opens: it starts with a copy of this tab's sessionStorage, the secret with it.
    const flowSecret = startGoogleFlow();
    // Opened within the click (or it would be blocked), and sent to the API once the hash is ready.
    const popup = window.open('about:blank', 'google-auth', popupFeatures());
    if (!popup) {
      setFailure({ message: MESSAGES.google.popupBlocked });
      return;
    }
    const steps = import('./google-popup-steps');
    steps
      .then(async ({ flowHash, googleStartUrl }) =>
        googleStartUrl(config.apiBaseUrl, action, await flowHash(flowSecret)),
      )
      .then(
        (url) => popup.closed || popup.location.replace(url),
        () => popup.close(),
      );
    const fail = (reason: GoogleFailure) => {
      clearGoogleAuthKeys();
      setBusy(false);
      setFailure(reason);
    };
    setBusy(true);
    stopWatching.current = watchGooglePopup(popup, (result) => {
      stopWatching.current = null;
      if ('failure' in result) return fail({ message: result.failure });
      steps
        .then(({ googleAuthOnce }) =>
          googleAuthOnce(api, { credential: result.idToken, action, flow_secret: flowSecret }),
        )
        .then(
          (auth) => {
            clearGoogleAuthKeys();
            setBusy(false);
            completeSignIn(auth);
          },
          (error: unknown) =>
            steps.then(
              ({ googleFailure }) => fail(googleFailure(error)),
              () => fail({ message: MESSAGES.google.failed }),
            ),
        );
    });
  }, [action, config.apiBaseUrl, api, completeSignIn]);

  return { start, busy, failure, signedInAdmin };
}
