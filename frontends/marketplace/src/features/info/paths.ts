import { INFO_PATHS, type InfoPath } from '@konstvagg/ui/remote-contract';

export { INFO_PATHS, type InfoPath };
export function isInfoPath(path: string): path is InfoPath {
  return (INFO_PATHS as readonly string[]).includes(path);
}

/** "/faq/artists/" and "/FAQ/Artists" are the same page as "/faq/artists". */
export function normalizeInfoPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '').toLowerCase();
  return trimmed === '' ? '/' : trimmed;
}
