// Leaving the app for another site (the payment gateway's page), in one place tests can replace.
export function goToExternalPage(url: string): void {
  window.location.assign(url);
}
