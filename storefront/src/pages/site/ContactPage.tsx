import { useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import {
  Alert,
  Button,
  Checkbox,
  EmailField,
  FormError,
  Heading,
  PhoneField,
  Text,
  TextField,
  Textarea,
} from '@pcshop/design-system';
import type { ApiSchemas } from '@pcshop/stores';
import type { ContactTicketRequest } from '@pcshop/stores/schemas';
import { useStores } from '@pcshop/stores/react';
import { CaptchaSlot } from '../../captcha/CaptchaSlot';
import { useFormCaptcha } from '../../captcha/useFormCaptcha';
import { useApiForm } from '../../forms/useApiForm';
import { useEditionPath } from '../../navigation/useEditionPath';
import { useDocumentMeta } from '../useDocumentMeta';
import * as styles from './site.css';
import type { PageHandle } from '../../routes/pageHandle';

const emptyForm: ContactTicketRequest = {
  full_name: '',
  email: '',
  order_number: '',
  phone: '',
  message: '',
  privacy: false,
};

const pickContactSchema = (all: ApiSchemas) => all.contactTicketRequestSchema;
/** `/contact-us`: the contact form (source document §2, §3, §5) and its success message. */
export const ContactPage = observer(function ContactPage() {
  const { contact } = useStores();
  const { t } = useTranslation('site');
  const to = useEditionPath();
  const captcha = useFormCaptcha();
  useDocumentMeta(t('contact.metaTitle'), t('contact.metaDescription'));

  const { register, control, reset, fieldError, submit, failure, formRef, errorRef } = useApiForm(
    pickContactSchema,
    emptyForm,
  );
  const successRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (contact.sent) successRef.current?.focus();
  }, [contact.sent]);

  const onSubmit = submit(async (values) => {
    if (!captcha.readyToSend()) return;
    try {
      await contact.send(values, captcha.answer);
    } finally {
      captcha.used();
    }
  });

  const sendAnother = () => {
    reset(emptyForm);
    contact.reset();
  };

  return (
    <section className={styles.article} aria-labelledby="contact-title">
      <Heading level={1} id="contact-title">
        {t('contact.title')}
      </Heading>
      {contact.sent ? (
        <>
          <Heading level={2} ref={successRef} tabIndex={-1}>
            {t('contact.successTitle')}
          </Heading>
          <Alert
            tone="success"
            message={`${t('contact.success')} ${t('contact.reference', { reference: contact.reference })}`}
          />
          <div>
            <Button tone="secondary" onClick={sendAnother}>
              {t('contact.another')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <Text tone="muted">{t('contact.intro')}</Text>
          <form ref={formRef} noValidate className={styles.form} onSubmit={onSubmit}>
            <FormError ref={errorRef} message={failure} />
            <TextField
              label={t('contact.fullName')}
              required
              autoComplete="name"
              error={fieldError('full_name')}
              {...register('full_name')}
            />
            <EmailField
              label={t('contact.email')}
              required
              error={fieldError('email')}
              {...register('email')}
            />
            <TextField
              label={t('contact.orderNumber')}
              hint={t('contact.orderNumberHint')}
              error={fieldError('order_number')}
              {...register('order_number')}
            />
            <PhoneField
              label={t('contact.phone')}
              hint={t('contact.phoneHint')}
              error={fieldError('phone')}
              {...register('phone')}
            />
            <Textarea
              label={t('contact.message')}
              required
              rows={6}
              error={fieldError('message')}
              {...register('message')}
            />
            <Controller
              control={control}
              name="privacy"
              render={({ field }) => (
                <Checkbox
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  required
                  label={t('contact.privacy')}
                  link={{
                    href: to('/privacy-policy'),
                    label: t('contact.privacyLink'),
                    opensInNewTab: t('contact.newTab'),
                  }}
                  error={fieldError('privacy')}
                />
              )}
            />
            <CaptchaSlot {...captcha.slot} />
            <div>
              <Button type="submit" size="large" loading={contact.sending}>
                {t('contact.submit')}
              </Button>
            </div>
          </form>
        </>
      )}
    </section>
  );
});

export { ContactPage as Component };

/** The server renders the form with its captcha's room kept: the captcha settings come first. */
export const handle: PageHandle = {
  serverRender: true,
  preload: ({ captcha }) => captcha.known(),
};
