// Lints a probe file's text with the project's own ESLint configuration and answers what the
// import-direction rule (import-x/no-restricted-paths) says of it: the tests that prove a lint
// zone fires use it.
import { ESLint } from 'eslint';
import { PROJECT_ROOT } from '../project-root';

let eslint: ESLint | undefined;

/** The rule's messages for `code` as if it were the file at `file` (relative to the project). */
export async function restrictedPathMessages(file: string, code: string): Promise<string[]> {
  eslint ??= new ESLint({ cwd: PROJECT_ROOT });
  const [result] = await eslint.lintText(code, { filePath: `${PROJECT_ROOT}/${file}` });
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}
