import { useEffect, useState } from 'react';

/**
 * What an image field shows: a newly chosen file (as an object URL, revoked when it changes), the
 * saved image while unchanged (`undefined`), or nothing once removed (`null`).
 */
export function useImageSource(value: File | null | undefined, savedUrl: string | null | undefined) {
  const [fileUrl, setFileUrl] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!(value instanceof File) || typeof URL.createObjectURL !== 'function') {
      setFileUrl(undefined);
      return;
    }
    const url = URL.createObjectURL(value);
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);
  if (value instanceof File) return fileUrl;
  return value === null ? undefined : (savedUrl ?? undefined);
}
