import { iconGlyphs } from './iconGlyphs';
import type { IconName } from './iconNames';
import { SvgIcon, type SvgIconProps } from './SvgIcon';

export { iconSizes, type IconSize } from './SvgIcon';

export interface IconProps extends Omit<SvgIconProps, 'glyph'> {
  name: IconName;
}

/** An icon of the set by name (see `iconNames`), drawn in currentColor on a 24×24 grid. */
export function Icon({ name, ...rest }: IconProps) {
  return <SvgIcon {...rest} glyph={iconGlyphs[name]} data-icon={name} />;
}
