import spriteUrl from 'virtual:icon-sprite';
import { ICON_SYMBOLS_ID } from '../ui/icon-sprite.ts';

/**
 * Adds to the page the icon symbols it does not have yet, from the sprite file (cached like the bundle): a page
 * carries the symbols of the icons it was rendered with, and an island may then draw another (a search with no
 * result, a sent form).
 */
export async function addMissingIconSymbols(): Promise<void> {
  const holder = document.getElementById(ICON_SYMBOLS_ID);
  if (!holder) return;
  const response = await fetch(spriteUrl);
  if (!response.ok) throw new Error(`${spriteUrl} answered ${response.status}`);
  const sprite = new DOMParser().parseFromString(await response.text(), 'image/svg+xml');
  for (const symbol of sprite.querySelectorAll('symbol'))
    if (!document.getElementById(symbol.id)) holder.append(document.importNode(symbol, true));
}
