import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A toast is on screen. Its text reaches the document before sonner has mounted it visibly (and a toast that
 * replaces one in its slot waits for the other to leave), so visibility is awaited, not read once.
 */
export async function expectToast(text: string): Promise<void> {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible());
}
