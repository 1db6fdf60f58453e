import type { Plugin } from 'vite';

/** Where index.html wants the app's style sheet: in the body, below the static frame. */
const MARKER = /<!-- lexi:entry-styles[\s\S]*?-->/;
/** The style sheet links Vite writes into the built page's head. */
const STYLESHEET_LINK = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/**
 * Moves the built page's style sheet links from its head to the marker in its body, below the
 * static frame (whose styles are inline). A style sheet in the head blocks the whole page's first
 * paint until it has come; in the body, the browser paints what is above it meanwhile and parses
 * (and runs the app) only once it has come, so that the app never shows unstyled.
 */
export function entryStylesInBody(): Plugin {
  return {
    name: 'lexi-entry-styles-in-body',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!MARKER.test(html)) throw new Error('index.html has no <!-- lexi:entry-styles --> marker');
        const head = html.slice(0, html.indexOf('</head>'));
        const links = head.match(STYLESHEET_LINK) ?? [];
        const body = html.slice(head.length).replace(MARKER, links.map((link) => link.trim()).join('\n    '));
        return head.replace(STYLESHEET_LINK, '') + body;
      },
    },
  };
}
