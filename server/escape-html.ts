/** Text for HTML the servers write: the five characters that could start markup or end an attribute, escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
