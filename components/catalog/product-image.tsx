import { cn } from '@/components/ui/cn';

/**
 * A product image from the storage module (/api/v1/files/<key>, sent with the session
 * cookie), or an empty square. A plain <img>: next/image would fetch it from its own
 * optimiser, without the user's session.
 */
export function ProductImage({
  url,
  alt,
  size = 'sm',
  testId,
}: {
  url: string | null | undefined;
  alt: string;
  size?: 'sm' | 'lg';
  testId?: string;
}) {
  const box = size === 'sm' ? 'h-12 w-12' : 'h-40 w-40';
  if (!url)
    return (
      <span
        className={cn(
          box,
          'inline-block shrink-0 rounded-md border border-dashed border-slate-300 bg-slate-50',
        )}
        aria-hidden
        data-testid={testId}
      />
    );
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={url}
      alt={alt}
      loading="lazy"
      className={cn(box, 'shrink-0 rounded-md border border-slate-200 bg-white object-cover')}
      data-testid={testId}
    />
  );
}
