import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A stand-in server renderer: the home page shows the brand from the settings it is given, nothing else. */
const RENDERER = `
export const isServerRenderedPath = (pathname) => pathname === '/';
export async function renderPage(input) {
  return { status: 200, html: input.template.replace('<div id="root"></div>', '<div id="root"><h1>' + input.settings.brandName + '</h1></div>') };
}
`;

/**
 * A built site in miniature for a server process (`WEB_DIST`): index.html and a server renderer beside it, laid out
 * as `vite build` lays them out, so that the page cache runs without building the web app first.
 */
export function createFixtureWebDist(): { webDist: string; remove(): void } {
  const root = mkdtempSync(path.join(tmpdir(), 'receptiva-web-fixture-'));
  const webDist = path.join(root, 'dist');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="en"><div id="root"></div></html>');
  writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), RENDERER);
  return { webDist, remove: () => rmSync(root, { recursive: true, force: true }) };
}
