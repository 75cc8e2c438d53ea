import { useEffect } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { PageLoader } from '../ui/Spinner';

/** /redirect/{path}: go straight on to /{path} — re-entering a page re-mounts it (the refresh helper). */
export default function RedirectPage() {
  const params = useParams();
  const search = useSearch();
  const [, navigate] = useLocation();
  const rest = (params['*'] ?? params.wild ?? '').replace(/^\/+/, '');
  useEffect(() => {
    navigate(`/${rest}${search ? `?${search}` : ''}`, { replace: true });
  }, [rest, search, navigate]);
  return <PageLoader />;
}
