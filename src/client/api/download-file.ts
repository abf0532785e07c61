// Saves a file the server makes for a signed-in caller (CSV, PDF): the call carries the sign-in,
// so it is fetched and handed to the browser as a download rather than linked.
import { errorFromAnswer, getAccessToken, parseAnswer } from './http';

const filenameOf = (disposition: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

export async function downloadFile(url: string, accept: string, fallbackName: string) {
  const token = getAccessToken();
  const response = await fetch(url, {
    headers: { Accept: accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    credentials: 'same-origin',
  });
  if (!response.ok) throw errorFromAnswer(response.status, parseAnswer(await response.text()));
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = filenameOf(response.headers.get('Content-Disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
