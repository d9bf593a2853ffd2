import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  EmailField,
  FormError,
  Heading,
  Link,
  PasswordField,
  Stack,
  Text,
} from '@pcshop/design-system';
import { loginRequestSchema, type LoginRequest } from '@pcshop/stores/schemas';
import { useStores } from '@pcshop/stores/react';
import { useEditionPath } from '../../navigation/useEditionPath';
import { useDocumentMeta } from '../useDocumentMeta';
import { AnonymousOnly } from './guards';
import { useFormFocus } from './useFormFocus';
import { useFormText } from './useFormText';
import { usePasswordField } from './usePasswordField';
import * as styles from './account.css';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';

function LoginForm() {
  const { session } = useStores();
  const { t, fieldError, failureText } = useFormText();
  const to = useEditionPath();
  const password = usePasswordField();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '', remember: false },
    shouldFocusError: false,
  });
  const { formRef, errorRef } = useFormFocus(submitCount, failure);
  useDocumentMeta(t('login.metaTitle'), t('login.metaDescription'));

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await session.login({ ...values, remember: values.remember ?? false });
    } catch (error) {
      setFailure(failureText(error));
    }
  });

  return (
    <Stack space="large">
      <Heading level={1}>{t('login.title')}</Heading>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Stack space="medium">
          <FormError ref={errorRef} message={failure} />
          <EmailField
            label={t('fields.email')}
            required
            error={fieldError(errors.email?.message)}
            {...register('email')}
          />
          <PasswordField
            label={t('fields.password')}
            required
            labels={password.labels}
            error={fieldError(errors.password?.message)}
            {...register('password')}
          />
          <Controller
            control={control}
            name="remember"
            render={({ field }) => (
              <Checkbox
                label={t('login.remember')}
                name={field.name}
                checked={field.value ?? false}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Button type="submit" fullWidth loading={isSubmitting}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <Stack space="small">
        <Text>
          <Link asChild>
            <RouterLink to={to('/login/reset')}>{t('login.forgot')}</RouterLink>
          </Link>
        </Text>
        <Text>
          {t('login.noAccount')}{' '}
          <Link asChild>
            <RouterLink to={to('/register')}>{t('login.register')}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </Stack>
  );
}

export function LoginPage() {
  return (
    <AnonymousOnly>
      <div className={styles.authColumn}>
        <LoginForm />
      </div>
    </AnonymousOnly>
  );
}

export { LoginPage as Component };
