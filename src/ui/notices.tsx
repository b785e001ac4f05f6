import { Toaster } from 'sonner';

/** Where the forms' notices (toasts) appear; mounted by the forms, so pages without a form never load the toast library. */
export function Notices() {
  return <Toaster position="top-center" closeButton />;
}
