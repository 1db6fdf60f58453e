import { INDIAN_FONT_STACK } from '@lexi/shared/indian-scripts';
/**
 * The stylesheet of the sign-session pages, served from LeXi's origin (the CSP allows no inline
 * style element): LeXi's indigo, Mantine's neutral greys and the app's type, in light and dark.
 * The colour values are the web theme's (apps/web/src/app/theme.ts: lexi-8 light, lexi-6 dark).
 */
export const ESIGN_CSS_PATH = '/api/e_mohar/esign/assets/esign.css';

export const ESIGN_CSS = `:root{color-scheme:light dark;--primary:#373d9e;--primary-hover:#2b3088;--on-primary:#fff;--page:#f8f9fa;--card:#fff;--text:#1a1b1e;--dimmed:#495057;--border:#dee2e6;--input:#fff;--input-border:#ced4da;--link:#373d9e;--error:#a51d1d;--error-bg:#fff5f5;--note-bg:#eef0fb;--sandbox-bg:#fff4e6;--sandbox-border:#f08c00;--sandbox-text:#7a3e00;--radius:8px;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",${INDIAN_FONT_STACK},sans-serif;line-height:1.55}
@media (prefers-color-scheme:dark){:root{--primary:#4d55c9;--primary-hover:#5860cf;--page:#1f1f1f;--card:#242424;--text:#c9c9c9;--dimmed:#b8b8b8;--border:#424242;--input:#2e2e2e;--input-border:#424242;--link:#a3a9e6;--error:#ff8787;--error-bg:#3b1f1f;--note-bg:#2b2d4a;--sandbox-bg:#3a2a12;--sandbox-border:#f59f00;--sandbox-text:#ffd8a8}}
*{box-sizing:border-box}
body{margin:0;background:var(--page);color:var(--text);font-size:1rem}
.top{display:flex;align-items:center;justify-content:space-between;gap:1rem;padding:.75rem 1.25rem;background:var(--card);border-bottom:1px solid var(--border)}
.brand{display:flex;align-items:center;gap:.5rem;font-weight:700;font-size:1.25rem;color:var(--text)}
.brand img{display:block;border-radius:7px}
.top .what{color:var(--dimmed);font-size:.9rem}
main{max-width:36rem;margin:1.5rem auto;padding:0 1rem}
.card{background:var(--card);border:1px solid var(--border);border-radius:12px;padding:1.5rem 1.5rem 1.25rem}
h1{font-size:1.4rem;font-weight:650;line-height:1.3;margin:0 0 1rem}
.sandbox{background:var(--sandbox-bg);color:var(--sandbox-text);border:1px solid var(--sandbox-border);border-left-width:4px;border-radius:var(--radius);padding:.65rem .85rem;margin:0 0 1rem;font-size:.92rem}
.provider{background:var(--note-bg);border-radius:var(--radius);padding:.65rem .85rem;margin:0 0 1rem;font-size:.92rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1rem;margin:0 0 1rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
label{display:block;margin:1rem 0 .3rem;font-weight:600;font-size:.95rem}
input{width:100%;padding:.6rem .75rem;border:1px solid var(--input-border);border-radius:var(--radius);font:inherit;background:var(--input);color:var(--text)}
input:focus-visible,button:focus-visible,a:focus-visible{outline:2px solid var(--primary);outline-offset:2px}
.actions{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem;margin-top:1.25rem}
button,.button{display:inline-block;background:var(--primary);color:var(--on-primary);border:1px solid var(--primary);border-radius:var(--radius);padding:.6rem 1.1rem;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
button:hover,.button:hover{background:var(--primary-hover)}
button.secondary,.button.secondary{background:transparent;color:var(--link);border-color:var(--border)}
button.secondary:hover,.button.secondary:hover{background:var(--note-bg)}
a{color:var(--link)}
.error{color:var(--error);background:var(--error-bg);border-radius:var(--radius);padding:.6rem .85rem;font-weight:600}
.note{color:var(--dimmed);font-size:.92rem}
.resend{margin-top:1rem;padding-top:1rem;border-top:1px solid var(--border)}
@media (max-width:30rem){.card{padding:1.1rem}.top .what{display:none}dl{grid-template-columns:1fr}dt{margin-top:.35rem}}
`;
