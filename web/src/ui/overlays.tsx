/** Dialogs and tabs: accessible primitives dressed in the app's look (tooltips: tooltip.tsx). */
import * as DialogPrimitive from '@radix-ui/react-dialog';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { Icon } from './Icon';

/** What every dialog takes from the page that opens it. */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: DialogProps & {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="dialog-overlay" />
        <DialogPrimitive.Content className="dialog" {...(description ? {} : { 'aria-describedby': undefined })}>
          <DialogPrimitive.Title className="dialog__title">{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="dialog__description">{description}</DialogPrimitive.Description>
          ) : null}
          {children}
          <DialogPrimitive.Close className="dialog__close" aria-label="Close">
            <Icon name="close" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export const Tabs = TabsPrimitive.Root;

export function TabList({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <TabsPrimitive.List className={className ? `tabs__list ${className}` : 'tabs__list'} aria-label={label}>
      {children}
    </TabsPrimitive.List>
  );
}

export function Tab({ value, children }: { value: string; children: ReactNode }) {
  return (
    <TabsPrimitive.Trigger className="tabs__tab" value={value}>
      {children}
    </TabsPrimitive.Trigger>
  );
}

export function TabPanel({ value, children }: { value: string; children: ReactNode }) {
  return (
    <TabsPrimitive.Content className="tabs__panel" value={value}>
      {children}
    </TabsPrimitive.Content>
  );
}
