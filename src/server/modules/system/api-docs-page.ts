// The readable page of the API description: plain server-rendered HTML of the same generated
// document, no script, so it passes the Content-Security-Policy as it is (ADR 0021).
import { escapeHtml } from '../../html/escape-html';

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

interface MediaObject {
  schema?: unknown;
}
interface Operation {
  tags?: string[];
  description?: string;
  parameters?: { name: string; in: string; schema?: unknown }[];
  requestBody?: { content?: Record<string, MediaObject> };
  responses?: Record<string, { description?: string; content?: Record<string, MediaObject> }>;
}
/** The part of an OpenAPI document the page reads. */
export interface DescribedApi {
  info: { title: string; version: string };
  paths?: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
}

function schemaBlock(label: string, content: Record<string, MediaObject> | undefined): string {
  if (!content) return '';
  return Object.entries(content)
    .map(
      ([type, media]) =>
        `<details><summary>${escapeHtml(label)} <code>${escapeHtml(type)}</code></summary>` +
        `<pre>${escapeHtml(JSON.stringify(media.schema ?? {}, null, 2))}</pre></details>`,
    )
    .join('');
}

function operationBlock(method: string, path: string, operation: Operation): string {
  const parameters = (operation.parameters ?? [])
    .map((parameter) => `<code>${escapeHtml(parameter.name)}</code> (${parameter.in})`)
    .join(', ');
  const responses = Object.entries(operation.responses ?? {})
    .map(([status, response]) =>
      response.content
        ? schemaBlock(`Answer ${status}`, response.content)
        : `<p>Answer ${escapeHtml(status)}: ${escapeHtml(response.description ?? '')}</p>`,
    )
    .join('');
  return (
    `<section id="${escapeHtml(`${method}-${path}`)}">` +
    `<h3><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>` +
    `<p>${escapeHtml(operation.description ?? '')}</p>` +
    (parameters ? `<p>Parameters: ${parameters}</p>` : '') +
    schemaBlock('Request body', operation.requestBody?.content) +
    responses +
    `</section>`
  );
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
h2{border-bottom:1px solid #ccc;margin-top:2.5rem}section{margin:1.25rem 0}
h3{font-size:1rem;margin:0}.method{display:inline-block;min-width:4.5rem;font-weight:700}
pre{background:#f4f5f7;padding:.75rem;overflow:auto;font-size:.85rem}summary{cursor:pointer}`;

export function renderApiDocsPage(document: DescribedApi, jsonPath: string): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'api';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationBlock(method, path, operation)]);
    }
  }
  const sections = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, blocks]) => `<h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${blocks.join('')}`)
    .join('');
  const title = `${document.info.title} ${document.info.version}`;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
    `<style>${STYLE}</style></head><body><h1>${escapeHtml(title)}</h1>` +
    `<p>Generated from the routes themselves. The same description as OpenAPI 3.1: ` +
    `<a href="${escapeHtml(jsonPath)}">${escapeHtml(jsonPath)}</a>.</p>` +
    `${sections}</body></html>`
  );
}
