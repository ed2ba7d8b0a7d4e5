/**
 * Runs an action once the pointer press in progress (if any) is over, click included.
 *
 * A field validated on blur shows its message when focus leaves it — and pressing a button moves
 * focus on pointer down. The message then shifts the layout while the button is held, the release
 * lands elsewhere and the browser drops the click (Cancel "does nothing the first time"). Held
 * until the press ends, the message appears after the click, wherever the click went.
 */
let pressed = false;
let waiting: (() => void)[] = [];

function release() {
  pressed = false;
  const actions = waiting;
  waiting = [];
  // The next task: the click that follows pointerup is dispatched in the same task.
  if (actions.length === 0) return;
  setTimeout(() => {
    for (const action of actions) action();
  }, 0);
}

if (typeof document !== 'undefined') {
  // Capture phase, so a component stopping propagation does not hide a press from us.
  document.addEventListener(
    'pointerdown',
    () => {
      pressed = true;
    },
    true,
  );
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
  document.addEventListener('dragend', release, true);
}

export function afterPress(action: () => void): void {
  if (pressed) waiting.push(action);
  else action();
}
