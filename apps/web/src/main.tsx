import './index.css';
import { afterFirstPaint } from './lib/after-first-paint';

// The page's first paint needs only the server's HTML and the CSS (decision 34). The app's code (its libraries, then
// the page's chunk) is asked for only once that paint is on screen (decision 35): fetched earlier, it competes with the
// HTML, the CSS and the first pictures for a slow phone's bandwidth and delays what the shopper sees first. This file
// is all the entry holds, so that nothing else is downloaded before then.

/**
 * How many of the page's modulepreload links are added in one task. Each starts a fetch: usually 0.3-1 ms of the main
 * thread, now and then 5-11 ms (measured one by one on the checkout), 4 times that on a phone's slower CPU. The checkout
 * names about 30 chunks, which added at once made one task of 50 ms and more on a phone, blocking a tap; one per task
 * keeps each task short, and the chunks are asked for as soon: the tasks follow each other through a message channel,
 * which, unlike a chain of timers, adds no wait between them.
 */
const LINKS_PER_TASK = 1;

/**
 * The page's code the server named (`<template id="page-code">` of modulepreload links, web.ts), asked for from now,
 * LINKS_PER_TASK at a time, then `done`.
 */
function fetchPageCode(done: () => void) {
  const template = document.getElementById('page-code');
  const links = template instanceof HTMLTemplateElement ? [...template.content.children] : [];
  const channel = new MessageChannel();
  const next = () => {
    document.head.append(...links.splice(0, LINKS_PER_TASK));
    if (links.length) channel.port2.postMessage(null);
    else {
      channel.port1.close();
      done();
    }
  };
  channel.port1.onmessage = next;
  next();
}

const start = () => fetchPageCode(() => void import('./start'));

if (!document.getElementById('server-state') || document.visibilityState === 'hidden') {
  // Nothing on screen to wait for (a page the browser draws itself), or no paint coming (a background tab).
  start();
} else {
  afterFirstPaint(start);
}
