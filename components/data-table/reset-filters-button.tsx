'use client';
import { usePathname, useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { useListUrl } from '@/components/data-table/use-list-url';

/** Clears every filter a list keeps in the URL; shown only while one is set. */
export function ResetFiltersButton(props: { label: string; testId: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const url = useListUrl();
  if (Object.keys(url.values).length === 0) return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => router.replace(pathname, { scroll: false })}
      data-testid={props.testId}
    >
      {props.label}
    </Button>
  );
}
