import { AUTH_LIMITS } from '@konstvagg/rules';
import type { Language } from './language.ts';

/**
 * Account texts: the forms' validation messages, and the errors and toasts, in both languages, with
 * the same keys. The English is the product's set wording, with "log in" as the verb (issue 38).
 * The identity service answers with these (it merges them into apiMessages) and the shell's forms
 * show them, so a rule says the same thing on both sides. The keys of the rules are produced by
 * @konstvagg/rules (auth.ts).
 */
/** The texts as written: the account rules' lengths appear as `{name}` values of AUTH_LIMITS. */
export const AUTH_TEXTS = {
  en: {
    // Validation: login page
    'auth.email_invalid': 'Please enter a valid email address',
    'auth.login_password_min': 'Password must be at least {loginPasswordMin} characters',
    // Validation: register wizard
    'auth.role_required': 'Please select a role',
    'auth.name_min': 'Name must be at least {nameMin} characters',
    'auth.name_max': 'Name must be at most {nameMax} characters',
    'auth.password_min': 'Password must be at least {passwordMin} characters',
    'auth.password_uppercase': 'Password must contain at least one uppercase letter',
    'auth.password_lowercase': 'Password must contain at least one lowercase letter',
    'auth.password_number': 'Password must contain at least one number',
    'auth.password_mismatch': "Passwords don't match",
    'auth.phone_invalid': 'Please enter a valid phone number',
    'auth.terms_required': 'You must accept the terms and conditions',
    'auth.artist_name_min': 'Artist name must be at least {artistNameMin} characters',
    'auth.bio_min': 'Bio must be at least {bioMin} characters',
    'auth.bio_max': 'Bio must not exceed {bioMax} characters',
    'auth.venue_name_min': 'Venue name must be at least {venueNameMin} characters',
    'auth.location_invalid': 'Please enter a valid location',
    'auth.venue_type_required': 'Please select a venue type',
    // Validation: auth modal
    'auth.email_required': 'Email is required',
    'auth.email_max': 'Email must be less than {emailMax} characters',
    'auth.email_format': 'Invalid email format',
    'auth.role_invalid': 'Role must be artist, venue, or buyer',
    'auth.password_required': 'Password is required',
    'auth.password_letter_number': 'Password must contain at least one letter and one number',
    'auth.confirm_required': 'Please confirm your password',
    // Errors and toasts: login
    'auth.login_failed': 'Login failed. Please check your credentials.',
    'auth.login_failed_retry': 'Login failed. Please try again.',
    'auth.login_no_data': 'Login failed: No response data',
    'auth.login_invalid_format': 'Login failed: Invalid response format',
    'auth.login_incomplete': 'Login failed: Incomplete response',
    'auth.welcome': 'Welcome, {name}!',
    // Errors and toasts: registration
    'auth.validation_error': 'Validation error: {details}',
    'auth.register_failed': 'Registration failed. Please try again.',
    'auth.register_success': 'Registration successful! Please log in to continue.',
    // Errors and toasts: forgot and reset password
    'auth.forgot_success': 'Password reset link sent to your email!',
    'auth.forgot_failed': 'Failed to send reset link. Please try again.',
    'auth.reset_success': 'Password reset successful! Please log in with your new password.',
    'auth.reset_failed': 'Failed to reset password. Please try again.',
    // Errors and toasts: logout, Google and Apple
    'auth.logout_success': 'Logged out successfully',
    'auth.google_failed': 'Google authentication failed. Please try again.',
    'auth.google_cancelled': 'Google authentication was cancelled or failed',
    'auth.apple_failed': 'Apple authentication failed. Please try again.',
    'auth.oauth_failed': 'Authentication failed. Please try again.',
    // Server answers: each names the problem plainly
    'auth.invalid_credentials': 'Incorrect email or password.',
    // Multi-factor sign-in (issue 41)
    'auth.mfa_code_invalid': 'The code is not right. Enter the 6 digits your authenticator app shows now.',
    'auth.mfa_code_format': 'Enter the 6-digit code from your authenticator app',
    'auth.mfa_session_expired': 'The login took too long. Please log in again.',
    'auth.mfa_required': 'Admins must set up two-step login before using the admin console.',
    'auth.mfa_enabled': 'Two-step login is set up. From now on you log in with a code from your app.',
    'auth.mfa_not_started': 'Start the set-up again: there is no secret waiting for a code.',
    'auth.mfa_already_enabled':
      'Two-step login is already set up. Ask another admin to reset it if you lost your device.',
    'auth.email_taken': 'An account with this email already exists. Log in or reset your password.',
    'auth.too_many_attempts': 'Too many login attempts. Please wait {minutes}\u00a0minutes and try again.',
    'auth.refresh_invalid': 'Your session has ended. Please log in again.',
    'auth.link_invalid': 'This link is not valid or has already been used.',
    'auth.link_expired': 'This link has expired. Ask for a new one.',
    'auth.email_verified': 'Thank you! Your email address is verified.',
    'auth.verification_sent': 'We have sent a new verification link to your email.',
    'auth.already_verified': 'Your email address is already verified.',
    'auth.reset_link_valid': 'The link works: choose a new password.',
    'auth.unverified_restriction':
      'Verify your email address to publish artworks and receive payouts. We sent you a link when you signed up.',
    'auth.oauth_role_required': 'Choose whether you are an artist, a venue or a buyer to finish signing up.',
    'auth.oauth_token_invalid': 'We could not confirm your login with {provider}. Please try again.',
    'auth.logged_out': 'You are logged out.',
  },
  sv: {
    'auth.email_invalid': 'Ange en giltig e-postadress',
    'auth.login_password_min': 'Lösenordet måste vara minst {loginPasswordMin} tecken',
    'auth.role_required': 'Välj en roll',
    'auth.name_min': 'Namnet måste vara minst {nameMin} tecken',
    'auth.name_max': 'Namnet får vara högst {nameMax} tecken',
    'auth.password_min': 'Lösenordet måste vara minst {passwordMin} tecken',
    'auth.password_uppercase': 'Lösenordet måste innehålla minst en stor bokstav',
    'auth.password_lowercase': 'Lösenordet måste innehålla minst en liten bokstav',
    'auth.password_number': 'Lösenordet måste innehålla minst en siffra',
    'auth.password_mismatch': 'Lösenorden matchar inte',
    'auth.phone_invalid': 'Ange ett giltigt telefonnummer',
    'auth.terms_required': 'Du måste godkänna villkoren',
    'auth.artist_name_min': 'Konstnärsnamnet måste vara minst {artistNameMin} tecken',
    'auth.bio_min': 'Biografin måste vara minst {bioMin} tecken',
    'auth.bio_max': 'Biografin får inte vara längre än {bioMax} tecken',
    'auth.venue_name_min': 'Lokalens namn måste vara minst {venueNameMin} tecken',
    'auth.location_invalid': 'Ange en giltig plats',
    'auth.venue_type_required': 'Välj en typ av lokal',
    'auth.email_required': 'E-postadress krävs',
    'auth.email_max': 'E-postadressen måste vara kortare än {emailMax} tecken',
    'auth.email_format': 'Ogiltigt format på e-postadressen',
    'auth.role_invalid': 'Rollen måste vara konstnär, lokal eller köpare',
    'auth.password_required': 'Lösenord krävs',
    'auth.password_letter_number': 'Lösenordet måste innehålla minst en bokstav och en siffra',
    'auth.confirm_required': 'Bekräfta ditt lösenord',
    'auth.login_failed': 'Inloggningen misslyckades. Kontrollera dina uppgifter.',
    'auth.login_failed_retry': 'Inloggningen misslyckades. Försök igen.',
    'auth.login_no_data': 'Inloggningen misslyckades: inget svar från servern',
    'auth.login_invalid_format': 'Inloggningen misslyckades: svaret har fel format',
    'auth.login_incomplete': 'Inloggningen misslyckades: svaret är ofullständigt',
    'auth.welcome': 'Välkommen, {name}!',
    'auth.validation_error': 'Valideringsfel: {details}',
    'auth.register_failed': 'Registreringen misslyckades. Försök igen.',
    'auth.register_success': 'Registreringen lyckades! Logga in för att fortsätta.',
    'auth.forgot_success': 'En länk för att återställa lösenordet har skickats till din e-post!',
    'auth.forgot_failed': 'Det gick inte att skicka återställningslänken. Försök igen.',
    'auth.reset_success': 'Lösenordet är återställt! Logga in med ditt nya lösenord.',
    'auth.reset_failed': 'Det gick inte att återställa lösenordet. Försök igen.',
    'auth.logout_success': 'Du är utloggad',
    'auth.google_failed': 'Inloggningen med Google misslyckades. Försök igen.',
    'auth.google_cancelled': 'Inloggningen med Google avbröts eller misslyckades',
    'auth.apple_failed': 'Inloggningen med Apple misslyckades. Försök igen.',
    'auth.oauth_failed': 'Autentiseringen misslyckades. Försök igen.',
    'auth.invalid_credentials': 'Fel e-postadress eller lösenord.',
    // Tvåstegsinloggning (issue 41)
    'auth.mfa_code_invalid': 'Koden stämmer inte. Skriv de 6 siffror som din autentiseringsapp visar nu.',
    'auth.mfa_code_format': 'Skriv den 6-siffriga koden från din autentiseringsapp',
    'auth.mfa_session_expired': 'Inloggningen tog för lång tid. Logga in igen.',
    'auth.mfa_required':
      'Administratörer måste ställa in tvåstegsinloggning innan de använder adminkonsolen.',
    'auth.mfa_enabled':
      'Tvåstegsinloggningen är inställd. Från och med nu loggar du in med en kod från appen.',
    'auth.mfa_not_started': 'Börja om inställningen: ingen hemlighet väntar på en kod.',
    'auth.mfa_already_enabled':
      'Tvåstegsinloggningen är redan inställd. Be en annan administratör återställa den om du har tappat bort enheten.',
    'auth.email_taken':
      'Det finns redan ett konto med den här e-postadressen. Logga in eller återställ lösenordet.',
    'auth.too_many_attempts': 'För många inloggningsförsök. Vänta {minutes}\u00a0minuter och försök igen.',
    'auth.refresh_invalid': 'Din session har avslutats. Logga in igen.',
    'auth.link_invalid': 'Länken är inte giltig eller har redan använts.',
    'auth.link_expired': 'Länken har gått ut. Be om en ny.',
    'auth.email_verified': 'Tack! Din e-postadress är verifierad.',
    'auth.verification_sent': 'Vi har skickat en ny verifieringslänk till din e-post.',
    'auth.already_verified': 'Din e-postadress är redan verifierad.',
    'auth.reset_link_valid': 'Länken fungerar: välj ett nytt lösenord.',
    'auth.unverified_restriction':
      'Verifiera din e-postadress för att kunna publicera konstverk och få utbetalningar. Vi skickade en länk när du registrerade dig.',
    'auth.oauth_role_required': 'Välj om du är konstnär, lokal eller köpare för att slutföra registreringen.',
    'auth.oauth_token_invalid': 'Vi kunde inte bekräfta din inloggning med {provider}. Försök igen.',
    'auth.logged_out': 'Du är utloggad.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type AuthMessageKey = keyof (typeof AUTH_TEXTS)['en'];

/** A text with the rules' lengths filled in ("at least 8 characters"). */
const withLimits = (text: string) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in AUTH_LIMITS ? String(AUTH_LIMITS[name as keyof typeof AUTH_LIMITS]) : whole,
  );
const filled = (table: Record<AuthMessageKey, string>) =>
  Object.fromEntries(Object.entries(table).map(([k, v]) => [k, withLimits(v)])) as Record<
    AuthMessageKey,
    string
  >;

/** The account texts as the API and the forms show them. */
export const authMessages: Record<Language, Record<AuthMessageKey, string>> = {
  en: filled(AUTH_TEXTS.en),
  sv: filled(AUTH_TEXTS.sv),
};

/** An auth text in `lang` (English, then the key, as fallbacks), with {name} values filled in. */
export function authMessage(lang: Language, key: string, values?: Record<string, string | number>): string {
  const table = authMessages[lang] as Record<string, string>;
  const found = table[key] ?? (authMessages.en as Record<string, string>)[key] ?? key;
  return values
    ? found.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
    : found;
}
