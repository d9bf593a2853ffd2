export { formatMoney, type Money } from '../utils/money';
export { conjunctionList, numberFormat } from '../utils/intl';
export {
  firstScreenPriority,
  imageLoading,
  imagePriorities,
  type ImagePriority,
} from '../utils/imageLoading';
export {
  Price,
  priceSizes,
  type PriceLabels,
  type PriceProps,
  type PriceSize,
} from '../components/Price/Price';
export {
  Rating,
  ratingSizes,
  type RatingProps,
  type RatingSize,
} from '../components/Rating/Rating';
export { Badge, badgeTones, type BadgeProps, type BadgeTone } from '../components/Badge/Badge';
export {
  StockStatus,
  stockStatuses,
  type StockStatusProps,
  type StockStatusValue,
} from '../components/StockStatus/StockStatus';
export {
  AmountStepper,
  type AmountStepperLabels,
  type AmountStepperProps,
} from '../components/AmountStepper/AmountStepper';
export {
  ProductCard,
  type ProductCardProps,
  type ProductImage,
  type ProductSpec,
} from '../components/ProductCard/ProductCard';
export { AddOnCard, type AddOnCardProps } from '../components/AddOnCard/AddOnCard';
export {
  ComponentCard,
  type ComponentCardLabels,
  type ComponentCardProps,
} from '../components/ComponentCard/ComponentCard';
export {
  SpecTable,
  type SpecGroup,
  type SpecRow,
  type SpecTableProps,
} from '../components/SpecTable/SpecTable';
export {
  Gallery,
  type GalleryImage,
  type GalleryLabels,
  type GalleryProps,
} from '../components/Gallery/Gallery';
export {
  FpsChart,
  type FpsChartGame,
  type FpsChartLabels,
  type FpsChartProps,
  type FpsChartResolution,
} from '../components/FpsChart/FpsChart';
export {
  FpsBuildCard,
  fpsBuildTiers,
  type FpsBuildCardProps,
  type FpsBuildModel,
  type FpsBuildTier,
} from '../components/FpsBuildCard/FpsBuildCard';
export { formatDate } from '../utils/date';
export {
  CartLine,
  cartLineKinds,
  cartLineProblemKinds,
  type CartLineKind,
  type CartLineLabels,
  type CartLineProblem,
  type CartLineProblemKind,
  type CartLineProps,
} from '../components/CartLine/CartLine';
export {
  CartSummary,
  type CartSummaryLabels,
  type CartSummaryProps,
} from '../components/CartSummary/CartSummary';
export {
  CouponField,
  couponStatuses,
  type CouponFieldLabels,
  type CouponFieldProps,
  type CouponStatus,
} from '../components/CouponField/CouponField';
export {
  OrderCard,
  orderStatuses,
  type OrderCardLabels,
  type OrderCardProps,
  type OrderStatus,
} from '../components/OrderCard/OrderCard';
export {
  OrderTimeline,
  type OrderTimelineLabels,
  type OrderTimelineProps,
  type TimelineStep,
  type TimelineStepState,
} from '../components/OrderTimeline/OrderTimeline';
export {
  ReviewForm,
  reviewFormStatuses,
  type ReviewFormLabels,
  type ReviewFormProps,
  type ReviewFormStatus,
  reviewStars,
} from '../components/ReviewForm/ReviewForm';
export {
  SavedBuildCard,
  savedBuildProblemKinds,
  type SavedBuildCardLabels,
  type SavedBuildCardProps,
  type SavedBuildProblem,
  type SavedBuildProblemKind,
} from '../components/SavedBuildCard/SavedBuildCard';
export {
  AddressPicker,
  NEW_ADDRESS,
  type AddressPickerLabels,
  type AddressPickerProps,
  type PickableAddress,
} from '../components/AddressPicker/AddressPicker';
export {
  PaymentChallenge,
  type PaymentChallengeLabels,
  type PaymentChallengeProps,
} from '../components/PaymentChallenge/PaymentChallenge';
export {
  OrderConfirmation,
  type OrderConfirmationLabels,
  type OrderConfirmationProps,
} from '../components/OrderConfirmation/OrderConfirmation';
