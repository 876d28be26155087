import type { ProjectSummary } from '@receptiva/shared';
import { BusinessTypeIcon } from '@/components/ui/business-type-icon';
import { cn } from '@/lib/cn';
import { industryType } from '../utils/industry-type';

interface ProjectVisualProps {
  project: Pick<ProjectSummary, 'industry' | 'imageUrl' | 'imageAlt'>;
  /** `hero` on the case study's own page (loaded at once), `card` in lists (loaded as it nears the screen). */
  variant: 'card' | 'hero';
  className?: string;
}

/** The case study's image, or its industry's illustration (icon and colours of the industries list) without one. */
export const ProjectVisual = ({ project, variant, className }: ProjectVisualProps) => {
  const isHero = variant === 'hero';
  const frame = cn('w-full', isHero && 'rounded-2xl', className);
  if (project.imageUrl) {
    return (
      <img
        src={project.imageUrl}
        alt={project.imageAlt ?? ''}
        width={isHero ? 1200 : 640}
        height={isHero ? 630 : 320}
        loading={isHero ? undefined : 'lazy'}
        decoding="async"
        className={cn(frame, isHero ? 'aspect-[1200/630]' : 'aspect-[2/1]', 'object-cover')}
      />
    );
  }
  const type = industryType(project.industry);
  return (
    <div
      aria-hidden="true"
      className={cn(
        frame,
        // Without a photo, a band in the industry's colours: no need for a photo's height.
        isHero ? 'h-36 sm:h-44' : 'aspect-[2/1]',
        'flex items-center justify-center bg-linear-to-br text-white',
        type?.gradient ?? 'from-primary-500 to-primary-700',
      )}
    >
      {type ? (
        <BusinessTypeIcon name={type.icon} className={isHero ? 'size-16 opacity-90' : 'size-10 opacity-90'} />
      ) : null}
    </div>
  );
};
