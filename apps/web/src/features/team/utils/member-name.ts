interface Named {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** "First Last", or the e-mail when the row has no name. */
export const memberName = ({ firstName, lastName, email }: Named): string =>
  [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ') || email;
