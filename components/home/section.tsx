import type { ComponentProps } from 'react';
import { SectionCard } from '@/components/ui/section-card';

export { linkClass, mutedClass } from '@/components/ui/section-card';

/** One block of the home page. */
export function HomeSection(props: Omit<ComponentProps<typeof SectionCard>, 'headingId' | 'size'>) {
  return <SectionCard {...props} headingId={`${props.id}-heading`} />;
}
