// The local scripts, module preloads and stylesheets an HTML page loads, and where a
// server-rendered page puts them: after its content, so nothing stands before its first paint.
import {
  AFTER_FIRST_PAINT_SCRIPT,
  CRITICAL_STYLE_ELEMENT_ID,
  DEFERRED_STYLES_ELEMENT_ID,
} from '../../shared/page-shell';
import { STORAGE_KEYS } from '../../shared/constants';
import type { UtmData } from '../../shared/constants';
import { escapeHtml } from '../html/escape-html';

const SCRIPT_TAG = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/g;
const LINK_TAG = /<link\b[^>]*>\s*/g;
const LOADED_LINK = /rel="(stylesheet|modulepreload)"/;
const hrefOf = (tag: string) => /href="([^"]+)"/.exec(tag)?.[1];

const STARTED_LISTS = /\bdata-(?:modules|preloads)="([^"]*)"/g;

/**
 * Local asset URLs the HTML loads before it is interactive, in document order: those it names in
 * tags, then the modules it starts after its first paint.
 */
export function initialAssetUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(SCRIPT_TAG)) urls.add(match[1]!);
  for (const match of html.matchAll(LINK_TAG)) {
    const tag = match[0];
    if (!LOADED_LINK.test(tag)) continue;
    const href = hrefOf(tag);
    if (href) urls.add(href);
  }
  for (const match of html.matchAll(STARTED_LISTS)) {
    for (const url of match[1]!.split(' ')) if (url) urls.add(url);
  }
  return [...urls].filter((url) => url.startsWith('/'));
}

export interface ShellAssets {
  /** The shell without its local script, module preload and stylesheet tags. */
  html: string;
  scripts: string[];
  styles: string[];
}

/** Takes the built shell's own scripts and stylesheets out, to be placed where the page wants. */
export function extractShellAssets(html: string): ShellAssets {
  const scripts: string[] = [];
  const styles: string[] = [];
  const local = (url: string | undefined): url is string => url?.startsWith('/') === true;
  let rest = html.replace(SCRIPT_TAG, (tag, src: string) => {
    if (!local(src)) return tag;
    scripts.push(src);
    return '';
  });
  rest = rest.replace(LINK_TAG, (tag) => {
    const href = hrefOf(tag);
    if (!LOADED_LINK.test(tag) || !local(href)) return tag;
    // A module preload of the shell's own is fetched by its script's imports anyway.
    if (tag.includes('stylesheet')) styles.push(href);
    return '';
  });
  return { html: rest, scripts, styles };
}

export interface DeferredAssets {
  /** Full stylesheets, for what the browser renders after the first paint, in cascade order. */
  styles: readonly string[];
  /** The entry's module scripts, in order: started after the first paint. */
  scripts: readonly string[];
  /** The page's own chunks, fetched alongside the entry rather than after it. */
  preloads: readonly string[];
  /** The campaign data of the page's address, kept by the script at once when it has any. */
  campaign?: UtmData;
}

/**
 * Tags for the end of <body>. A small deferred script, once the page has painted, puts the full
 * stylesheets (inert in a <template> until then) before the inline critical CSS, and starts the
 * modules; it keeps the address's campaign data at once, for a visitor who follows a link before
 * the application starts. Applied after the critical CSS, or one before another, the stylesheets would briefly
 * override its rules and shift the page.
 */
export function deferredAssetTags({
  styles,
  scripts,
  preloads,
  campaign = {},
}: DeferredAssets): string {
  const links = styles.map(
    (url) => `<link rel="stylesheet" crossorigin href="${escapeHtml(url)}" />`,
  );
  const template =
    links.length > 0
      ? `<template id="${DEFERRED_STYLES_ELEMENT_ID}">${links.join('')}</template>`
      : '';
  const list = (urls: readonly string[]) => escapeHtml(urls.join(' '));
  const campaignData =
    Object.keys(campaign).length > 0
      ? ` data-campaign="${escapeHtml(JSON.stringify(campaign))}"` +
        ` data-campaign-key="${STORAGE_KEYS.utmData}"`
      : '';
  return (
    template +
    `<script defer src="${AFTER_FIRST_PAINT_SCRIPT}" data-styles="${DEFERRED_STYLES_ELEMENT_ID}"` +
    ` data-before="${CRITICAL_STYLE_ELEMENT_ID}" data-modules="${list(scripts)}"` +
    ` data-preloads="${list(preloads)}"${campaignData}></script>`
  );
}
