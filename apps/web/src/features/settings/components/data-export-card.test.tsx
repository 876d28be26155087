import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { jsonResponse } from '@/testing/mock-api';
import { DataExportCard } from './data-export-card';
import { expectNotice, renderSection } from './settings-test-helpers';

const FILE_NAME = 'receptiva-data-2026-11-27.zip';
const ZIP_BYTES = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);

const zipResponse = () =>
  new Response(ZIP_BYTES, {
    status: 200,
    headers: { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="${FILE_NAME}"` },
  });

/** What the browser was handed to save: the blob behind the object URL, and the link's file name. */
function watchDownloads() {
  const saved: { fileName: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs: these two stand in for the test, then go.
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:download-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, blob: blobs.get(this.getAttribute('href')!)! });
  });
  return saved;
}

const region = () => screen.getByRole('region', { name: 'Your data' });
const button = () => within(region()).getByRole('button', { name: /Download my data|Preparing your download/ });

describe('DataExportCard', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says what the zip holds, what it leaves out, and the 30 days after the membership ends', () => {
    renderSection(<DataExportCard />);
    expect(region()).toHaveTextContent('Download a copy of what your account holds: JSON files in one zip archive.');
    expect(region()).toHaveTextContent(/Included: your profile and business profile, your team, your orders/);
    expect(region()).toHaveTextContent(/Not included: your password, sign-in tokens/);
    expect(region()).toHaveTextContent(/you keep access to this download for 30 days\. Deleting your account/);
  });

  it('shows that it is preparing, then saves the zip under the server’s name and says so', async () => {
    const saved = watchDownloads();
    let answer: (response: Response) => void = () => {};
    const { user, api } = renderSection(<DataExportCard />, {
      'GET /api/account/export': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await user.click(button());
    expect(button()).toHaveTextContent('Preparing your download…');
    expect(button()).toBeDisabled();
    expect(saved).toEqual([]);

    answer(zipResponse());
    await expectNotice(region(), `Your data was downloaded as ${FILE_NAME}.`);
    expect(button()).toHaveTextContent('Download my data');
    expect(button()).toBeEnabled();
    expect(saved.map((file) => file.fileName)).toEqual([FILE_NAME]);
    expect(new Uint8Array(await saved[0]!.blob.arrayBuffer())).toEqual(ZIP_BYTES);
    expect(api.callsTo('GET', '/api/account/export')[0]!.credentials).toBe('include');
  });

  it('says plainly when the hourly limit is reached, and saves nothing', async () => {
    const saved = watchDownloads();
    const { user } = renderSection(<DataExportCard />, {
      'GET /api/account/export': () =>
        jsonResponse({ error: { code: 'RATE_LIMITED', message: 'Too many attempts.' } }, 429),
    });
    await user.click(button());
    const text = 'You have downloaded your data five times in the last hour. Please try again later.';
    expect(await within(region()).findByRole('alert')).toHaveTextContent(text);
    expect(saved).toEqual([]);
    expect(button()).toBeEnabled();
  });

  it('says what went wrong when the server cannot be reached', async () => {
    watchDownloads();
    const { user } = renderSection(<DataExportCard />, {
      'GET /api/account/export': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await user.click(button());
    expect(await within(region()).findByRole('alert')).toHaveTextContent(
      'Your data could not be downloaded: We could not reach the server. Check your connection and try again.',
    );
  });
});
