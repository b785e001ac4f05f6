/**
 * What the native menus (src/layout/desktop-nav.tsx, mobile-menu.tsx) need beyond the browser:
 * - each popover's state in its button's aria-expanded (the tests and assistive technology read the attribute);
 * - the mobile menu's sections: collapsed, one open at a time; Tab cycles inside the panel (a modal dialog lets it
 *   leave for the browser's own controls); a link chosen inside closes it (a #section of the same page too);
 * - a browser without invoker commands (`command`/`commandfor`) still opens and closes the dialog;
 * - a page shown again from the back-forward cache shows its menus closed.
 */
export function enhanceMenus(): void {
  const invokersOf = (id: string) => document.querySelectorAll(`[popovertarget="${id}"]`);
  for (const popover of document.querySelectorAll<HTMLElement>('[popover]'))
    for (const b of invokersOf(popover.id)) b.setAttribute('aria-expanded', 'false');
  // beforetoggle, not toggle: it comes at once, within the click that opens or closes (toggle comes a task later).
  document.addEventListener(
    'beforetoggle',
    (e) => {
      const el = e.target as HTMLElement;
      if (el.hasAttribute('popover'))
        for (const b of invokersOf(el.id))
          b.setAttribute('aria-expanded', String((e as ToggleEvent).newState === 'open'));
    },
    true,
  );

  const dialog = document.querySelector<HTMLDialogElement>('dialog#mobile-menu');
  if (dialog) enhanceMobileMenu(dialog);

  window.addEventListener('pageshow', (e) => {
    if (!e.persisted) return;
    dialog?.close();
    for (const p of document.querySelectorAll<HTMLElement>('[popover]')) p.hidePopover();
  });
}

function enhanceMobileMenu(dialog: HTMLDialogElement): void {
  const toggles = [...dialog.querySelectorAll<HTMLButtonElement>('[data-section-toggle]')];
  const setOpen = (open: HTMLButtonElement | null) => {
    for (const t of toggles) {
      t.setAttribute('aria-expanded', String(t === open));
      document.getElementById(t.getAttribute('aria-controls')!)!.hidden = t !== open;
    }
  };
  setOpen(null);
  for (const t of toggles)
    t.addEventListener('click', () => setOpen(t.getAttribute('aria-expanded') === 'true' ? null : t));
  dialog.addEventListener('close', () => setOpen(null));
  dialog.addEventListener('click', (e) => {
    if ((e.target as Element).closest('a[href]')) dialog.close();
  });
  dialog.addEventListener('keydown', (e) => {
    if (e.key !== 'Tab') return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
      (el) => el.offsetParent !== null,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  });
  // Invoker commands are native in current browsers; elsewhere the buttons do the same by script.
  if (!('command' in HTMLButtonElement.prototype))
    for (const b of document.querySelectorAll<HTMLButtonElement>(`[commandfor="${dialog.id}"]`))
      b.addEventListener('click', () =>
        b.getAttribute('command') === 'show-modal' ? dialog.showModal() : dialog.close(),
      );
}
