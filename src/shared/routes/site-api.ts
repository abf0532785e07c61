// API paths of the public site's own forms.

export const SITE_API = {
  contact: '/api/contact',
} as const;
