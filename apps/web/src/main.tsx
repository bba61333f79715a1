import './index.css';

// The page's first paint needs only the server's HTML and the CSS (decision 34). The app's code (its libraries, then
// the page's chunk) is asked for only once that paint is on screen (decision 35): fetched earlier, it competes with the
// HTML, the CSS and the first pictures for a slow phone's bandwidth and delays what the shopper sees first. This file
// is all the entry holds, so that nothing else is downloaded before then.

/** The page's code the server named (`<template id="page-code">` of modulepreload links, web.ts), fetched from now. */
function fetchPageCode() {
  const template = document.getElementById('page-code');
  if (template instanceof HTMLTemplateElement) document.head.append(template.content);
}

const start = () => {
  fetchPageCode();
  void import('./start');
};

if (!document.getElementById('server-state') || document.visibilityState === 'hidden') {
  // Nothing on screen to wait for (a page the browser draws itself), or no paint coming (a background tab).
  start();
} else {
  // A frame, then a task: the paint of that frame is done.
  requestAnimationFrame(() => setTimeout(start, 0));
}
