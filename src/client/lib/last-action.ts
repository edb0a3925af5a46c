// Where on the screen the user last acted (0 top … 1 bottom): the last tap or click, or the control
// that took the focus. A narrow screen's toast goes to the other half, so it never covers the button
// that raised it (decision 042).
let lastActionAt: number | null = null;
let tracking = false;

/** Starts listening (once); the toasts call it at first load, before any toast needs the answer. */
export function trackLastAction() {
  if (tracking || typeof window === 'undefined') return;
  tracking = true;
  window.addEventListener('pointerdown', (event) => void (lastActionAt = event.clientY / window.innerHeight), { capture: true, passive: true });
  window.addEventListener(
    'focusin',
    (event) => {
      if (!(event.target instanceof Element) || event.target === document.body) return;
      const box = event.target.getBoundingClientRect();
      lastActionAt = (box.top + box.height / 2) / window.innerHeight;
    },
    { capture: true, passive: true },
  );
}

export const lastActionInLowerHalf = () => lastActionAt !== null && lastActionAt > 0.5;
