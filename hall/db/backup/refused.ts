/** A backup or restore the hall will not do, with the operator's next step in the message (the CLIs print it as is). */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}
