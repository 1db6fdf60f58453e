// Applies the saved colour scheme before React starts, so a dark-scheme user sees no light flash.
// Mantine's ColorSchemeScript does the same inline, which the production CSP forbids.
(() => {
  try {
    const saved = window.localStorage.getItem('mantine-color-scheme-value');
    const scheme =
      saved === 'light' || saved === 'dark'
        ? saved
        : window.matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light';
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  }
})();
