import { useTranslation } from 'react-i18next';
import type { LegalSectionText } from '../content/legal-text';

/** Binding English text: marked as English and left to right, whatever the page's language and direction. */
export const englishText = { lang: 'en', dir: 'ltr' } as const;

/** A section's lead and its parts: each part's translated subheading over its English paragraphs and list. */
export const LegalTextBlocks = ({ section }: { section: LegalSectionText }) => {
  const { t } = useTranslation('legal');
  return (
    <>
      {section.lead?.map((paragraph) => (
        <p key={paragraph} {...englishText}>
          {paragraph}
        </p>
      ))}
      {section.parts.map((part) => (
        <div key={part.heading} className="grid gap-2">
          <h3 className="text-lg font-semibold text-slate-900">{t(`subheadings.${part.heading}`)}</h3>
          {part.paragraphs?.map((paragraph) => (
            <p key={paragraph} {...englishText}>
              {paragraph}
            </p>
          ))}
          {part.items ? (
            <ul {...englishText} className="list-disc space-y-1.5 ps-5">
              {part.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
    </>
  );
};
