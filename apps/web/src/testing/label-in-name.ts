import { within } from '@testing-library/react';

/** Roles a voice user activates by saying what they see ("click Add to cart"). */
const SPOKEN_ROLES = ['button', 'link', 'menuitem', 'menuitemradio', 'tab', 'switch'] as const;

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/** The text a sighted user sees on an element: its text without the screen-reader-only and aria-hidden parts. */
export function visibleText(element: Element): string {
  let text = '';
  for (const node of element.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? '';
    else if (node instanceof Element) {
      if (node.classList.contains('sr-only') || node.getAttribute('aria-hidden') === 'true') continue;
      text += ` ${visibleText(node)} `;
    }
  }
  return normalize(text);
}

/**
 * Controls under `root` whose accessible name does not contain their visible text (WCAG 2.5.3, label in name),
 * described as `role "visible text"`. Icon-only controls have no visible text and always pass.
 */
export function findLabelInNameViolations(root: HTMLElement): string[] {
  return SPOKEN_ROLES.flatMap((role) =>
    within(root)
      .queryAllByRole(role, { name: (name, element) => !!element && !normalize(name).includes(visibleText(element)) })
      .map((element) => `${role} "${visibleText(element)}"`),
  );
}
