import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { ScrollRestoration } from './scroll-restoration';

let navigate: ReturnType<typeof useNavigate>;
function Page() {
  navigate = useNavigate();
  return (
    <>
      <ScrollRestoration />
      <h2 id="faq">Frequently asked questions</h2>
    </>
  );
}

/** The browser's scroll position, as the page sees it. */
function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('scroll restoration', () => {
  // jsdom lays nothing out: the two scrolling calls are recorded instead.
  let scrollTo: jest.SpyInstance;
  const scrollIntoView = jest.fn();
  const originalScrollIntoView = Element.prototype.scrollIntoView;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    scrollTo.mockRestore();
    Element.prototype.scrollIntoView = originalScrollIntoView;
  });

  it('opens a new page at its top, a #hash at its target, and going back where the page was left', () => {
    render(
      <MemoryRouter initialEntries={['/pricing']}>
        <Page />
      </MemoryRouter>,
    );
    expect(window.history.scrollRestoration).toBe('manual');
    act(() => scrolledTo(640));

    act(() => void navigate('/terms_and_conditions'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    act(() => void navigate('/pricing#faq'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);

    act(() => void navigate(-2));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
