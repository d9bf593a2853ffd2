import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import {
  Alert,
  Button,
  ConsentCheckboxes,
  EmailField,
  FormError,
  Heading,
  Link,
  Stack,
  Text,
} from '@pcshop/design-system';
import type { ApiSchemas } from '@pcshop/stores';
import { useStores } from '@pcshop/stores/react';
import { CaptchaSlot } from '../../captcha/CaptchaSlot';
import { useFormCaptcha } from '../../captcha/useFormCaptcha';
import { useApiForm } from '../../forms/useApiForm';
import { useEditionPath } from '../../navigation/useEditionPath';
import { useDocumentMeta } from '../useDocumentMeta';
import { AnonymousOnly, RETURN_PARAM, safeReturnPath } from './guards';
import { useFormText } from './useFormText';
import * as styles from './account.css';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';
import type { PageHandle } from '../../routes/pageHandle';

type ConsentName = 'terms' | 'privacy' | 'marketing';

function RegisterForm() {
  const { account, edition } = useStores();
  const { t } = useFormText();
  const to = useEditionPath();
  const [sentTo, setSentTo] = useState<string>();
  const captcha = useFormCaptcha();
  // The emailed link brings the new customer back here (the checkout, for one who came from it).
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(RETURN_PARAM));
  const {
    register,
    control,
    formState: { isSubmitting },
    fieldError,
    submit,
    failure,
    formRef,
    errorRef,
  } = useApiForm(pickRegisterSchema, {
    email: '',
    // Terms and privacy start unticked: the schema asks for `true` and says they are required.
    consents: { marketing: false },
  });
  useDocumentMeta(t('register.metaTitle'), t('register.metaDescription'));

  const onSubmit = submit(async (values) => {
    if (!captcha.readyToSend()) return;
    try {
      const answer = await captcha.answer();
      await account.register({
        ...values,
        locale: edition.info.messageLocale,
        ...(returnTo ? { return_to: returnTo } : {}),
        ...(answer ? { captcha: answer } : {}),
      });
      setSentTo(values.email);
    } finally {
      captcha.used();
    }
  });

  if (sentTo) {
    return (
      <Stack space="large">
        <Heading level={1}>{t('register.sentTitle')}</Heading>
        <Alert tone="success" live="polite" message={t('register.sent')} />
        <Text tone="muted">{t('register.sentHint', { email: sentTo })}</Text>
      </Stack>
    );
  }

  return (
    <Stack space="large">
      <Heading level={1}>{t('register.title')}</Heading>
      <Text tone="muted">{t('register.intro')}</Text>
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <Stack space="medium">
          <FormError ref={errorRef} message={failure} />
          <EmailField
            label={t('fields.email')}
            required
            error={fieldError('email')}
            {...register('email')}
          />
          <Controller
            control={control}
            name="consents"
            render={({ field }) => {
              const box = (name: ConsentName, label: string) => ({
                label,
                name: `consents.${name}`,
                checked: field.value?.[name] === true,
                onCheckedChange: (checked: boolean) =>
                  field.onChange({ ...field.value, [name]: checked }),
                onBlur: field.onBlur,
                error: fieldError(`consents.${name}`),
              });
              return (
                <ConsentCheckboxes
                  legend={t('register.consents')}
                  terms={box('terms', t('register.terms'))}
                  privacy={box('privacy', t('register.privacy'))}
                  marketing={box('marketing', t('register.marketing'))}
                />
              );
            }}
          />
          <CaptchaSlot {...captcha.slot} />
          <Button type="submit" fullWidth loading={isSubmitting}>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
      <Text>
        {t('register.haveAccount')}{' '}
        <Link asChild>
          <RouterLink
            to={`${to('/login')}${returnTo ? `?${new URLSearchParams({ [RETURN_PARAM]: returnTo })}` : ''}`}
          >
            {t('register.login')}
          </RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}

export function RegisterPage() {
  return (
    <AnonymousOnly>
      <div className={styles.authColumn}>
        <RegisterForm />
      </div>
    </AnonymousOnly>
  );
}

export { RegisterPage as Component };

const pickRegisterSchema = (all: ApiSchemas) => all.registerRequestSchema;
/** The server renders the form with its captcha's room kept: the captcha settings come first. */
export const handle: PageHandle = {
  serverRender: true,
  preload: ({ captcha }) => captcha.known(),
};
