import { useCallback, useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '@pcshop/design-system';
import { ApiRefusal, NetworkFailure, loadSchemas, type ApiSchemas } from '@pcshop/stores';
import type { z } from 'zod';
import { refusedFields, useRefusalText } from './refusalText';
import { reveal } from './reveal';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** A form's schema, picked from the shared ones (and zod) once they are loaded. */
export type PickFormSchema<Schema extends FormSchema> = (all: ApiSchemas) => Schema;

/** The picked schema's resolver, made once per picker: every form of a kind shares it. */
const resolvers = new WeakMap<object, Promise<Resolver<FieldValues>>>();

function resolverOf<Schema extends FormSchema>(
  pick: PickFormSchema<Schema>,
): Promise<Resolver<FieldValues>> {
  let resolver = resolvers.get(pick);
  if (!resolver) {
    resolver = Promise.all([loadSchemas(), import('@hookform/resolvers/zod')]).then(
      ([all, { zodResolver }]) => zodResolver(pick(all)) as unknown as Resolver<FieldValues>,
      (error: unknown) => {
        // A chunk that failed to load is asked for again at the next check.
        resolvers.delete(pick);
        throw error;
      },
    );
    resolvers.set(pick, resolver);
  }
  return resolver;
}

/** A resolver that checks with the picked schema once it is loaded. */
function lazyResolver<Schema extends FormSchema>(
  pick: PickFormSchema<Schema>,
): Resolver<FieldValues> {
  return async (values, context, options) => (await resolverOf(pick))(values, context, options);
}

/**
 * A form over a shared zod schema (`pick`, a function of module scope that picks it from the
 * shared ones) whose submit sends a call: react-hook-form's API plus the
 * outcome of the last submit. `submit(send)` runs `send(values)`; when it rejects, each refused
 * field the form holds a value for (its `validation:*` message) goes on that field and the first
 * in page order is focused, else the refusal's text (`failure`) is shown in the form's
 * `FormError` (`errorRef`) and focused. A submit the schema refuses focuses the first invalid
 * field in page order. Whatever takes focus is brought to the middle of the page (`reveal`).
 * `succeeded` says `send` resolved; a `send` that stops before sending (a captcha not done yet)
 * resolves too, so such forms say what they sent from `send` itself.
 */
export function useApiForm<Schema extends FormSchema>(
  pick: PickFormSchema<Schema>,
  defaultValues: DefaultValues<z.input<Schema>>,
  options: Omit<
    UseFormProps<z.input<Schema>, unknown, z.output<Schema>>,
    'resolver' | 'defaultValues'
  > = {},
) {
  const { t } = useTranslation('account');
  const refusalText = useRefusalText();
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    ...options,
    // zod and the schemas load when the form is first checked (or first focused, below), not
    // with the page: building them is one of the longest tasks a phone runs as a page starts.
    resolver: lazyResolver(pick) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
    defaultValues,
    shouldFocusError: false,
  });
  const { handleSubmit, getValues, setError } = form;
  const { errors, submitCount } = form.formState;
  const [failure, setFailure] = useState<string>();
  const [succeeded, setSucceeded] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  /** Where the last submit sends focus once its outcome is on the page. */
  const attention = useRef<'fields' | 'failure'>('fields');

  // The shopper starting to fill the form fetches what checks it.
  useEffect(() => {
    const form = formRef.current;
    const prepare = () => void resolverOf(pick);
    form?.addEventListener('focusin', prepare, { once: true });
    return () => form?.removeEventListener('focusin', prepare);
  }, [pick]);

  // submitCount changes with react-hook-form's last update of a submit, after `send` settled.
  useEffect(() => {
    if (submitCount === 0) return;
    reveal(attention.current === 'failure' ? errorRef.current : focusFirstInvalid(formRef.current));
    attention.current = 'fields';
  }, [submitCount]);

  const refused = useCallback(
    (error: unknown) => {
      const held = Object.entries(refusedFields(error)).filter(
        ([field]) => getValues(field as Path<z.input<Schema>>) !== undefined,
      );
      if (held.length > 0) {
        for (const [field, message] of held) {
          setError(field as Path<z.input<Schema>>, { message });
        }
        return;
      }
      if (!(error instanceof ApiRefusal || error instanceof NetworkFailure)) {
        console.error('A form’s call failed', error);
      }
      setFailure(refusalText(error));
      attention.current = 'failure';
    },
    [getValues, setError, refusalText],
  );

  const submit = useCallback(
    (send: (values: z.output<Schema>) => Promise<unknown>) => (event?: BaseSyntheticEvent) =>
      void handleSubmit(async (values) => {
        setFailure(undefined);
        setSucceeded(false);
        try {
          await send(values);
          setSucceeded(true);
        } catch (error) {
          refused(error);
        }
      })(event),
    [handleSubmit, refused],
  );

  /** The translated message of a field's error; `field` names the field inside the message. */
  const fieldError = (name: Path<z.input<Schema>>, field = '') => {
    const message = (get(errors, name) as { message?: string } | undefined)?.message;
    return message ? t(message, { field }) : undefined;
  };

  /**
   * react-hook-form's `register`, with a text field's default as its `defaultValue`: the server
   * renders the form filled (react-hook-form fills a field only once it has mounted), as the
   * browser's first render shows it.
   */
  const register: UseFormRegister<z.input<Schema>> = (name, registration) => {
    const field = form.register(name, registration);
    const value: unknown = get(defaultValues, name);
    return typeof value === 'string' ? Object.assign(field, { defaultValue: value }) : field;
  };

  return { ...form, register, submit, failure, succeeded, formRef, errorRef, fieldError };
}
