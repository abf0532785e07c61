// Paths with parameters are written once as patterns (':name' segments, as routers read them);
// the builders of every domain fill them in with this.

export function fillPath(pattern: string, params: Record<string, string>): string {
  return (
    pattern
      .replace(/:([A-Za-z]+)\??/g, (_match, name: string) =>
        params[name] === undefined ? '' : encodeURIComponent(params[name]),
      )
      .replace(/\/+$/, '') || '/'
  );
}
