// API paths of the advisor's own public-profile editor (docs/product.md#profile-editor). No id in
// any path: the signed-in advisor only ever reads and changes their own profile.

export const ADVISOR_PROFILE_API = {
  /** GET the editor's values, choices and preview; PUT every field at once. */
  dashboard: '/api/dashboard/profile',
  /** POST a new photo (multipart, one `file`): JPEG, PNG or WebP. */
  photo: '/api/dashboard/profile/photo',
} as const;
