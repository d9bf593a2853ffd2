export {
  Button,
  buttonSizes,
  buttonTones,
  type ButtonProps,
  type ButtonSize,
  type ButtonTone,
} from '../components/Button/Button';
