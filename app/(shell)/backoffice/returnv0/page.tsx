import { redirect } from 'next/navigation';
import { pageContext } from '@/lib/http/page-context';

/** /backoffice/returnv0: the old return screen's address now opens the return station. */
export default async function ReturnV0Page() {
  await pageContext('/backoffice/returnv0');
  redirect('/backoffice/return');
}
