import { useLingui } from '@lingui/react/macro';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { textDirection } from '../i18n/languages';
import { useLanguage } from '../i18n/LanguageProvider';
import { dismissToast, TOAST_DURATION, useToasts } from './toastStore';
import { Icon } from './Icon';

/** Where the toast layer's label names its shortcut: Radix puts the key (F8) in its place. */
const HOTKEY = '{hotkey}';

/** The one place toasts are drawn. Swipe toward the page's edge (right, or left in Arabic) to dismiss; F8 jumps to them. */
export function Toaster() {
  const toasts = useToasts();
  const { t } = useLingui();
  const { language } = useLanguage();
  return (
    <ToastPrimitive.Provider label={t`Notification`} swipeDirection={textDirection(language) === 'rtl' ? 'left' : 'right'} swipeThreshold={50} duration={TOAST_DURATION}>
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
          <ToastPrimitive.Close className="toast__close" aria-label={t`Close`}>
            <Icon name="close" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="toast-viewport" hotkey={['F8']} label={t`Notifications (${HOTKEY})`} />
    </ToastPrimitive.Provider>
  );
}
