/** A text for a LIKE pattern: its wildcards (and the escape character) taken literally. */
export function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (m) => `\\${m}`);
}
