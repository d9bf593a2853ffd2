// Foundations
export { Box, boxElements, type BoxElement, type BoxProps } from '../components/Box/Box';
export {
  Stack,
  stackAligns,
  type Space,
  type StackAlign,
  type StackProps,
} from '../components/Stack/Stack';
export {
  Inline,
  inlineAligns,
  inlineAlignYs,
  type InlineAlign,
  type InlineAlignY,
  type InlineProps,
} from '../components/Inline/Inline';
export {
  Columns,
  columnCounts,
  type ColumnCount,
  type ColumnsProps,
  type ResponsiveColumns,
} from '../components/Columns/Columns';
export {
  Text,
  textElements,
  textSizes,
  textTones,
  textWeights,
  type TextElement,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
} from '../components/Text/Text';
export {
  Heading,
  headingLevels,
  headingSizes,
  type HeadingLevel,
  type HeadingProps,
  type HeadingSize,
} from '../components/Heading/Heading';
export {
  Link,
  linkTones,
  linkUnderlines,
  type LinkProps,
  type LinkTone,
  type LinkUnderline,
} from '../components/Link/Link';
export {
  Divider,
  dividerOrientations,
  dividerTones,
  type DividerOrientation,
  type DividerProps,
  type DividerTone,
} from '../components/Divider/Divider';
export {
  VisuallyHidden,
  type VisuallyHiddenProps,
} from '../components/VisuallyHidden/VisuallyHidden';
export {
  Skeleton,
  skeletonRatios,
  skeletonShapes,
  type SkeletonProps,
  type SkeletonRatio,
  type SkeletonShape,
} from '../components/Skeleton/Skeleton';
export {
  Spinner,
  spinnerSizes,
  spinnerTones,
  type SpinnerProps,
  type SpinnerSize,
  type SpinnerTone,
} from '../components/Spinner/Spinner';
export { Loader, type LoaderProps } from '../components/Loader/Loader';
export {
  Card,
  cardElements,
  cardPaddings,
  cardTones,
  type CardElement,
  type CardPadding,
  type CardProps,
  type CardTone,
} from '../components/Card/Card';

// Icons
export { Icon, iconSizes, type IconProps, type IconSize } from '../components/Icon/Icon';
export { iconNames, type IconName } from '../components/Icon/iconNames';

// Actions
export {
  Button,
  buttonSizes,
  buttonTones,
  type ButtonProps,
  type ButtonSize,
  type ButtonTone,
} from '../components/Button/Button';
export {
  IconButton,
  iconButtonSizes,
  iconButtonTones,
  type IconButtonProps,
} from '../components/IconButton/IconButton';
export {
  AddToCartButton,
  addToCartStates,
  type AddToCartButtonProps,
  type AddToCartState,
} from '../components/AddToCartButton/AddToCartButton';
