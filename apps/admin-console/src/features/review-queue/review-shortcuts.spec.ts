import { isTypingTarget, neighbourField, shortcutOf } from './review-shortcuts';

/** A checklist as the Analysis step draws it: a number, a choice, three boxes (one computed) and a date. */
function aChecklist(): HTMLElement {
  document.body.innerHTML = `
    <button id="outside">Outside</button>
    <div class="checklist">
      <input id="connections" type="number" />
      <input id="normal" type="radio" name="type" />
      <input id="premium" type="radio" name="type" checked />
      <input id="photo" type="checkbox" />
      <input id="last-updated" type="date" />
      <input id="shield" type="checkbox" checked />
      <input id="outreach" type="checkbox" disabled />
    </div>`;
  return document.querySelector('.checklist') as HTMLElement;
}

const byId = (id: string) => document.getElementById(id);
const press = (key: string, init: KeyboardEventInit = {}, target: Element = document.body) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

/** What `shortcutOf` says of a key pressed on `target`. */
function shortcutFor(key: string, init: KeyboardEventInit = {}, target: Element = document.body) {
  let seen: ReturnType<typeof shortcutOf> = null;
  const listen = (event: KeyboardEvent) => (seen = shortcutOf(event));
  document.addEventListener('keydown', listen);
  press(key, init, target);
  document.removeEventListener('keydown', listen);
  return seen;
}

describe('review shortcuts', () => {
  it('maps the documented keys, and nothing else', () => {
    document.body.innerHTML = '';
    expect(['j', 'k', 'x', 'g', 's', '?'].map((key) => shortcutFor(key))).toEqual([
      'next',
      'previous',
      'toggle',
      'generate',
      'send',
      'help',
    ]);
    expect(shortcutFor('J')).toBeNull();
    expect(shortcutFor('a')).toBeNull();
    expect(shortcutFor(' ')).toBeNull();
  });

  it('leaves keys held with Ctrl, Alt or Meta to the browser and screen readers, and repeats only the moves', () => {
    document.body.innerHTML = '';
    expect(shortcutFor('g', { ctrlKey: true })).toBeNull();
    expect(shortcutFor('j', { altKey: true })).toBeNull();
    expect(shortcutFor('s', { metaKey: true })).toBeNull();
    expect(shortcutFor('?', { shiftKey: true })).toBe('help');
    expect(shortcutFor('j', { repeat: true })).toBe('next');
    expect(shortcutFor('s', { repeat: true })).toBeNull();
  });

  it('never takes a key typed into a text field, a select or editable content; boxes and buttons are not typing', () => {
    aChecklist();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<textarea id="report"></textarea><select id="tier"></select><div contenteditable="true"><p id="rich">x</p></div><input id="email" type="email" />',
    );
    for (const id of ['connections', 'last-updated', 'report', 'tier', 'rich', 'email']) {
      expect(isTypingTarget(byId(id))).toBe(true);
      expect(shortcutFor('s', {}, byId(id) as Element)).toBeNull();
    }
    for (const id of ['photo', 'premium', 'outside']) {
      expect(isTypingTarget(byId(id))).toBe(false);
      expect(shortcutFor('x', {}, byId(id) as Element)).toBe('toggle');
    }
  });

  it('moves through the boxes and the chosen option, skipping typed and computed fields, and stops at the ends', () => {
    const checklist = aChecklist();
    const ids = (direction: 1 | -1, from: string | null) =>
      neighbourField(checklist, from === null ? null : byId(from), direction)?.id;
    expect(ids(1, null)).toBe('premium');
    expect(ids(-1, 'outside')).toBe('shield');
    expect(ids(1, 'premium')).toBe('photo');
    expect(ids(1, 'photo')).toBe('shield');
    expect(ids(1, 'shield')).toBeUndefined();
    expect(ids(-1, 'shield')).toBe('photo');
    expect(ids(-1, 'premium')).toBeUndefined();
    // From a number or date field the analyst tabbed into, the next and previous are where they sit.
    expect(ids(1, 'last-updated')).toBe('shield');
    expect(ids(-1, 'last-updated')).toBe('photo');
    expect(ids(1, 'connections')).toBe('premium');
  });
});
