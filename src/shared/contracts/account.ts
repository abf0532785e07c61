// Bodies of the account and identity calls (the active user, impersonation and
// sign-in settings: docs/product.md#api).
import { z } from 'zod';
import { emailSchema, userNameSchema, passwordSchema } from '../limits';
import { ROLES } from '../roles';

export const activeUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  /** The roles the app acts with: the impersonated user's while impersonating. */
  roles: z.array(z.enum(ROLES)),
  /**
   * Member of the product's own firm (docs/product.md#roles): an admin who also sees 'Advisor
   * Home'.
   */
  firmMember: z.boolean(),
  /** Set while an admin acts as this user. */
  impersonation: z
    .object({ adminId: z.string(), adminName: z.string(), endsAt: z.string() })
    .nullable()
    .optional(),
  /**
   * The person's zone from their profile. Absent for a person known only to an external identity
   * provider, and where the client falls back to the token's claims.
   */
  timeZone: z.string().optional(),
  /** False until the person picks a zone: pages then show times in the browser's zone. */
  timeZoneChosen: z.boolean().optional(),
});
export type ActiveUser = z.infer<typeof activeUserSchema>;

export const registerRequestSchema = z.object({
  fullName: userNameSchema,
  email: emailSchema,
  password: passwordSchema,
  affiliate: z.boolean().optional().default(false),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** The claims of our access tokens that the API and the client read. */
export const ACCESS_TOKEN_CLAIMS = {
  role: 'role',
  name: 'name',
  email: 'email',
  /** True for members of the product's own firm (docs/product.md#roles). */
  firmMember: 'firm_member',
  /** When the password last changed (ms since the epoch, 0 for never): older tokens are refused. */
  credentialsAt: 'cred_at',
} as const;

export const roleClaimSchema = z.union([z.enum(ROLES), z.array(z.enum(ROLES))]);

/** What GET /_configuration/{application} answers: oidc-client-ts settings. */
export const signInSettingsSchema = z.object({
  authority: z.string(),
  client_id: z.string(),
  redirect_uri: z.string(),
  post_logout_redirect_uri: z.string(),
  silent_redirect_uri: z.string().optional(),
  popup_redirect_uri: z.string().optional(),
  response_type: z.literal('code'),
  scope: z.string(),
  /** The API audience the access token is issued for. */
  resource: z.string().optional(),
});
export type SignInSettings = z.infer<typeof signInSettingsSchema>;

export const impersonationStartedSchema = z.object({
  user: activeUserSchema,
  endsAt: z.string(),
});
export type ImpersonationStarted = z.infer<typeof impersonationStartedSchema>;
