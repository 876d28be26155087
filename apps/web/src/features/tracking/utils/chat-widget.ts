import { SEO_MARKER } from '@/components/seo/meta-tags';
import { paths } from '@/config/paths';
import { loadScript, SCRIPT_MARKER } from '@/lib/load-script';

export const CHAT_WIDGET_SCRIPT_ID = 'receptiva-chat-widget';
/** Set on every element the chat widget put into <body>, so it can be removed with its script. */
export const CHAT_WIDGET_MARKER = 'data-receptiva-chat-widget';

/** Spec §2: the chat widget is never shown on /admin or its children. */
export const isAdminPath = (pathname: string): boolean =>
  pathname === paths.admin.root.path || pathname.startsWith(`${paths.admin.root.path}/`);

/** React attaches its own expando keys (__reactFiber$…) to elements it renders: those are ours (portals, toasts). */
const isRenderedByReact = (element: Element): boolean => Object.keys(element).some((key) => key.startsWith('__react'));

const isOurs = (element: Element): boolean =>
  element.id === 'root' ||
  element.hasAttribute(SCRIPT_MARKER) ||
  element.hasAttribute(SEO_MARKER) ||
  isRenderedByReact(element);

let observer: MutationObserver | null = null;

const tagAdded = (records: MutationRecord[]): void => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (node instanceof Element && !isOurs(node)) node.setAttribute(CHAT_WIDGET_MARKER, '');
    }
  }
};

/** Tags what the widget adds to <body> (its launcher, iframes, containers) while it is active. */
function watchBody(): void {
  if (observer || typeof MutationObserver === 'undefined') return;
  observer = new MutationObserver(tagAdded);
  observer.observe(document.body, { childList: true });
}

/** Loads the chat widget script once (async); a failure is logged only. */
export function loadChatWidget(src: string): void {
  watchBody();
  loadScript(CHAT_WIDGET_SCRIPT_ID, src).catch((error: unknown) => {
    console.warn('The chat widget could not be loaded', error);
  });
}

/** Removes the widget's script and every element it injected (entering /admin, or consent withdrawn). */
export function removeChatWidget(): void {
  if (observer) {
    tagAdded(observer.takeRecords()); // elements added since the last callback are still queued
    observer.disconnect();
    observer = null;
  }
  document.getElementById(CHAT_WIDGET_SCRIPT_ID)?.remove();
  for (const element of document.querySelectorAll(`[${CHAT_WIDGET_MARKER}]`)) element.remove();
}
