// Fetches an external calendar's text with the import's limits: http(s) only, a whole-answer
// timeout, a size cap enforced while streaming, at most a few redirects, and no private, loopback
// or link-local address unless the configuration allows them (tests serve calendars on 127.0.0.1).
// The address is checked where the connection is made (a lookup hook), so a name that resolves
// to a public address for the form and to a private one for the fetch is still refused.
import http from 'node:http';
import https from 'node:https';
import dns from 'node:dns';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import {
  CALENDAR_IMPORT_MAX_BYTES,
  CALENDAR_IMPORT_TIMEOUT_MS,
  CALENDAR_SYNC_MESSAGES,
} from '../../../shared/calendar-sync';

const MAX_REDIRECTS = 3;

/** A problem the advisor can read and fix, shown beside the calendar. */
export class CalendarFetchError extends Error {}

const PRIVATE_RANGES = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE_RANGES.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE_RANGES.addSubnet(address, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  // ::ffff:10.0.0.1 is the IPv4 address in IPv6 clothing.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE_RANGES.check(mapped, 'ipv4');
  return PRIVATE_RANGES.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** dns.lookup that refuses private answers. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as dns.LookupAddress[];
    const refused = list.find((entry) => isPrivateAddress(entry.address));
    if (refused || list.length === 0) {
      return callback(new CalendarFetchError(CALENDAR_SYNC_MESSAGES.privateHost), '', 0);
    }
    if (options.all) return callback(null, list as never);
    const [first] = list;
    return callback(null, first?.address ?? '', first?.family ?? 4);
  });
};

export interface FetchCalendarOptions {
  allowPrivateHosts: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

/** Refuses a URL the import would never fetch, before any network use. */
export function checkCalendarUrl(url: URL, allowPrivateHosts: boolean): void {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new CalendarFetchError(CALENDAR_SYNC_MESSAGES.urlScheme);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivateHosts && (host === 'localhost' || isPrivateAddress(host))) {
    throw new CalendarFetchError(CALENDAR_SYNC_MESSAGES.privateHost);
  }
}

function getOnce(
  url: URL,
  options: Required<FetchCalendarOptions>,
  signal: AbortSignal,
): Promise<{ redirect: string } | { text: string }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        signal,
        headers: {
          accept: 'text/calendar, */*;q=0.5',
          'user-agent': 'JustFinancialAdvice-Calendar',
        },
        ...(options.allowPrivateHosts ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ redirect: response.headers.location });
          return;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          reject(new CalendarFetchError(`The calendar’s server answered ${status}.`));
          return;
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > options.maxBytes) {
          response.destroy();
          reject(new CalendarFetchError(CALENDAR_SYNC_MESSAGES.tooLarge));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy();
            reject(new CalendarFetchError(CALENDAR_SYNC_MESSAGES.tooLarge));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** The calendar's text, or a CalendarFetchError saying in plain words what went wrong. */
export async function fetchCalendarText(
  address: string,
  {
    allowPrivateHosts,
    timeoutMs = CALENDAR_IMPORT_TIMEOUT_MS,
    maxBytes = CALENDAR_IMPORT_MAX_BYTES,
  }: FetchCalendarOptions,
): Promise<string> {
  const options = { allowPrivateHosts, timeoutMs, maxBytes };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let url = new URL(address);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      checkCalendarUrl(url, allowPrivateHosts);
      const answer = await getOnce(url, options, controller.signal);
      if ('text' in answer) return answer.text;
      url = new URL(answer.redirect, url);
    }
    throw new CalendarFetchError('The calendar’s address redirects too many times.');
  } catch (error) {
    if (error instanceof CalendarFetchError) throw error;
    if (controller.signal.aborted) throw new CalendarFetchError(CALENDAR_SYNC_MESSAGES.timeout);
    const code = (error as { code?: string }).code;
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
      throw new CalendarFetchError('The calendar’s server name was not found.');
    }
    throw new CalendarFetchError('The calendar’s server could not be reached.');
  } finally {
    clearTimeout(timer);
  }
}
