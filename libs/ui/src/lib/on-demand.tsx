import { type ComponentType, lazy, Suspense } from 'react';
import { LoadingState } from './components';

/**
 * A screen fetched when it is first opened: its code goes into a chunk of its own, so the pages
 * most visits start from stay light (the front-end budgets). Shows "Loading…" meanwhile; a chunk a
 * deploy removed is the shell's to recover (its remote-recovery boundary).
 */
export function onDemand(load: () => Promise<ComponentType>): ComponentType {
  const Screen = lazy(() => load().then((Component) => ({ default: Component })));
  return function OnDemandScreen() {
    return (
      <Suspense fallback={<LoadingState label="Loading…" />}>
        <Screen />
      </Suspense>
    );
  };
}
