import { redirect } from 'next/navigation';
import { requirePage } from '@/lib/auth/server-session';

/** /backoffice/returnv0: the old return screen's address now opens the return station. */
export default async function ReturnV0Page() {
  await requirePage('/backoffice/returnv0');
  redirect('/backoffice/return');
}
