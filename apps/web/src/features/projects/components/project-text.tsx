import { PROJECT_CONTENT_LANGUAGE } from '@receptiva/shared';
import { paragraphsOf } from '../utils/paragraphs';

/** A plain-text field as paragraphs (blank lines separate them), rendered as text: nothing in it is markup. */
export const ProjectText = ({ text }: { text: string }) => (
  <div lang={PROJECT_CONTENT_LANGUAGE} dir="auto" className="grid gap-4 text-lg leading-relaxed text-slate-700">
    {paragraphsOf(text).map((paragraph, index) => (
      // The paragraphs of one text never reorder: their position is their identity.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <p key={index}>{paragraph}</p>
    ))}
  </div>
);
