import { SourceNotFound } from '@/components/sources/not-found-view';

export default function NotFound() {
  return <SourceNotFound />;
}
