// A file's name keeps its ending (.pdf, .csv): the download opens in the right app, and the
// server tells a CSV from other text by it.

const ENDING = /\.[A-Za-z0-9]{1,5}$/;

/** '.pdf' of 'Taxes 2025.pdf'; '' when the name has no ending. */
export function endingOf(name: string): string {
  return ENDING.exec(name)?.[0] ?? '';
}

/**
 * The name to keep: the one typed, given the file's ending when it has none, or the file's own
 * name when nothing was typed.
 */
export function nameWithEnding(typed: string, fileName: string): string {
  const name = typed.trim();
  if (name === '') return fileName;
  const ending = endingOf(fileName);
  return ending && !ENDING.test(name) ? `${name}${ending}` : name;
}
