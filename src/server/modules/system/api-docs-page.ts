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
        : `<p>Answer ${escapeHtml(status)}${status === '204' ? ': no content' : ''}</p>`,
    )
    .join('');
  return (
    `<section id="${escapeHtml(`${method}-${path}`)}">` +
    `<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>` +
    `<p>${escapeHtml(operation.description ?? '')}</p>` +
    (parameters ? `<p>Parameters: ${parameters}</p>` : '') +
    schemaBlock('Request body', operation.requestBody?.content) +
    responses +
    `</section>`
  );
}

const STYLE = `:root{color-scheme:light;--navy:#13213c;--teal:#0f766e;--line:#d5dce6;--ink:#3b4658}
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:var(--ink);background:#f8f6f1}
header{background:var(--navy);color:#fff;padding:1.5rem 1rem}header>*{max-width:64rem;margin:0 auto}
header h1{font-size:1.6rem;margin:0 auto .25rem}header a{color:#9fe3da}
main{max-width:64rem;margin:0 auto;padding:1rem}
nav ul{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;padding:0}
nav a{display:inline-block;padding:.2rem .7rem;border:1px solid var(--line);border-radius:999px;
background:#fff;color:var(--navy);text-decoration:none}nav a:focus-visible,nav a:hover{border-color:var(--teal)}
h2{color:var(--navy);border-bottom:2px solid var(--line);margin-top:2.5rem;text-transform:capitalize}
section{background:#fff;border:1px solid var(--line);border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}
section p{margin:.35rem 0}h3{font-size:1rem;margin:0;display:flex;gap:.75rem;align-items:center}
.method{display:inline-block;min-width:4.2rem;text-align:center;font-size:.8rem;font-weight:700;
border-radius:4px;padding:.1rem .4rem;color:#fff;background:#475467}
.get{background:#0f766e}.post{background:#1d4ed8}.put,.patch{background:#a15c07}.delete{background:#b42318}
pre{background:#f4f5f7;padding:.75rem;overflow:auto;font-size:.85rem;border-radius:6px}
summary{cursor:pointer;color:var(--navy)}code{font-size:.95em;overflow-wrap:anywhere}
h3{flex-wrap:wrap}`;

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
  const tags = [...byTag.entries()].sort(([a], [b]) => a.localeCompare(b));
  const contents = tags
    .map(
      ([tag, blocks]) =>
        `<li><a href="#${escapeHtml(tag)}">${escapeHtml(tag)} (${blocks.length})</a></li>`,
    )
    .join('');
  const sections = tags
    .map(([tag, blocks]) => `<h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${blocks.join('')}`)
    .join('');
  const title = `${document.info.title} ${document.info.version}`;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
    `<style>${STYLE}</style></head><body><header><h1>${escapeHtml(title)}</h1>` +
    `<p>Generated from the routes themselves. The same description as OpenAPI 3.1: ` +
    `<a href="${escapeHtml(jsonPath)}">${escapeHtml(jsonPath)}</a>.</p></header>` +
    `<main><nav aria-label="Areas of the API"><ul>${contents}</ul></nav>${sections}</main></body></html>`
  );
}
