// Prerendered pages only: their text is already in the HTML, so the app's modules are requested
// just after the first frame is painted, instead of competing with it. (External file: the CSP
// allows no inline scripts.)
(() => {
  const script = document.currentScript;
  const entry = script?.getAttribute('data-entry');
  const preload = (script?.getAttribute('data-preload') ?? '').split(' ').filter(Boolean);
  if (!entry) return;
  const start = () => {
    for (const href of preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.append(module);
  };
  requestAnimationFrame(() => setTimeout(start, 0));
})();
