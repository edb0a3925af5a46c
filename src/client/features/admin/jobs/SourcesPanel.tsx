// Placeholder until its branch lands: replaced wholesale.
export function SourcesPanel() {
  return null;
}
