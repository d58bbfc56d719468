import { invitationRoute, invitationValidityDays, type Locale } from '@dealer/domain';

/** The web page an invitation link opens (a public route of the web). */
export const invitationPath = (token: string) => `${invitationRoute}/${token}`;

/** The link in the mail: absolute when the server knows its address (PUBLIC_URL). */
export const invitationLink = (token: string, publicUrl: string | undefined) =>
  publicUrl ? new URL(invitationPath(token), publicUrl).toString() : invitationPath(token);

// Written as a native speaker would (fi, en, sv); the link is the mail's one call to action.
const texts: Record<Locale, { subject: string; body: (name: string, link: string) => string }> = {
  'fi-fi': {
    subject: 'Kutsu huutokauppapalveluun',
    body: (name, link) =>
      `Hei ${name},\n\nsinulle on luotu käyttäjätunnus huutokauppapalveluun. Avaa alla oleva linkki ja valitse itsellesi salasana, niin pääset kirjautumaan.\n\n${link}\n\nLinkki on voimassa ${invitationValidityDays} päivää ja toimii vain kerran.`,
  },
  'en-gb': {
    subject: 'Your invitation to the auction service',
    body: (name, link) =>
      `Hello ${name},\n\nan account has been created for you in the auction service. Open the link below and choose a password to sign in.\n\n${link}\n\nThe link is valid for ${invitationValidityDays} days and works only once.`,
  },
  'sv-se': {
    subject: 'Inbjudan till auktionstjänsten',
    body: (name, link) =>
      `Hej ${name},\n\nett användarkonto har skapats åt dig i auktionstjänsten. Öppna länken nedan och välj ett lösenord, så kan du logga in.\n\n${link}\n\nLänken gäller i ${invitationValidityDays} dagar och fungerar bara en gång.`,
  },
};

/** The invitation mail in the user's language. */
export function invitationMail(locale: Locale, name: string, link: string) {
  const text = texts[locale];
  return { subject: text.subject, body: text.body(name, link) };
}
