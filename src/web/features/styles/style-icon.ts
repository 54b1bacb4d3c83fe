import {
  Anchor,
  Axe,
  Cpu,
  Crown,
  type LucideIcon,
  Paintbrush,
  Palette,
  PenLine,
  ShieldHalf,
  Sword,
  WandSparkles,
  Zap,
} from 'lucide-react';
import { CUSTOM_STYLE_ID, isStyleId, type StyleId } from '../../../shared/styles';

const ICONS: Record<StyleId, LucideIcon> = {
  royal_oil_paint: Crown,
  caravaggio: Paintbrush,
  heroic_fantasy_warrior: Sword,
  hearth_forged_raider: Axe,
  imperial_equestrian_commander: ShieldHalf,
  power_up_warrior: Zap,
  commanding_wizard: WandSparkles,
  fierce_pirate_captain: Anchor,
  cyberpunk_hero: Cpu,
};

/** The icon a style wears on its slide and chip; a palette for styles we do not know. */
export function styleIcon(styleId: string): LucideIcon {
  if (styleId === CUSTOM_STYLE_ID) return PenLine;
  return isStyleId(styleId) ? ICONS[styleId] : Palette;
}
