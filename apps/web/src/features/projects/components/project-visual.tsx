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
  const frame = cn('aspect-[1200/630] w-full', isHero && 'rounded-2xl', className);
  if (project.imageUrl) {
    return (
      <img
        src={project.imageUrl}
        alt={project.imageAlt ?? ''}
        width={isHero ? 1200 : 640}
        height={isHero ? 630 : 336}
        loading={isHero ? undefined : 'lazy'}
        decoding="async"
        className={cn(frame, 'object-cover')}
      />
    );
  }
  const type = industryType(project.industry);
  return (
    <div
      aria-hidden="true"
      className={cn(
        frame,
        'flex items-center justify-center bg-linear-to-br text-white',
        type?.gradient ?? 'from-primary-500 to-primary-700',
      )}
    >
      {type ? (
        <BusinessTypeIcon name={type.icon} className={isHero ? 'size-20 opacity-90' : 'size-12 opacity-90'} />
      ) : null}
    </div>
  );
};
