/**
 * Inline scripts that must run before first paint. They are tiny, static
 * strings; the server allows them with the per-response CSP nonce.
 */
export const themeBootScript =
  "try{var t=localStorage.getItem('theme');if(t!=='light')t='dark';var r=document.documentElement;r.classList.remove('dark','light');r.classList.add(t)}catch(e){}";

/** Placeholder the prerenderer writes; the server swaps in a fresh nonce per response. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';
