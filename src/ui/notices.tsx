import { createRoot } from 'react-dom/client';
import { Toaster } from 'sonner';

let mounted = false;

/**
 * Mounts the one place where the forms' notices (toasts) appear, once per visit, at the end of the body. Called
 * by the forms' sending code, so pages without a form never load the toast library, and two forms on a page
 * share one live region.
 */
export function mountNotices(): void {
  if (mounted || typeof document === 'undefined') return;
  mounted = true;
  const host = document.createElement('div');
  host.id = 'notices';
  document.body.append(host);
  createRoot(host).render(<Toaster position="top-center" closeButton />);
}
