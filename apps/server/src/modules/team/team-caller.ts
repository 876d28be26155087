/** What a team service knows of the signed-in caller and the request. */
export interface TeamCaller {
  userId: string;
  email: string;
  /** The caller's current language, for the e-mails the action sends. */
  locale: string;
  /** The address users reach, for links in e-mails. */
  publicUrl: string;
}
