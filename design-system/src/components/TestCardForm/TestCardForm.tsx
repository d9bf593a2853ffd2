import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { focusFirstInvalid } from '../Field/focusFirstInvalid';
import { TextField } from '../TextField/TextField';
import * as styles from './TestCardForm.css';

export const testCardFields = ['cardNumber', 'expiry', 'cvc'] as const;
export type TestCardField = (typeof testCardFields)[number];
export type TestCardValues = Record<TestCardField, string>;

export interface TestCard {
  number: string;
  /** What the card does ("Paid at once", "Declined"). */
  outcome: string;
}

export interface TestCardFormLabels {
  title: string;
  cardNumber: string;
  expiry: string;
  /** Under the expiry field ("MM/YY"). */
  expiryHint?: string;
  cvc: string;
  /** The pay button, with the amount ("Pay £1,499.00"). */
  pay: string;
  /** Says no money moves ("Test payments: no real card is charged"). */
  testNotice: string;
  /** Names the list of test cards ("Test cards"). */
  testCards: string;
}

export interface TestCardFormProps {
  onSubmit: (card: TestCardValues) => void;
  /** The card numbers of the test processor and what each does. */
  cards: readonly TestCard[];
  labels: TestCardFormLabels;
  /** Why the last card did not pay ("Your card was declined. Try another card."). */
  declined?: string;
  errors?: Partial<Record<TestCardField, string>>;
  paying?: boolean;
}

/**
 * The built-in test processor's card form: number, expiry and CVC, with the test cards listed
 * and a note that no real card is charged. The page checks the values and passes `errors`; the
 * first invalid field then takes focus.
 */
export function TestCardForm({
  onSubmit,
  cards,
  labels,
  declined,
  errors = {},
  paying = false,
}: TestCardFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const cardsTitle = useId();
  useEffect(() => {
    focusFirstInvalid(formRef.current);
  }, [errors]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (paying) return;
    const data = new FormData(event.currentTarget);
    const value = (name: TestCardField) => String(data.get(name) ?? '').trim();
    onSubmit({ cardNumber: value('cardNumber'), expiry: value('expiry'), cvc: value('cvc') });
  };
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label={labels.title}
      className={styles.form}
    >
      <div className={styles.notice}>
        <p className={styles.noticeTitle}>{labels.testNotice}</p>
        <p className={styles.noticeTitle} id={cardsTitle}>
          {labels.testCards}
        </p>
        <ul className={styles.cards} aria-labelledby={cardsTitle}>
          {cards.map((card) => (
            <li key={card.number}>
              <span className={styles.number}>{card.number}</span> {card.outcome}
            </li>
          ))}
        </ul>
      </div>
      {declined && <Alert tone="critical" message={declined} live="assertive" />}
      <TextField
        name="cardNumber"
        label={labels.cardNumber}
        required
        inputMode="numeric"
        autoComplete="cc-number"
        error={errors.cardNumber}
      />
      <div className={styles.pair}>
        <TextField
          name="expiry"
          label={labels.expiry}
          hint={labels.expiryHint}
          required
          inputMode="numeric"
          autoComplete="cc-exp"
          error={errors.expiry}
        />
        <TextField
          name="cvc"
          label={labels.cvc}
          required
          inputMode="numeric"
          autoComplete="cc-csc"
          error={errors.cvc}
        />
      </div>
      <div>
        <Button type="submit" loading={paying}>
          {labels.pay}
        </Button>
      </div>
    </form>
  );
}
