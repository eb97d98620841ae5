/**
 * The Account page's styles, as a string its chunk carries and React 19 hoists once into <head>
 * (`<style href precedence>`): a CSS file would add the CSS-chunk loader to the auth remote's
 * entry, which every /login visit downloads (the page's byte budget).
 */
export const ACCOUNT_STYLES = `
.account-page { display: grid; gap: 20px; max-width: 760px; }
.account-confirm { max-width: 760px; margin-bottom: 20px; }
.account-section.pp-card { padding: 0; }
.account-section__inner { padding: 24px 28px; display: grid; gap: 16px; }
.account-section__header h2 { margin: 0 0 4px; font-size: 1.15rem; }
.account-section__intro, .account-section__note { margin: 0; color: var(--pp-ink-muted); font-size: 0.95rem; }
.account-section__current { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.account-section__body { display: grid; gap: 14px; }
.account-section--danger.pp-card { border-color: #f5c2c2; }
.account-section--danger .account-section__header h2 { color: var(--pp-danger); }
.account-form { max-width: 440px; }
.account-form__actions { display: flex; flex-wrap: wrap; gap: 12px; }

.account-sessions { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
.account-session {
  display: flex; align-items: center; justify-content: space-between; gap: 12px 20px; flex-wrap: wrap;
  padding: 14px 16px; border: 1px solid var(--pp-line); border-radius: var(--pp-radius-sm); background: var(--pp-surface);
}
.account-session__main { min-width: 0; display: grid; gap: 6px; }
.account-session__device { margin: 0; font-weight: 700; display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
.account-session__facts { margin: 0; display: flex; flex-wrap: wrap; gap: 4px 20px; font-size: 0.88rem; }
.account-session__facts div { display: flex; gap: 6px; }
.account-session__facts dt { color: var(--pp-ink-muted); }
.account-session__facts dd { margin: 0; color: var(--pp-ink); font-weight: 500; }

@media (max-width: 520px) {
  .account-section__inner { padding: 18px 16px; }
  .account-session { align-items: stretch; }
  .account-session .pp-button { width: 100%; }
  .account-form__actions .pp-button { width: 100%; }
}
`;
