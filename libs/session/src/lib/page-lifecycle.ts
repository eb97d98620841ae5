// When the page is being left (a full navigation, a reload), the browser cancels the requests in
// flight and they fail like network errors. Such a failure says nothing about the session and
// must not end it; the next page checks again.
let leaving = false;

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  // Back from the back/forward cache: the page lives again.
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

export function isPageBeingLeft(): boolean {
  return leaving;
}
