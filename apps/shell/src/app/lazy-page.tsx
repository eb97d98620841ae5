import { use, type ComponentType } from 'react';

export interface LazyPage {
  /** Renders the page, suspending while its chunk loads (render it inside `Suspense`). */
  Component: ComponentType;
  /** Starts loading the chunk; once loaded, the page renders at once, with no fallback. */
  preload(): Promise<void>;
}

/**
 * A page kept out of the shell's first script and fetched when its route is opened (or, when the
 * page is opened on that route, while the configuration files load). A failed fetch is forgotten,
 * so a later visit fetches again.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const fetchPage = () => {
    pending ??= load().then(
      (Component) => (loaded = Component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  function LazyPageContent() {
    const Page = loaded ?? use(fetchPage());
    return <Page />;
  }
  return { Component: LazyPageContent, preload: () => fetchPage().then(() => undefined) };
}
