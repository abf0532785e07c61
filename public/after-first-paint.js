// Starts a server-rendered page's application once the page has painted, so no stylesheet or
// module is fetched or run before its first paint. The server names, on this script element:
// data-styles, the inert <template> holding the full stylesheets; data-before, the inline
// critical CSS they go before; data-modules, the entry's modules in order; data-preloads, the
// page's own chunks to fetch alongside them. Each step is a task of its own, so none is long.
(() => {
  const element = document.currentScript;
  if (!element) return;
  const urls = (name) => (element.getAttribute(name) ?? '').split(' ').filter(Boolean);

  // The address's campaign data, kept as the application keeps it (the first visit's wins), so
  // following a link before the application starts does not lose it.
  try {
    const { campaign, campaignKey } = element.dataset;
    if (campaign && campaignKey && localStorage.getItem(campaignKey) === null) {
      localStorage.setItem(campaignKey, campaign);
    }
  } catch {
    // Storage blocked or full: tracking is best effort.
  }

  const applyStylesheets = () => {
    const template = document.getElementById(element.dataset.styles ?? '');
    if (!(template instanceof HTMLTemplateElement)) return;
    // The browser entry reads the outcome here: it may start after a stylesheet has loaded.
    for (const link of template.content.querySelectorAll('link')) {
      link.addEventListener('load', () => (link.dataset.state = 'loaded'), { once: true });
      link.addEventListener('error', () => (link.dataset.state = 'failed'), { once: true });
    }
    const before = document.getElementById(element.dataset.before ?? '');
    document.head.insertBefore(template.content, before);
    template.remove();
  };

  const startModules = () => {
    for (const src of urls('data-modules')) {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = src;
      document.body.append(script);
    }
    for (const href of urls('data-preloads')) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  };

  // A frame callback runs as a frame begins: the second one comes after the first frame was
  // drawn and shown, and the work goes to tasks of its own after it.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      setTimeout(applyStylesheets, 0);
      setTimeout(startModules, 0);
    }),
  );
})();
