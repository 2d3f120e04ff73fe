import * as ToastPrimitive from '@radix-ui/react-toast';
import { dismissToast, TOAST_DURATION, useToasts } from './toastStore';
import { Icon } from './Icon';

/** The one place toasts are drawn. Swipe right to dismiss; F8 jumps to them. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DURATION}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={`toast toast--${item.variant}`}
        >
          {item.icon ? <Icon name={item.icon} className="toast__icon" /> : null}
          <div className="toast__body">
            <ToastPrimitive.Title className="toast__title">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="toast__description">{item.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close className="toast__close" aria-label="Close">
            <Icon name="close" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="toast-viewport" hotkey={['F8']} />
    </ToastPrimitive.Provider>
  );
}
