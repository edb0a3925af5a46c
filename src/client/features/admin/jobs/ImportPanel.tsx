// Placeholder until its branch lands: replaced wholesale.
export function ImportPanel() {
  return null;
}
