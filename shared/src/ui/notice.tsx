import type { ReactNode } from 'react';
import { Placard } from './empty-state';

export type NoticeProps = { title: string; description?: string; action?: ReactNode };

/** Empty states and "being built" notices. */
export function Notice({ title, description, action }: NoticeProps) {
  return <Placard title={title} description={description} action={action} />;
}
