import { PRODUCT_NAME } from '@profileproof/contracts';

/** The browser tab's title for this page (React 19 moves <title> into <head>). */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{`${title} · ${PRODUCT_NAME}`}</title>;
}
