// Who besides the client can see a file: a chip per advisor, or 'Only you'.
import type { VaultFile } from '../../../../shared/contracts/vault';
import classes from './vault-files.module.css';

export function SharedWith({ file }: { file: VaultFile }) {
  if (file.sharedWith.length === 0) return <span className={classes.private}>Only you</span>;
  return (
    <ul className={classes.chips} aria-label={`Shared with`}>
      {file.sharedWith.map((share) => (
        <li key={share.advisorId} className={classes.chip}>
          {share.name}
        </li>
      ))}
    </ul>
  );
}
